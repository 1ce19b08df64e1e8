/**
 * The group's keys, as the worker keys its rows (worker/sync/friends.ts): an add still waiting is keyed by
 * what was typed, trimmed and case-folded, so the dialog can follow it.
 */
export const pendingFriendKey = (query: string): string => `pending:${query.trim().toLowerCase()}`;
