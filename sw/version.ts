/**
 * The version a service worker runs, named by what it precaches: every URL with its revision (hashed
 * assets carry theirs in the URL). Two workers with the same manifest serve the same app, whatever else
 * differs in their bytes, so the page offers 'Update available' only when this changes
 * (src/features/update/service-worker.ts asks for it with a GET_VERSION message).
 */
export function manifestVersion(manifest: ReadonlyArray<{ url: string; revision: string | null }>): string {
  // FNV-1a, 32 bits: a name to compare, not a defence against anyone.
  let hash = 0x811c9dc5;
  const text = manifest.map((e) => `${e.url} ${e.revision ?? ''}`).sort().join('\n');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
