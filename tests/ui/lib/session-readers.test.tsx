// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { db } from '../../../src/db';
import { useAccessToken } from '../../../src/lib/reads';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({ id: 'current', access_token: 'first', refresh_token: 'r1' });
});
afterEach(cleanup);

/**
 * The route guard and a read link's gate both read the session; the gate leaves for the guard once it sees
 * the token it adopted. A guard still holding the signed-out session of a moment before sent the player to
 * onboarding (a flaky e2e of link-token.spec.ts): every reader must see each session at the same commit.
 */
it('every reader of the session sees the same token in every commit', async () => {
  const commits: [string | null | undefined, string | null | undefined][] = [];
  function Readers() {
    // Two readers, as the guard and the gate are: each its own hook.
    const guard = useAccessToken();
    const gate = useAccessToken();
    useEffect(() => {
      commits.push([guard, gate]);
    });
    return null;
  }
  render(<Readers />);
  await waitFor(() => expect(commits.at(-1)).toEqual(['first', 'first']));
  for (const next of [null, 'second', null, 'third']) {
    await db.session.put({ id: 'current', access_token: next, refresh_token: null });
    await waitFor(() => expect(commits.at(-1)).toEqual([next, next]));
  }
  expect(commits.filter(([a, b]) => a !== b)).toEqual([]);
});
