import type { ChronicleDB, SessionRow } from '../../src/db';

/** The one session row; absent means signed out. */
export const SESSION_ID = 'current';

export async function readSession(db: ChronicleDB): Promise<SessionRow | undefined> {
  return db.session.get(SESSION_ID);
}

export async function storeTokens(db: ChronicleDB, access_token: string | null, refresh_token: string | null): Promise<void> {
  await db.session.put({ id: SESSION_ID, access_token, refresh_token });
}

/** Both tokens gone: the UI reads the session table and goes to onboarding. */
export async function clearTokens(db: ChronicleDB): Promise<void> {
  await storeTokens(db, null, null);
}
