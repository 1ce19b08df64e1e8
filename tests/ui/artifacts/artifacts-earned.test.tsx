// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtifactEarned } from '../../../src/contract';
import { db } from '../../../src/db';
import { artifactsToShow, rememberShown, shownArtifacts } from '../../../src/features/artifacts/artifact-rules';

vi.mock('../../../src/worker-client', () => ({ sync: { clearArtifactsEarned: vi.fn(async () => ({ ok: true })) } }));
const { ArtifactEarnedHost } = await import('../../../src/features/artifacts');

const earned = (id: string, name: string): ArtifactEarned => ({ artifact_id: id, title: 'Artifact Earned!', image: `/art/${id}.png`, name, description: name });
const durendal = earned('durendal', 'Durendal');
const astrolabe = earned('astrolabe', 'Astrolabe');

describe('which artifacts the modal shows', () => {
  it('each once, though every stored Timeline carries the same list', () => {
    expect(artifactsToShow([[durendal, astrolabe], [durendal], undefined, [durendal, astrolabe]], new Set())).toEqual([durendal, astrolabe]);
  });

  it('never one this device showed already', () => {
    const storage = new Map<string, string>();
    const s = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    rememberShown(['durendal'], s);
    rememberShown(['durendal'], s);
    expect([...shownArtifacts(s)]).toEqual(['durendal']);
    expect(artifactsToShow([[durendal, astrolabe]], shownArtifacts(s))).toEqual([astrolabe]);
  });
});

describe('the Artifact Earned host', () => {
  beforeEach(async () => {
    localStorage.clear();
    await db.dungeonProgress.clear();
    for (const id of ['d1', 'd2', 'd3']) await db.dungeonProgress.put({ dungeon_id: id, artifacts_earned: [durendal] } as never);
  });
  afterEach(cleanup);

  const host = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <ArtifactEarnedHost />
      </MemoryRouter>,
    );

  it('shows Durendal once, not once per Timeline', async () => {
    host('/sanctum');
    expect(await screen.findByRole('dialog', { name: 'Artifact Earned!' })).toBeTruthy();
    expect(screen.getAllByText('Durendal', { selector: 'h3' })).toHaveLength(1);
  });

  it('waits while another modal (a rank-up) is open', async () => {
    host('/sanctum?rank_achievement=p1');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog', { name: /Artifacts? Earned!/ })).toBeNull();
  });
});
