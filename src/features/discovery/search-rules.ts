/** Search queries (the contract's SearchQuery): trimmed, case-folded, at most 100 characters. */
export const SEARCH_MAX = 100;

export const normaliseQuery = (q: string): string => q.trim().toLocaleLowerCase('en').slice(0, SEARCH_MAX);

/** Typing settles this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;
