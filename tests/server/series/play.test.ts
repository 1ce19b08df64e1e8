import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, choiceRefusal, ErrorBody } from '../../../src/contract';
import { memories } from '../../../server/content';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { OTHER_CHOICES, OTHER_HISTORIANS } from '../../../server/content/memories/other-historians';
import { matchBranch } from '../../../server/series/choice-match';
import { seedOtherHistorians } from '../../../server/series/seed-choices';
import { othersChoices } from '../../../server/store/memories/progress';
import { type Clock, player, server, rawRun, rawAll, rawValue } from '../helpers';

let app: FastifyInstance;
let clock: Clock;
afterEach(() => app.close());

/** The choices other Historians made at a moment, as a player who has not made one there is offered them. */
const othersAt = async (adventureId: string, chapter: number) => (await othersChoices(app.ctx.db, adventureId, chapter, 'nobody', 6)).map((o) => o.choice);

const series = glassblowersOath;
const first = series.adventures[0]!;
const second = series.adventures[1]!;
const textsOf = (blocks: { text: string }[]) => blocks.map((b) => b.text);

describe('playing a series', () => {
  it('play starts the first adventure at chapter 1, and the adventure shows chapter 1 only', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const play = await me.call(api.seriesPlay, { seriesId: series.series_id });
    expect(play).toEqual({ adventure_id: first.adventure_id, current_chapter: 1, audio_url: null });
    const adventure = await me.call(api.adventure, { id: first.adventure_id });
    expect(adventure.chapters.map((c) => c.chapter_number)).toEqual([1]);
    expect(adventure.status).toBe('in_progress');
    expect(adventure.chapters[0]!.blocks.map((b) => b.blockText)).toEqual(textsOf(first.chapters[0]!.blocks));
    const seeded = OTHER_CHOICES.find((m) => m.adventure_id === first.adventure_id && m.chapter === 1)!;
    expect(adventure.chapters[0]!.moment?.offered_choices.map((o) => o.users_own_choice)).toEqual(seeded.choices.map(([, text]) => text).reverse());
  });

  it('with fewer than six others’ choices, the authored suggestion of every branch they left untaken fills the offer', async () => {
    ({ app } = await server());
    (await rawRun(app.ctx.db, "DELETE FROM adventure_choices WHERE adventure_id = ? AND chapter = 1 AND seq NOT IN (SELECT max(seq) FROM adventure_choices WHERE adventure_id = ? AND chapter = 1)", first.adventure_id, first.adventure_id));
    const me = await player(app, 'ada@example.com');
    const offered = (await me.call(api.adventure, { id: first.adventure_id })).chapters[0]!.moment!.offered_choices;
    const [other] = (await rawAll(app.ctx.db, 'SELECT branch_key FROM adventure_choices WHERE adventure_id = ? AND chapter = 1', first.adventure_id)) as { branch_key: string }[];
    const untaken = first.chapters[0]!.moment!.branches.filter((b) => b.key !== other!.branch_key);
    expect(offered.map((o) => o.avatar_url === null)).toEqual([false, ...untaken.map(() => true)]);
    expect(offered.slice(1).map((o) => o.users_own_choice)).toEqual(untaken.map((b) => b.label));
  });

  it('dialog blocks carry their character and its artwork', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    const adventure = await me.call(api.adventure, { id: first.adventure_id });
    const dialog = adventure.chapters[0]!.blocks.find((b) => b.blockType === 'dialog')!;
    expect(dialog.character?.name).toBe('Archivist Ilse');
    expect(dialog.characterImageURL).toMatch(/^\/api\/media\/art\/char-[a-z-]+\.svg$/);
  });

  it('a choice opens chapter 2 with the outcome of the branch it matched, then the chapter’s own blocks', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    const after = await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: '  Row the BOAT across the lagoon!  ' });
    const flee = first.chapters[0]!.moment!.branches.find((b) => b.key === 'flee')!;
    expect(after.current_chapter).toBe(2);
    expect(after.chapters[0]!.choice_made).toBe('Row the BOAT across the lagoon!');
    expect(after.chapters[1]!.blocks.map((b) => b.blockText)).toEqual([`You chose: ${flee.label}`, ...textsOf(flee.outcome), ...textsOf(first.chapters[1]!.blocks)]);
  });

  it('a choice in the player’s own words opens the next chapter saying which way it was taken, and it reads so again later', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'I tell the truth and ask for their help' });
    const face = first.chapters[0]!.moment!.branches.find((b) => b.key === 'face')!;
    // Read again as a reload (or the worker's pull for the offline copy) reads it: the chapter keeps it.
    const reread = await me.call(api.adventure, { id: first.adventure_id });
    expect(reread.chapters[1]!.blocks[0]).toEqual({ blockType: 'action', blockText: `You chose: ${face.label}`, character: null, characterImageURL: null });
    expect(reread.chapters[1]!.blocks[1]!.blockText).toBe(face.outcome[0]!.text);
    expect(reread.chapters[0]!.choice_made).toBe('I tell the truth and ask for their help');
  });

  it('a choice made in the way’s own words goes straight on: there is nothing to say it understood', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    const face = first.chapters[0]!.moment!.branches.find((b) => b.key === 'face')!;
    const after = await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: `${face.label.toLowerCase()}!` });
    expect(after.chapters[1]!.blocks[0]!.blockText).toBe(face.outcome[0]!.text);
  });

  it('a choice for another chapter than the current one is a conflict', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    const res = await me.inject({ method: 'PUT', url: `/api/ac/${first.adventure_id}/continue/`, payload: { chapter: 2, choice: 'hide it' } });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).message).toMatch(/chapter 1/);
  });

  it('reaching the final chapter ends the adventure, and no further choice is taken', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'hide the mirror' });
    const ended = await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 2, choice: 'smash it' });
    expect(ended.status).toBe('ended');
    expect(ended.series_end).toBe('next_available');
    expect(ended.chapters).toHaveLength(3);
    expect(ended.chapters[2]!.moment).toBeNull();
    const more = await me.inject({ method: 'PUT', url: `/api/ac/${first.adventure_id}/continue/`, payload: { chapter: 3, choice: 'again' } });
    expect(more.statusCode).toBe(409);
  });

  it('after the first adventure ends, play moves on to the second, and the series is in progress', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.seriesPlay, { seriesId: series.series_id });
    await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'hide' });
    await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 2, choice: 'look' });
    expect((await me.call(api.seriesPlay, { seriesId: series.series_id })).adventure_id).toBe(second.adventure_id);
    const details = await me.call(api.seriesDetails, { seriesId: series.series_id });
    expect(details.progress).toBe('In Progress');
    expect(details.adventures.map((a) => a.button_state)).toEqual(['reread_adventure', 'continue_adventure', 'ready_to_play']);
  });

  it('offers six choices at a moment, the latest other Historians made first, never the player’s own', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const before = (await bo.call(api.adventure, { id: first.adventure_id })).chapters[0]!.moment!.offered_choices;
    // The world's Historians chose before anyone: six choices, six colours (in-play §9), each with its avatar.
    expect(before).toHaveLength(6);
    expect(new Set(before.map((o) => o.users_own_choice)).size).toBe(6);
    expect(before.every((o) => /^\/api\/media\/art\/avatar-/.test(o.avatar_url ?? ''))).toBe(true);

    await ada.call(api.seriesPlay, { seriesId: series.series_id });
    await ada.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'I open the door and greet them' });
    const seenByBo = (await bo.call(api.adventure, { id: first.adventure_id })).chapters[0]!.moment!.offered_choices;
    expect(seenByBo).toHaveLength(6);
    expect(seenByBo[0]).toEqual({ users_own_choice: 'I open the door and greet them', avatar_url: expect.stringMatching(/^\/api\/media\/art\/avatar-/) });
    expect(seenByBo.slice(1)).toEqual(before.slice(0, 5));
    const seenByAda = (await ada.call(api.adventure, { id: first.adventure_id })).chapters[0]!.moment!.offered_choices;
    expect(seenByAda.map((o) => o.users_own_choice)).not.toContain('I open the door and greet them');
  });

  it('every moment of the world offers six choices before anyone has played it, and they do not all take one branch', async () => {
    ({ app } = await server());
    const bo = await player(app, 'bo@example.com');
    for (const memory of memories) {
      for (const a of memory.adventures) {
        const seen = await bo.call(api.adventure, { id: a.adventure_id });
        for (const [i, c] of a.chapters.entries()) {
          if (!c.moment) continue;
          // Chapter 1 is what a player who has not started sees; the other moments, through the seeded choices.
          const offered = i === 0 ? seen.chapters[0]!.moment!.offered_choices.map((o) => o.users_own_choice) : await othersAt(a.adventure_id, i + 1);
          expect([a.adventure_id, i + 1, offered.length >= 6]).toEqual([a.adventure_id, i + 1, true]);
          const branches = new Set(offered.map((text) => {
            const m = matchBranch(text, c.moment!.branches);
            return m.kind === 'branch' ? m.index : -1;
          }));
          expect([a.adventure_id, i + 1, branches.size]).toEqual([a.adventure_id, i + 1, c.moment!.branches.length]);
        }
      }
    }
  });

  it('every moment of every Memory has six seeded choices, by six Historians, each meaning exactly one branch, every branch taken', () => {
    const historians = new Set(OTHER_HISTORIANS.map((h) => h.key));
    const moments = memories.flatMap((memory) => memory.adventures.flatMap((a) => a.chapters.flatMap((c, i) => (c.moment ? [{ adventure_id: a.adventure_id, chapter: i + 1, branches: c.moment.branches }] : []))));
    expect(memories.map((m) => m.series_id)).toContain('elk-of-uraniborg');
    // No seeded choices for a moment that does not exist, none twice for one.
    expect(OTHER_CHOICES.map((m) => `${m.adventure_id}#${m.chapter}`).sort()).toEqual(moments.map((m) => `${m.adventure_id}#${m.chapter}`).sort());
    for (const moment of moments) {
      const where = `${moment.adventure_id} chapter ${moment.chapter}`;
      const seeded = OTHER_CHOICES.find((m) => m.adventure_id === moment.adventure_id && m.chapter === moment.chapter)!;
      expect([where, seeded.choices.length]).toEqual([where, 6]);
      expect([where, new Set(seeded.choices.map(([key]) => key)).size]).toEqual([where, 6]);
      expect([where, seeded.choices.every(([key]) => historians.has(key))]).toEqual([where, true]);
      const taken = seeded.choices.map(([, text]) => {
        const m = matchBranch(text, moment.branches);
        return m.kind === 'branch' ? moment.branches[m.index]!.key : `${m.kind}: ${text}`;
      });
      expect([where, taken.filter((k) => !moment.branches.some((b) => b.key === k))]).toEqual([where, []]);
      if (moment.branches.length <= 6) expect([where, new Set(taken).size]).toEqual([where, moment.branches.length]);
    }
  });

  it('seeding the world’s Historians again changes nothing', async () => {
    ({ app, clock } = await server());
    const count = async () => (await rawValue(app.ctx.db, 'SELECT count(*) FROM adventure_choices')) as number;
    const seeded = await count();
    expect(seeded).toBe(OTHER_CHOICES.reduce((n, m) => n + m.choices.length, 0));
    clock.advance(86_400_000);
    await seedOtherHistorians(app.ctx.db, app.ctx.now());
    expect(await count()).toBe(seeded);
  });

  it('refuses a choice that means none of the ways, naming them, and keeps the chapter where it was', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    await ada.call(api.seriesPlay, { seriesId: series.series_id });
    const res = await ada.inject({ method: 'PUT', url: `/api/ac/${first.adventure_id}/continue/`, payload: { chapter: 1, choice: 'I dance a little jig' } });
    expect(res.statusCode).toBe(422);
    const labels = first.chapters[0]!.moment!.branches.map((b) => b.label);
    expect(res.json()).toEqual({ message: choiceRefusal(labels, false) });
    expect(res.json().message).toContain('“Hide the mirror in the cooling kiln”');
    const after = await ada.call(api.adventure, { id: first.adventure_id });
    expect(after.current_chapter).toBe(1);
    expect(after.chapters[0]!.choice_made).toBeNull();
  });

  it('takes the issue\'s "I tell the truth and ask for their help" to the branch of speaking, not the first one', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    await ada.call(api.seriesPlay, { seriesId: series.series_id });
    const after = await ada.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'I tell the truth and ask for their help' });
    const face = first.chapters[0]!.moment!.branches.find((b) => b.key === 'face')!;
    expect(after.chapters[1]!.blocks.slice(0, 2).map((b) => b.blockText)).toEqual([`You chose: ${face.label}`, face.outcome[0]!.text]);
  });

  it('ends remembering the first choice: its recall is read just before the last words', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    await ada.call(api.seriesPlay, { seriesId: series.series_id });
    await ada.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'Take the mirror and flee by boat across the lagoon' });
    const ended = await ada.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 2, choice: 'Break the mirror before anyone can use it' });
    const last = ended.chapters[2]!.blocks.map((b) => b.blockText);
    const recalls = first.chapters[2]!.recalls!;
    const flee = recalls.find((r) => r.branch === 'flee')!.blocks[0]!.text;
    expect(last.at(-2)).toBe(flee);
    expect(last.at(-1)).toBe(first.chapters[2]!.blocks.at(-1)!.text);
    for (const other of recalls.filter((r) => r.branch !== 'flee')) expect(last).not.toContain(other.blocks[0]!.text);
  });

  it('an unknown series or adventure is a 404 with a message', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    for (const url of ['/api/ac/series/nope/details/', '/api/ac/nope/']) {
      const res = await me.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.safeParse(res.json()).success).toBe(true);
    }
  });
});
