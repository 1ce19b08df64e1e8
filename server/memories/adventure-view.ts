/**
 * The Adventure as one player sees it: every chapter reached so far. A chapter opens with the outcome
 * of the branch chosen at the previous chapter's moment, then its own authored blocks.
 */
import type { Adventure, Chapter, OfferedChoice, StoryBlock } from '../../src/contract';
import { artUrl, avatarUrl } from '../art/urls';
import type { BlockSeed, CharacterSeed, ChapterSeed } from '../content/memory-types';
import { type AdventureContent, type SeriesRow, seriesCharacters } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { chapterCommentCounts } from '../comments/counts';
import { type ChoiceRow, choicesOf, findProgress, othersChoices, type ProgressRow } from '../store/memories/progress';
import type { Narrate } from '../http/server-context';
import { adventureOr404 } from './adventure-access';

/** The choice cards cycle over six colours (in-play §9): six offered show them all. */
const OFFERED = 6;

/** GET /ac/{id}/ — the adventure as this player reached it. */
export function adventurePage(db: Db, userId: string, adventureId: string, narrate: Narrate): Adventure {
  const { adventure, series } = adventureOr404(db, adventureId);
  return adventureView(db, userId, adventure, series, findProgress(db, userId, adventure.adventure_id), narrate);
}

export function adventureView(
  db: Db,
  userId: string,
  adventure: AdventureContent,
  series: SeriesRow,
  progress: ProgressRow | undefined,
  narrate: Narrate = null,
): Adventure {
  const characters = new Map(seriesCharacters(series).map((c) => [c.key, c]));
  const choices = new Map(choicesOf(db, userId, adventure.adventure_id).map((c) => [c.chapter, c]));
  const commentCounts = chapterCommentCounts(db, adventure.adventure_id, userId);
  // Not started yet: chapter 1 is readable, as a preview; nothing is written by a GET.
  const reached = Math.min(progress?.current_chapter ?? 1, adventure.chapters.length);
  const status = progress?.status ?? 'in_progress';
  const chapters: Chapter[] = [];
  for (let n = 1; n <= reached; n++) {
    const seed = adventure.chapters[n - 1]!;
    const opening = outcomeOf(adventure.chapters[n - 2], choices.get(n - 1));
    const blocks = [...opening, ...seed.blocks].map((b) => blockView(b, characters));
    chapters.push({
      chapter_number: n,
      caption: seed.caption,
      title: seed.title,
      blocks,
      moment: seed.moment
        ? { type: seed.moment.type, prompt: seed.moment.prompt, offered_choices: offered(db, userId, adventure.adventure_id, n, seed) }
        : null,
      choice_made: choices.get(n)?.choice ?? null,
      audio_url: narrate ? narrate(narrationText(seed.title, blocks)) : null,
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

function outcomeOf(previous: ChapterSeed | undefined, choice: ChoiceRow | undefined): BlockSeed[] {
  if (!previous?.moment || !choice) return [];
  return previous.moment.branches.find((b) => b.key === choice.branch_key)?.outcome ?? [];
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
 * What other players chose here, most recent first, then the authored branches (avatar_url null) while
 * fewer than OFFERED others have chosen; a text offered twice shows once.
 */
function offered(db: Db, userId: string, adventureId: string, chapter: number, seed: ChapterSeed): OfferedChoice[] {
  const others = othersChoices(db, adventureId, chapter, userId, OFFERED).map((o) => ({ users_own_choice: o.choice, avatar_url: avatarUrl(o.user_id) }));
  const authored = (seed.moment?.branches ?? []).map((b) => ({ users_own_choice: b.label, avatar_url: null }));
  const seen = new Set<string>();
  return [...others, ...authored]
    .filter((o) => {
      const key = o.users_own_choice.trim().toLowerCase();
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, OFFERED);
}

/** What the narrator reads: the title, then every block, speakers named before their lines. */
export function narrationText(title: string, blocks: StoryBlock[]): string {
  const lines = blocks.map((b) => (b.character ? `${b.character.name}: ${b.blockText}` : b.blockText));
  return [title, ...lines].join('\n\n');
}
