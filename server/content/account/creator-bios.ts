/** The creator pages' bios, by creator_id (server/content/creators.ts names the creators). */
export const CREATOR_BIOS: Record<string, string> = {
  'lantern-guild':
    'A circle of storytellers who gather what the lamplight shows: workshops, harbours and the quiet oaths of ordinary people.',
  'vellum-house':
    'A small press of premium tales, bound in careful research and a taste for the uncanny corners of old cities.',
};

export const DEFAULT_BIO = 'A storyteller of the Sanctum.';
