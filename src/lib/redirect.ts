/** Only same-origin paths are followed after login: never `//evil.example` or `https://…`. */
export function safeRedirect(value: string | null | undefined, fallback = '/sanctum'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
