import type { Track } from './narration';

interface ChapterLike {
  chapter_number: number;
  title: string;
  audio_url: string | null;
  blocks: { characterImageURL: string | null }[];
}

/**
 * A chapter's narration: a Memory adventure's ('chapter') or a custom story's ('story'), its position
 * remembered per chapter. The lock screen shows the chapter's title, the adventure's name and, for want of
 * a cover, the chapter's first portrait.
 */
export function chapterTrack(kind: 'chapter' | 'story', ownerId: string, chapter: ChapterLike, album: string, artwork?: string | null): Track | null {
  if (!chapter.audio_url) return null;
  const portrait = chapter.blocks.find((b) => b.characterImageURL)?.characterImageURL ?? null;
  return { key: `${kind}:${ownerId}:${chapter.chapter_number}`, url: chapter.audio_url, title: chapter.title, album, artwork: artwork ?? portrait };
}
