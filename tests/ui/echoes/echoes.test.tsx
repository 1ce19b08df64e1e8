// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';
import { echo, echoList } from '../../worker/helpers/saga-fixtures';

const calls = vi.hoisted(() => ({
  ensure: vi.fn(async () => ({ ok: true, value: undefined })),
  echoesConfirm: vi.fn(async () => ({ ok: true, value: undefined })),
  echoFeature: vi.fn(async () => ({ ok: true, value: undefined })),
  echoesReroll: vi.fn(async () => ({ ok: true, value: undefined })),
}));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { EchoChooser } = await import('../../../src/features/echoes');

const ten = Array.from({ length: 10 }, (_, i) => echo(`e${i}`));

function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

async function open(opts: { readonly?: boolean; list?: Parameters<typeof echoList>[0]; over?: Parameters<typeof echoList>[1] } = {}) {
  await db.echoes.put({ ...echoList(opts.list ?? ten, opts.over), saga_id: 'st1', pending_outbox_id: null });
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <EchoChooser sagaId="st1" readonly={opts.readonly ?? false} cover={null} onClose={onClose} />
      <Search />
    </MemoryRouter>,
  );
  const sheet = await screen.findByRole('dialog', { name: opts.readonly ? 'Mythic Echoes' : 'Choose Your Echoes' });
  // 'Generating echoes…' until the list is read from the device.
  await waitFor(() => expect(within(sheet).queryByText('Generating echoes…')).toBeNull());
  return { onClose, sheet };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user({ username: 'Author e2' }), id: 'me' });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the echo chooser', () => {
  it('shows up to 10 echoes cycling over six colours, the current player’s name highlighted', async () => {
    const { sheet } = await open();
    const cards = await within(sheet).findAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards.map((c) => c.style.background)).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3].map((n) => `var(--choice-${n})`));
    expect(within(sheet).getByText('Author e2 (you)')).toBeTruthy();
    expect(within(sheet).queryByText('Author e1 (you)')).toBeNull();
  });

  it('the solo toggle turns the confirm into Play Solo Adventure, which confirms solo', async () => {
    const { sheet, onClose } = await open();
    expect(within(sheet).getByRole('button', { name: 'Continue With Echoes' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('switch', { name: 'Play solo (no echoes)' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Play Solo Adventure' }));
    await waitFor(() => expect(calls.echoesConfirm).toHaveBeenCalledWith({ saga_id: 'st1', echoes: [], adventure_mode: 'solo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('the Scroll of Fate removes echoes one by one, then confirms the rest', async () => {
    const { sheet } = await open();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Continue With Echoes' }));
    const scroll = await screen.findByRole('dialog', { name: 'Scroll of Fate' });
    fireEvent.click(within(scroll).getByRole('button', { name: `Remove “${ten[1]!.text}”` }));
    expect(within(scroll).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    fireEvent.click(within(scroll).getByRole('button', { name: 'Seal the Scroll of Fate' }));
    await waitFor(() => expect(calls.echoesConfirm).toHaveBeenCalledWith({ saga_id: 'st1', echoes: ['e0', 'e2'], adventure_mode: 'echo' }));
  });

  it('read only, it returns to the adventure and offers no choices', async () => {
    const { sheet, onClose } = await open({ readonly: true });
    expect(within(sheet).queryByRole('switch')).toBeNull();
    expect(within(sheet).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Return To Adventure' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.echoesConfirm).not.toHaveBeenCalled();
  });

  it('with no echoes yet, the first-player message and Start Playing Adventure', async () => {
    const { sheet, onClose } = await open({ list: [] });
    expect(within(sheet).getByText(/You are the first Historian to reach this moment/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Start Playing Adventure' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reroll is enabled with a full list for a subscriber and says what remains; a non-subscriber reads that it is for subscribers', async () => {
    await db.user.update('me', { subscription_active: true });
    const { sheet } = await open({ over: { can_reroll: true, rerolls_left: 2 } });
    const reroll = within(sheet).getByRole('button', { name: 'Reroll Echoes (2 of 3 left)' });
    fireEvent.click(reroll);
    await waitFor(() => expect(calls.echoesReroll).toHaveBeenCalledWith('st1'));
    cleanup();

    await db.user.update('me', { subscription_active: true });
    const spent = await open({ over: { can_reroll: false, rerolls_left: 0 } });
    expect((within(spent.sheet).getByRole('button', { name: 'Reroll Echoes (0 of 3 left)' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    await db.user.update('me', { subscription_active: false });
    const free = await open();
    fireEvent.click(within(free.sheet).getByRole('button', { name: /Reroll Echoes/ }));
    const info = await screen.findByRole('dialog', { name: 'Reroll Echoes' });
    expect(within(info).getByText('* for subscribers only *')).toBeTruthy();
    expect(calls.echoesReroll).toHaveBeenCalledTimes(1);
  });

  it('featuring: the onboarding the first time (then remembered), and a non-subscriber goes to the subscription view', async () => {
    const { sheet } = await open();
    fireEvent.click(within(sheet).getAllByRole('button', { name: /^“/ })[0]!);
    const viewer = await screen.findByRole('dialog', { name: ten[0]!.title });
    const feature = within(viewer).getByRole('button', { name: 'Feature this echo' });
    await waitFor(() => expect((feature as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(feature);
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('?subscription=true'));
    expect(localStorage.getItem('echoes:feature-onboarding-seen')).toBe('1');
    expect(calls.echoFeature).not.toHaveBeenCalled();
  });

  it('a subscriber features an echo; one already featured this chapter leaves the button disabled', async () => {
    localStorage.setItem('echoes:feature-onboarding-seen', '1');
    await db.user.update('me', { subscription_active: true });
    const { sheet } = await open();
    fireEvent.click(within(sheet).getAllByRole('button', { name: /^“/ })[3]!);
    const feature = within(await screen.findByRole('dialog', { name: ten[3]!.title })).getByRole('button', { name: 'Feature this echo' });
    await waitFor(() => expect((feature as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(feature);
    await waitFor(() => expect(calls.echoFeature).toHaveBeenCalledWith({ saga_id: 'st1', echo_id: 'e3' }));
    cleanup();

    await db.user.update('me', { subscription_active: true });
    const again = await open({ over: { can_feature: false } });
    fireEvent.click(within(again.sheet).getAllByRole('button', { name: /^“/ })[1]!);
    const viewer = await screen.findByRole('dialog', { name: ten[1]!.title });
    expect(((await within(viewer).findByRole('button', { name: 'One featured echo per chapter' })) as HTMLButtonElement).disabled).toBe(true);
  });
});
