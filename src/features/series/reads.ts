/** A Memory (series) and its adventures as the device holds them. */
import { db } from '../../db';
import { useEnsured } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const getSeries = async (seriesId: string) => (await db.series.get(seriesId)) ?? null;
export const listAdventuresOfSeries = (seriesId: string) => db.adventures.where('series_id').equals(seriesId).toArray();
export const findSeriesBySaga = async (sagaId: string) => (await db.series.filter((s) => s.saga_id === sagaId).first()) ?? null;

/** The adventure of a series to open without the network: the one asked for, else one in progress. */
export const findLocalAdventure = async (seriesId: string, preferId?: string) => {
  const all = await listAdventuresOfSeries(seriesId);
  return all.find((a) => a.adventure_id === preferId) ?? all.find((a) => a.status === 'in_progress') ?? null;
};

export function useSeries(seriesId: string) {
  const { value: series, ensure } = useEnsured({ kind: 'series', id: seriesId }, () => getSeries(seriesId), [seriesId]);
  return { series, ensure };
}

export const useSeriesOfSaga = (sagaId: string) => useLive(() => findSeriesBySaga(sagaId), [sagaId]);
