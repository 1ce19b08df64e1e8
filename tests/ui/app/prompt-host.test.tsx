// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const achievement = (id: string) => ({ prompt_id: id, kind: 'achievement', title: 'Achievement Unlocked!', detail: null, text: '', image_url: null });
let prompts = [achievement('a1')];
let artifactsDue = false;
vi.mock('../../../src/features/announcements', () => ({ useUnseenPrompts: () => prompts, giveawaySeen: () => true }));
vi.mock('../../../src/features/artifacts', () => ({ useArtifactsDue: () => artifactsDue }));
vi.mock('../../../src/lib/reads', () => ({ useAccessToken: () => 'token', useMe: () => ({ onboarding_state: 2 }) }));
vi.mock('../../../src/app/query-flags', () => ({ FLAG_MODALS: [{ flag: 'achievement' }, { flag: 'rank_achievement' }] }));
const { PromptHost } = await import('../../../src/app/PromptHost');

afterEach(cleanup);

let search = '';
let go: (to: string) => void = () => {};
function Spy() {
  search = useLocation().search;
  const navigate = useNavigate();
  go = (to) => navigate(to, { replace: true });
  return null;
}

const host = () =>
  render(
    <MemoryRouter initialEntries={['/sanctum']}>
      <PromptHost />
      <Spy />
    </MemoryRouter>,
  );

describe('the announcements, one at a time', () => {
  it('a closed prompt does not open again while its seen write is on its way', async () => {
    prompts = [achievement('a1')];
    artifactsDue = false;
    host();
    expect(search).toBe('?achievement=a1');
    // Closed: the flag goes, the device still lists it unseen for a moment.
    await act(async () => go('/sanctum'));
    expect(search).toBe('');
  });

  it('waits while the Sanctum shows Artifacts Earned!', () => {
    prompts = [achievement('a2')];
    artifactsDue = true;
    host();
    expect(search).toBe('');
  });
});
