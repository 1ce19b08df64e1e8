// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db';
import { greeting } from '../../src/features/sanctum/sanctum-rules';
import { useFirstVisit } from '../../src/features/sanctum/useFirstVisit';
import { prompt } from '../worker/helpers/fixtures';

function Greeting({ userId }: { userId: string }) {
  return <h1>{greeting('Ada', useFirstVisit(userId))}</h1>;
}

beforeEach(() => Promise.all(db.tables.map((t) => t.clear())));
afterEach(cleanup);

describe("the Sanctum's greeting", () => {
  it("is 'Welcome back' only for a Historian who was here before", () => {
    expect(greeting('Ada', false)).toBe('Welcome back, Historian Ada');
    expect(greeting('Ada', true)).toBe('Welcome, Historian Ada');
  });

  it('greets a first visit (its introduction unseen) as one, and keeps it while the Historian stays, though they close it', async () => {
    await db.prompts.put({ ...prompt('t1', { kind: 'sanctum_teaser' }), seen: false });
    render(<Greeting userId="first-timer" />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Historian Ada' })).toBeTruthy();
    await db.prompts.update('t1', { seen: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('heading').textContent).toBe('Welcome, Historian Ada');
  });

  it('welcomes back a Historian whose introduction was seen (or who never had one on this device)', async () => {
    await db.prompts.put({ ...prompt('t2', { kind: 'sanctum_teaser' }), seen: true });
    await db.prompts.put({ ...prompt('a1', { kind: 'achievement' }), seen: false });
    render(<Greeting userId="returning" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('heading').textContent).toBe('Welcome back, Historian Ada');
  });
});
