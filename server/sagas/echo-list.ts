/**
 * Mythic Echoes as a saga lists them. A custom story at its current chapter n: what other owners typed
 * after a similar chapter of theirs (turn n+1 nearest); stable until the owner rerolls, reroll k shows a
 * seeded shuffle of the candidates. A series saga: the latest choices other players typed (read only).
 */
import { ECHO_LIMITS, type Echo, type EchoList } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { UNNAMED } from '../account/public-user';
import { avatarUrl } from '../art/urls';
import type { Db } from '../store/db';
import { latestChoicesInSeries } from '../store/memories/progress';
import { type CustomSagaRow, findCustomSaga } from '../store/sagas/custom-sagas';
import { picksOf, rerollsUsed } from '../store/sagas/echoes';
import { type EchoSource, echoSources, findTurn, listTurns } from '../store/sagas/story-turns';
import { prng, shuffled } from './narrator/seeded-random';

/** How many candidates a reroll shuffles from. */
const POOL = 40;

function echoView(s: EchoSource, featured: boolean): Echo {
  return {
    echoes_id: s.turn_id,
    title: s.title,
    text: s.player_text ?? '',
    username: s.username ?? UNNAMED,
    user_id: s.owner_id,
    avatar: avatarUrl(s.owner_id),
    is_featured: featured,
    story_id: s.saga_id,
  };
}

/** An echo by id, if it is another owner's typed turn (what echoes are made of). */
export async function echoSource(db: Db, saga: CustomSagaRow, echoId: string): Promise<EchoSource | undefined> {
  const turn = await findTurn(db, echoId);
  if (!turn?.player_text || turn.saga_id === saga.saga_id) return undefined;
  const other = await findCustomSaga(db, turn.saga_id);
  if (!other || other.owner_id === saga.owner_id) return undefined;
  return { ...turn, title: other.title, owner_id: other.owner_id, username: other.owner_username };
}

export const currentChapter = async (db: Db, sagaId: string): Promise<number> => (await listTurns(db, sagaId)).length;

export async function echoList(db: Db, viewerId: string, saga: CustomSagaRow, now: number): Promise<EchoList> {
  const chapter = await currentChapter(db, saga.saga_id);
  const used = await rerollsUsed(db, saga.saga_id, chapter);
  const pool = await echoSources(db, saga.saga_id, saga.owner_id, chapter + 1, POOL);
  const drawn = used === 0 ? pool : shuffled(pool, prng(`${saga.saga_id}:${chapter}:${used}`));
  const picks = await picksOf(db, saga.saga_id, chapter);
  const scroll = (await Promise.all(picks.map(async (p) => {
    const s = await echoSource(db, saga, p.echo_id);
    return s ? [echoView(s, !!p.is_featured)] : [];
  }))).flat();
  const featured = scroll.filter((e) => e.is_featured);
  const rest = drawn.filter((s) => !featured.some((f) => f.echoes_id === s.turn_id)).map((s) => echoView(s, false));
  const echoes = [...featured, ...rest].slice(0, ECHO_LIMITS.list);
  const owner = saga.owner_id === viewerId && !saga.deleted_at;
  const subscriber = await isSubscriber(db, viewerId, now);
  return {
    echoes,
    chapter,
    rerolls_left: ECHO_LIMITS.rerolls - used,
    // The spec enables reroll only on a full list of 10 (in-play §9).
    can_reroll: owner && subscriber && used < ECHO_LIMITS.rerolls && echoes.length === ECHO_LIMITS.list,
    can_feature: owner && subscriber && featured.length === 0,
    scroll,
    adventure_mode: saga.adventure_mode,
  };
}

/** A series saga's echoes: the latest choices other players typed in its adventures (read only). */
export async function seriesEchoes(db: Db, viewerId: string, seriesId: string): Promise<EchoList> {
  const echoes = (await latestChoicesInSeries(db, seriesId, viewerId, ECHO_LIMITS.list)).map((r) => ({
    echoes_id: `choice-${r.id}`,
    title: r.name,
    text: r.choice,
    username: r.username ?? UNNAMED,
    user_id: r.user_id,
    avatar: avatarUrl(r.user_id),
    is_featured: false,
    story_id: r.adventure_id,
  }));
  return { echoes, chapter: 1, rerolls_left: 0, can_reroll: false, can_feature: false, scroll: [], adventure_mode: 'solo' };
}
