/**
 * Prepares prose for the speech engine: normalises it and cuts it into short pieces.
 *
 * eSpeak receives its text as a command-line argument and synthesises each call in one
 * synchronous run, so a whole chapter in one call would block the event loop for seconds
 * and build one huge WAV. Sentences (and, for run-on sentences, clauses) keep every call
 * small, and paragraph boundaries are kept so the caller can pause longer between them.
 */

/** Upper bound on one synthesiser call; a typical sentence is far below it. */
export const MAX_CHUNK_CHARS = 240;

/** Collapses whitespace inside paragraphs and drops blank paragraphs. The cache key hashes this form. */
export function normalizeText(text: string): string {
  return splitParagraphs(text).join('\n\n');
}

/** Paragraphs, each a list of chunks no longer than MAX_CHUNK_CHARS (barring a single giant word). */
export function splitForSpeech(text: string): string[][] {
  return splitParagraphs(text)
    .map((paragraph) => splitSentences(paragraph).flatMap((s) => capLength(s, MAX_CHUNK_CHARS)).map(speakable))
    .map((chunks) => chunks.filter((c) => c.length > 0))
    .filter((chunks) => chunks.length > 0);
}

function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/**
 * Ends a sentence at . ! ? … (plus closing quotes or brackets) followed by a space and a
 * capital, digit or opening quote, so a dialogue tag ("Run!" she said.) stays in one piece.
 */
function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…]+["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Cuts an over-long sentence at clause punctuation first, then at word boundaries. */
function capLength(sentence: string, max: number): string[] {
  if (sentence.length <= max) return [sentence];
  const clauses = sentence
    .split(/(?<=[,;:—–])\s+/)
    .flatMap((clause) => (clause.length <= max ? [clause] : pack(clause.split(/\s+/), max)));
  return pack(clauses, max);
}

/** Greedily joins pieces with spaces into runs of at most `max` characters. */
function pack(pieces: string[], max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const next = current ? `${current} ${piece}` : piece;
    if (next.length > max && current) {
      out.push(current);
      current = piece;
    } else {
      current = next;
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * Removes what eSpeak would read aloud or misparse: Markdown emphasis and headings, and
 * leading dashes (the text is the last argv entry, and "-x…" would be taken as an option).
 */
function speakable(chunk: string): string {
  return chunk
    .replace(/[*_#`~<>{}[\]|\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—]+/, '')
    .trim();
}
