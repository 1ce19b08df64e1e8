import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { creators, memories } from '../../../server/content';
import { DUNGEONS } from '../../../server/content/dungeons';
import { listDungeonHeads, seedDungeons, seedOfDungeon } from '../../../server/store/dungeons/seeded-dungeons';
import { listSeries, seedContent } from '../../../server/store/memories/seeded-memories';
import { migrate, openDb } from '../../../server/store/db';
import { migrations } from '../../../server/store/migrations';

describe('the store', () => {
  it('records every migration once, and running them again changes nothing', () => {
    const db = new Database(':memory:');
    migrate(db, migrations);
    const versions = () => db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(versions()).toEqual(migrations.map((m) => m.version));
    migrate(db, migrations);
    expect(versions()).toEqual(migrations.map((m) => m.version));
  });

  it('an answered write survives a power cut: WAL with synchronous=FULL, also when an existing database is reopened', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'chronicle-durable-')), 'db.sqlite');
    for (let open = 0; open < 2; open++) {
      const db = await openDb(path);
      const pragma = async (name: string) => Object.values((await db.executeQuery(CompiledQuery.raw(`PRAGMA ${name}`))).rows[0] as object)[0];
      expect([await pragma('journal_mode'), await pragma('synchronous')]).toEqual(['wal', 2]);
      await db.destroy();
    }
  });

  it('refuses a migration list out of order', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [...migrations, { version: 1, name: 'again', up: () => {} }])).toThrow(/out of order/);
  });

  it('seeding is idempotent by id and keeps updated_at when nothing changed', async () => {
    const db = await openDb(':memory:');
    await seedContent(db, creators, memories, Date.parse('2026-01-01T00:00:00Z'));
    const before = await listSeries(db);
    await seedContent(db, creators, memories, Date.parse('2026-02-01T00:00:00Z'));
    expect(await listSeries(db)).toEqual(before);
  });

  it("a listed dungeon's seed is parsed once, and an edited dungeon's seed is the new one, even at the same instant", async () => {
    const db = await openDb(':memory:');
    const now = Date.parse('2026-01-01T00:00:00Z');
    await seedDungeons(db, DUNGEONS, now);
    const head = (await listDungeonHeads(db))[0]!;
    const seed = await seedOfDungeon(db, head);
    expect(seed).toEqual(DUNGEONS[0]);
    expect(await seedOfDungeon(db, (await listDungeonHeads(db))[0]!)).toBe(seed);

    await seedDungeons(db, [{ ...DUNGEONS[0]!, description: 'Edited.' }, ...DUNGEONS.slice(1)], now);
    expect((await seedOfDungeon(db, (await listDungeonHeads(db))[0]!)).description).toBe('Edited.');
  });
});

describe('the seeded memories', () => {
  for (const m of memories) {
    describe(m.name, () => {
      it('is signed by a known creator', () => {
        expect(creators.map((c) => c.creator_id)).toContain(m.creator);
      });

      it('closes every chapter but the last with a moment of 2–3 branches, and the last with none', () => {
        for (const a of m.adventures) {
          a.chapters.forEach((c, i) => {
            const last = i === a.chapters.length - 1;
            expect(c.moment === undefined, `${a.adventure_id} chapter ${i + 1}`).toBe(last);
            if (c.moment) expect(c.moment.branches.length).toBeGreaterThanOrEqual(2);
            if (c.moment) expect(c.moment.branches.length).toBeLessThanOrEqual(3);
          });
        }
      });

      it('gives every dialog block a character of the memory', () => {
        const keys = new Set(m.characters.map((c) => c.key));
        const blocks = m.adventures.flatMap((a) => a.chapters.flatMap((c) => [...c.blocks, ...(c.moment?.branches.flatMap((b) => b.outcome) ?? [])]));
        for (const b of blocks.filter((x) => x.blockType === 'dialog')) expect(keys).toContain(b.character);
      });
    });
  }
});
