/**
 * The Adventure as one player sees it: every chapter reached so far. A chapter opens with the outcome
 * of the branch chosen at the previous chapter's moment, then its own authored blocks, among which an
 * ending reads what earlier choices left behind (recalls).
 */
import { type Adventure, type Chapter, CHOSEN_PREFIX, type OfferedChoice, type StoryBlock } from '../../src/contract';
import { artUrl, avatarUrl } from '../art/urls';
import type { BlockSeed, CharacterSeed, ChapterSeed } from '../content/memory-types';
import { type AdventureContent, type SeriesRow, seriesCharacters } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { chapterCommentCounts } from '../comments/counts';
import { type ChoiceRow, choicesOf, findProgress, othersChoices, type ProgressRow } from '../store/memories/progress';
import type { Narrate } from '../http/server-context';
import { adventureOr404 } from '../access/adventure-access';
import { narrationText } from '../narration/story-text';

/** The choice cards cycle over six colours (in-play §9): six offered show them all. */
const OFFERED = 6;

/** GET /ac/{id}/ — the adventure as this player reached it. */
export async function adventurePage(db: Db, userId: string, adventureId: string, narrate: Narrate): Promise<Adventure> {
  const { adventure, series } = await adventureOr404(db, adventureId);
  return adventureView(db, userId, adventure, series, await findProgress(db, userId, adventure.adventure_id), narrate);
}

export async function adventureView(
  db: Db,
  userId: string,
  adventure: AdventureContent,
  series: SeriesRow,
  progress: ProgressRow | undefined,
  narrate: Narrate = null,
): Promise<Adventure> {
  const characters = new Map(seriesCharacters(series).map((c) => [c.key, c]));
  const choices = new Map((await choicesOf(db, userId, adventure.adventure_id)).map((c) => [c.chapter, c]));
  const commentCounts = await chapterCommentCounts(db, adventure.adventure_id, userId);
  // Not started yet: chapter 1 is readable, as a preview; nothing is written by a GET.
  const reached = Math.min(progress?.current_chapter ?? 1, adventure.chapters.length);
  const status = progress?.status ?? 'in_progress';
  const chapters: Chapter[] = [];
  for (let n = 1; n <= reached; n++) {
    const seed = adventure.chapters[n - 1]!;
    const opening = outcomeOf(adventure.chapters[n - 2], choices.get(n - 1));
    const blocks = [...opening, ...withRecalls(seed, choices)].map((b) => blockView(b, characters));
    chapters.push({
      chapter_number: n,
      caption: seed.caption,
      title: seed.title,
      blocks,
      moment: seed.moment
        ? { type: seed.moment.type, prompt: seed.moment.prompt, offered_choices: await offered(db, userId, adventure.adventure_id, n, seed) }
        : null,
      choice_made: choices.get(n)?.choice ?? null,
      audio_url: narrate ? await narrate(db, narrationText(seed.title, blocks)) : null,
      comment_count: commentCounts.get(n) ?? 0,
    });
  }
  return {
    adventure_id: adventure.adventure_id,
    series_id: series.series_id,
    saga_id: series.saga_id,
    name: adventure.name,
    current_chapter: reached,
    total_chapters: adventure.chapters.length,
    chapters,
    status,
    series_end: status === 'ended' ? adventure.end.type : null,
  };
}

/** Two wordings alike but for case, spacing and punctuation: 'hide it!' is 'Hide it'. */
const sameWords = (a: string, b: string) => {
  const plain = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return plain(a) === plain(b);
};

/**
 * The outcome of the branch chosen at the previous moment. When the player's own words were not the way's,
 * the story first says which way it understood them as ('You chose: …'): part of the chapter, so it reads
 * again, offline too, wherever the chapter does.
 */
function outcomeOf(previous: ChapterSeed | undefined, choice: ChoiceRow | undefined): BlockSeed[] {
  if (!previous?.moment || !choice) return [];
  const branch = previous.moment.branches.find((b) => b.key === choice.branch_key);
  if (!branch) return [];
  const understood: BlockSeed[] = sameWords(choice.choice, branch.label) ? [] : [{ blockType: 'action', text: `${CHOSEN_PREFIX}${branch.label}` }];
  return [...understood, ...branch.outcome];
}

/** The chapter's blocks, with what earlier choices left behind read just before its last block. */
function withRecalls(seed: ChapterSeed, choices: Map<number, ChoiceRow>): BlockSeed[] {
  const recalled = (seed.recalls ?? []).filter((r) => choices.get(r.chapter)?.branch_key === r.branch).flatMap((r) => r.blocks);
  if (recalled.length === 0) return seed.blocks;
  return [...seed.blocks.slice(0, -1), ...recalled, ...seed.blocks.slice(-1)];
}

function blockView(block: BlockSeed, characters: Map<string, CharacterSeed>): StoryBlock {
  const c = block.character ? characters.get(block.character) : undefined;
  return {
    blockType: block.blockType,
    blockText: block.text,
    character: c ? { name: c.name, cover: artUrl(c.art), description: c.description } : null,
    characterImageURL: c ? artUrl(c.art) : null,
  };
}

/**
 * Up to OFFERED (the choice cards' six colours, in-play §9): what other players chose here, most recent
 * first, then the authored label of every branch none of them took, so every way the moment can go is
 * offered; a text offered twice shows once.
 */
async function offered(db: Db, userId: string, adventureId: string, chapter: number, seed: ChapterSeed): Promise<OfferedChoice[]> {
  const others = await othersChoices(db, adventureId, chapter, userId, OFFERED);
  const branches = seed.moment?.branches ?? [];
  // Fewer of the others while every branch they leave untaken still needs its place among the six.
  let shown = others;
  const untakenBy = (os: typeof others) => branches.filter((b) => !os.some((o) => o.branch_key === b.key));
  while (shown.length > 0 && shown.length + untakenBy(shown).length > OFFERED) shown = shown.slice(0, -1);
  const untaken = untakenBy(shown).map((b) => ({ users_own_choice: b.label, avatar_url: null }));
  const seen = new Set<string>();
  return [...shown.map((o) => ({ users_own_choice: o.choice, avatar_url: avatarUrl(o.user_id) })), ...untaken].filter((o) => {
    const key = o.users_own_choice.trim().toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
}
