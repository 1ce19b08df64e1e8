/** Trading cards and how many of each a player holds. */
import { sql } from 'kysely';
import type { Db } from '../db';
import { iso, num } from '../query';

export interface CardRow {
  card_id: string;
  saga_id: string;
  award_key: string | null;
  name: string;
  art: string;
  type: 'gold' | 'silver' | 'custom';
  is_fanfiction: number;
  is_public: number;
  created_by: string | null;
  created_by_username: string | null;
  award_text: string;
  position: number;
  count: number;
  /** When the custom saga behind it was deleted by its creator (null: not deleted, or a seeded card). */
  saga_deleted_at: string | null;
}

export type CardSeed = Omit<CardRow, 'created_by' | 'created_by_username' | 'count' | 'is_public' | 'is_fanfiction' | 'saga_deleted_at'>;

/** Cards with the viewer's count; creators' usernames and the custom saga's deletion joined. */
function selectCards(db: Db, viewerId: string) {
  return db
    .selectFrom('collectible_cards as c')
    .leftJoin('users as u', 'u.user_id', 'c.created_by')
    .leftJoin('card_holdings as h', (j) => j.onRef('h.card_id', '=', 'c.card_id').on('h.user_id', '=', viewerId))
    .leftJoin('custom_sagas as s', 's.saga_id', 'c.saga_id')
    .select((eb) => [
      'c.card_id',
      'c.saga_id',
      'c.award_key',
      'c.name',
      'c.art',
      'c.type',
      'c.is_fanfiction',
      'c.is_public',
      'c.created_by',
      'c.award_text',
      'c.position',
      'u.username as created_by_username',
      eb.fn.coalesce('h.count', sql<number>`0`).as('count'),
      's.deleted_at as saga_deleted_at',
    ]);
}

type Selected = Omit<CardRow, 'type' | 'count'> & { type: string; count: number | string };
const rowOf = (r: Selected): CardRow => ({ ...r, type: r.type as CardRow['type'], count: num(r.count) });

/** Idempotent by card id: seeding again updates names and art. */
export async function upsertSeededCard(db: Db, c: CardSeed): Promise<void> {
  await db
    .insertInto('collectible_cards')
    .values({ ...c, is_fanfiction: 0, is_public: 1, created_by: null })
    .onConflict((oc) =>
      oc.column('card_id').doUpdateSet((eb) => ({
        saga_id: eb.ref('excluded.saga_id'),
        award_key: eb.ref('excluded.award_key'),
        name: eb.ref('excluded.name'),
        art: eb.ref('excluded.art'),
        type: eb.ref('excluded.type'),
        award_text: eb.ref('excluded.award_text'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}

export async function insertCustomCard(db: Db, c: { card_id: string; saga_id: string; name: string; art: string; is_fanfiction: boolean; created_by: string }): Promise<void> {
  await db
    .insertInto('collectible_cards')
    .values({
      card_id: c.card_id,
      saga_id: c.saga_id,
      award_key: null,
      name: c.name,
      art: c.art,
      type: 'custom',
      is_fanfiction: c.is_fanfiction ? 1 : 0,
      is_public: 0,
      created_by: c.created_by,
      award_text: 'Created in quick play',
      position: 1000,
    })
    .execute();
}

export async function findCard(db: Db, viewerId: string, cardId: string): Promise<CardRow | undefined> {
  const r = await selectCards(db, viewerId).where('c.card_id', '=', cardId).executeTakeFirst();
  return r && rowOf(r);
}

export async function cardByAward(db: Db, awardKey: string): Promise<string | undefined> {
  return (await db.selectFrom('collectible_cards').select('card_id').where('award_key', '=', awardKey).executeTakeFirst())?.card_id;
}

export async function customCardOf(db: Db, sagaId: string): Promise<string | undefined> {
  return (await db.selectFrom('collectible_cards').select('card_id').where('saga_id', '=', sagaId).where('type', '=', 'custom').executeTakeFirst())?.card_id;
}

export async function originalCards(db: Db, viewerId: string): Promise<CardRow[]> {
  const rows = await selectCards(db, viewerId).where('c.type', '<>', 'custom').orderBy('c.position').orderBy('c.card_id').execute();
  return rows.map(rowOf);
}

/**
 * The viewer's own custom cards (until they delete the saga: their own copies do not keep it), those they
 * hold (a deleted saga's too: its holders keep it), and every public one of a saga still there, less the
 * cards the viewer removed.
 */
export async function customCards(db: Db, viewerId: string): Promise<CardRow[]> {
  const rows = await selectCards(db, viewerId)
    .where('c.type', '=', 'custom')
    .where((eb) =>
      eb.or([
        eb.and([eb('c.created_by', '=', viewerId), eb('s.deleted_at', 'is', null)]),
        eb.and([
          eb.or([eb('c.created_by', 'is', null), eb('c.created_by', '<>', viewerId)]),
          eb.or([eb('h.count', '>', 0), eb.and([eb('c.is_public', '=', 1), eb('s.deleted_at', 'is', null)])]),
        ]),
      ]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('card_dismissals as d').select('d.card_id').where('d.user_id', '=', viewerId).whereRef('d.card_id', '=', 'c.card_id'))))
    .orderBy('c.seq', 'desc')
    .execute();
  return rows.map(rowOf);
}

/** Someone else's custom card leaves the viewer's collection: their copies and its place in the custom tab. */
export async function dismissCard(db: Db, viewerId: string, cardId: string, now: number): Promise<void> {
  await db.insertInto('card_dismissals').values({ user_id: viewerId, card_id: cardId, dismissed_at: now }).onConflict((oc) => oc.doNothing()).execute();
  await db.deleteFrom('card_holdings').where('user_id', '=', viewerId).where('card_id', '=', cardId).execute();
}

/** Receiving a card again (a new version of it) brings it back to a collection it was removed from. */
async function undismiss(db: Db, userId: string, cardId: string): Promise<void> {
  await db.deleteFrom('card_dismissals').where('user_id', '=', userId).where('card_id', '=', cardId).execute();
}

export async function sagaCards(db: Db, viewerId: string, sagaId: string): Promise<CardRow[]> {
  const rows = await selectCards(db, viewerId).where('c.saga_id', '=', sagaId).orderBy('c.position').orderBy('c.card_id').execute();
  return rows.map(rowOf);
}

export async function giveCard(db: Db, userId: string, cardId: string, now: number): Promise<void> {
  await undismiss(db, userId, cardId);
  await db
    .insertInto('card_holdings')
    .values({ user_id: userId, card_id: cardId, count: 1, updated_at: iso(now) })
    .onConflict((oc) => oc.columns(['user_id', 'card_id']).doUpdateSet((eb) => ({ count: eb('card_holdings.count', '+', 1), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

export async function setCardPublic(db: Db, cardId: string, isPublic: boolean): Promise<void> {
  await db.updateTable('collectible_cards').set({ is_public: isPublic ? 1 : 0 }).where('card_id', '=', cardId).execute();
}
