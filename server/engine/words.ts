/**
 * The stems of what a player types, for reading it without a parser: the Memories' choice matching
 * (server/series/choice-match.ts) and the custom stories' authored narrator (server/sagas/narrator) share them.
 */
export const STOP = new Set(['a', 'an', 'the', 'to', 'of', 'and', 'or', 'i', 'we', 'my', 'our', 'it', 'in', 'on', 'at', 'with', 'for', 'her', 'his', 'them', 'him', 'is', 'be', 'will', 'would', 'then', 'this', 'that', 'so', 'you', 'your', 'their', 'what', 'do', 'does', 'just', 'can', 'could', 'should', 'try', 'want', 'go', 'us', 'me', 'up', 'all', 'into', 'onto']);

/** Strips the common English endings, so 'burning', 'burned' and 'burns' all meet 'burn'. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // 'running' -> 'runn' -> 'run'
  if (w.length > 3 && w.at(-1) === w.at(-2) && !/[aeiou]/.test(w.at(-1)!)) w = w.slice(0, -1);
  return w;
}

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The stems of a text's meaningful words. */
export function words(text: string): string[] {
  return tokens(text).filter((w) => !STOP.has(w)).map(stem);
}
