/** The share-code banner's expiry (in-play §9): now plus shareCodeSecondsUntilExpire, as month/day/year. */
export function shareCodeExpiry(nowMs: number, secondsUntilExpire: number): string {
  const at = new Date(nowMs + Math.max(0, secondsUntilExpire) * 1000);
  return `${at.getMonth() + 1}/${at.getDate()}/${at.getFullYear()}`;
}
