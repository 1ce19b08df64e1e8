/**
 * The account and social domains' calls (avatars, rank, season pass, notifications, creators,
 * friends, blocking, codes, referrals, billing, feedback, FAQ), combined from their files.
 */
export const accountApi = {} as const;
