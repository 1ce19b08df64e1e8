import { describe, expect, it } from 'vitest';
import { ARTIFACT_LIMIT_TEXT, ARTIFACT_NOTICE_MS, MAX_ARTIFACTS, artifactCost, canAfford, toggleArtifact } from '../../../src/features/dungeon/rules/artifacts';
import { actionsLabel, actionsTone } from '../../../src/features/dungeon/rules/badge';
import { COPY_MESSAGES, copyFallbackOutcome } from '../../../src/features/dungeon/rules/copy-banner';
import { checkTone, collapseLevel, gainedItems, itemCount } from '../../../src/features/dungeon/rules/events';
import { shareCodeExpiry } from '../../../src/features/dungeon/rules/expiry';
import { gameOverOptions } from '../../../src/features/dungeon/rules/game-over';
import { loaderAction, readStartIntent } from '../../../src/features/dungeon/rules/start-intent';
import { trackerWarning } from '../../../src/features/dungeon/rules/tracker-warning';
import type { TrackerItem } from '../../../src/contract';
import { withFlags } from '../../../src/lib/paths';
import { canFastTravel, itemsText } from '../../../src/features/dungeon/rules/rooms';
import { UI_LIMITS } from '../../../src/lib/limits';
import { checkPlayerText, isSubmitKey } from '../../../src/lib/text-rules';

describe('the action-counter badge', () => {
  it('is green above 5 and red at 5 or fewer, and says so in words', () => {
    expect([0, 1, 5, 6, 20].map(actionsTone)).toEqual(['low', 'low', 'low', 'ok', 'ok']);
    expect(actionsLabel(6)).toBe('6 actions left');
    expect(actionsLabel(5)).toBe('5 actions left, running low');
    expect(actionsLabel(1)).toBe('1 action left, running low');
  });
});

describe('the artifact chooser', () => {
  const costs = { cost_one: 50, cost_two: 120, cost_three: 200, cost_four: 300 };
  const owned = (id: string) => ({ artifact_id: id, owned: true });

  it('costs by the number selected, 0 for none', () => {
    expect([0, 1, 2, 3, 4].map((n) => artifactCost(costs, n))).toEqual([0, 50, 120, 200, 300]);
    expect(canAfford(costs, 2, 120)).toBe(true);
    expect(canAfford(costs, 3, 199)).toBe(false);
    expect(canAfford(costs, 0, 0)).toBe(true);
  });

  it('selects only owned artifacts and toggles them off again', () => {
    expect(toggleArtifact([], { artifact_id: 'x', owned: false })).toEqual({ kind: 'locked' });
    expect(toggleArtifact([], owned('a'))).toEqual({ kind: 'changed', selected: ['a'] });
    expect(toggleArtifact(['a', 'b'], owned('a'))).toEqual({ kind: 'changed', selected: ['b'] });
  });

  it('refuses a fifth with the limit warning, which lasts 3 seconds', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(MAX_ARTIFACTS).toBe(4);
    expect(toggleArtifact(four, owned('e'))).toEqual({ kind: 'limit', message: 'You can only select up to 4 artifacts.' });
    expect(ARTIFACT_LIMIT_TEXT).toBe('You can only select up to 4 artifacts.');
    expect(ARTIFACT_NOTICE_MS).toBe(3000);
    // Deselecting at the limit still works.
    expect(toggleArtifact(four, owned('d'))).toEqual({ kind: 'changed', selected: ['a', 'b', 'c'] });
  });
});

describe('the share-code banner', () => {
  // Dates are built in local time, as the banner shows them, so the test holds in any time zone.
  it('expires now plus the seconds given, shown as month/day/year', () => {
    const now = new Date(2026, 0, 31, 12, 0, 0).getTime();
    expect(shareCodeExpiry(now, 24 * 3600)).toBe('2/1/2026');
    expect(shareCodeExpiry(now, 0)).toBe('1/31/2026');
    expect(shareCodeExpiry(new Date(2026, 11, 31, 10).getTime(), 86400)).toBe('1/1/2027');
    expect(shareCodeExpiry(now, -5)).toBe('1/31/2026');
  });

  it('tells the outcome of a copy: success, the image in a tab, popups blocked, or a failure', () => {
    expect(COPY_MESSAGES.copied).toEqual({ tone: 'success', text: 'Banner copied successfully' });
    expect(copyFallbackOutcome(true, true)).toBe('opened');
    expect(copyFallbackOutcome(true, false)).toBe('popup-blocked');
    expect(COPY_MESSAGES['popup-blocked']).toEqual({ tone: 'error', text: 'Popup blocked! Please allow popups to view the image.' });
    expect(copyFallbackOutcome(false, false)).toBe('failed');
    expect(COPY_MESSAGES.failed).toEqual({ tone: 'error', text: 'Something went wrong' });
  });
});

describe('game over', () => {
  it('offers the free resurrection only to a subscriber with one available', () => {
    expect(gameOverOptions(true, { free_resurrection_available: true })).toEqual({ free: true, paid: true, sanctum: true });
    expect(gameOverOptions(false, { free_resurrection_available: true }).free).toBe(false);
    expect(gameOverOptions(true, { free_resurrection_available: false }).free).toBe(false);
  });

  it('offers a rank perk’s free resurrection to anyone, and with unlimited ones sells no try-again', () => {
    expect(gameOverOptions(false, { free_resurrection_available: true, rank: true, unlimited: false })).toEqual({ free: true, paid: true, sanctum: true });
    expect(gameOverOptions(false, { free_resurrection_available: true, rank: true, unlimited: true })).toEqual({ free: true, paid: false, sanctum: true });
    expect(gameOverOptions(true, { free_resurrection_available: true, rank: true, unlimited: true })).toEqual({ free: true, paid: false, sanctum: true });
  });

  it('hides the free option when the resurrection status could not be fetched', () => {
    expect(gameOverOptions(true, null)).toEqual({ free: false, paid: true, sanctum: true });
    expect(gameOverOptions(true, undefined).free).toBe(false);
  });
});

describe('room notes navigation', () => {
  const room = (name: string, can: boolean) => ({ name, can_fast_travel: can });

  it('fast-travels only to allowed rooms, never the current one, and only in an active crawl', () => {
    expect(canFastTravel(room('Quay', true), 'Stacks', true)).toBe(true);
    expect(canFastTravel(room('Quay', false), 'Stacks', true)).toBe(false);
    expect(canFastTravel(room('Stacks', true), 'Stacks', true)).toBe(false);
    expect(canFastTravel(room('Quay', true), 'Stacks', false)).toBe(false);
  });

  it('counts items against the total, or only found ones in open timelines', () => {
    expect(itemsText(2, 5)).toBe('2/5 items found');
    expect(itemsText(1, null)).toBe('1 item found');
  });
});

describe('the in-play choice', () => {
  it('is trimmed, not empty and at most 250 characters; Enter submits, Shift+Enter does not', () => {
    expect(UI_LIMITS.choice).toBe(250);
    expect(checkPlayerText('  take the lamp \n', UI_LIMITS.choice)).toEqual({ ok: true, text: 'take the lamp' });
    expect(checkPlayerText(' \n ', UI_LIMITS.choice)).toEqual({ ok: false, reason: 'empty' });
    expect(checkPlayerText('x'.repeat(251), UI_LIMITS.choice)).toEqual({ ok: false, reason: 'too-long' });
    expect(isSubmitKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSubmitKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });
});

describe('cards and new items', () => {
  it('draws Failure amber and every other result green', () => {
    expect(['Failure', 'Success', 'Critical Success'].map(checkTone)).toEqual(['fail', 'pass', 'pass']);
  });

  it('names the three collapse notices', () => {
    expect(['timelineCollapseWarning', 'timelineCollapseDanger', 'timelineCollapseFinal', 'input'].map(collapseLevel)).toEqual(['warning', 'danger', 'final', null]);
  });

  it('finds the items a turn brought by comparing the inventory before and after', () => {
    const item = (name: string, quantity: number) => ({ name, quantity, icon: '', publicDescription: '' });
    expect(gainedItems([item('Lamp', 1)], [item('Lamp', 1), item('Rope', 1)])).toEqual([item('Rope', 1)]);
    expect(gainedItems([item('Coin', 1)], [item('Coin', 3)])).toEqual([item('Coin', 2)]);
    expect(gainedItems([item('Coin', 3)], [item('Coin', 1)])).toEqual([]);
    expect(itemCount([item('Coin', 3), item('Lamp', 1)])).toBe(4);
  });
});

describe('navigation helpers', () => {
  it('reads the loader intent from navigation state, defaulting to resume without artifacts', () => {
    expect(readStartIntent(null)).toEqual({ restart: false, artifacts: [], new_run: false, asked: false });
    expect(readStartIntent({ restart: true, artifacts: ['a', 3] })).toEqual({ restart: true, artifacts: ['a'], new_run: false, asked: true });
    // 'Enter the Timeline' asks for a new run, even after a victory.
    expect(readStartIntent({ restart: false, artifacts: [], new_run: true })).toMatchObject({ new_run: true, asked: true });
  });

  it('a loader opened by its address resumes a crawl in play, and never starts a won Timeline over', () => {
    const typed = readStartIntent(null);
    expect(loaderAction(typed, 'victory')).toBe('leave');
    expect(loaderAction(typed, null)).toBe('leave');
    expect(loaderAction(typed, 'game_over')).toBe('leave');
    expect(loaderAction(typed, undefined)).toBe('wait');
    expect(loaderAction(typed, 'active')).toBe('start');
    expect(loaderAction(readStartIntent({ restart: false, artifacts: [] }), 'victory')).toBe('start');
  });

  it('adds overlay flags to the query, keeping what is there', () => {
    expect(withFlags('?playtest=1', { dungeon_leaderboard: 'true', dungeonId: 'd1' })).toBe('?playtest=1&dungeon_leaderboard=true&dungeonId=d1');
  });
});

describe('the footer’s tracker warning', () => {
  const tracker = (over: Partial<TrackerItem>): TrackerItem => ({ name: 'Warmth', icon: null, value: 8, description: '', max: 12, fatal: true, danger: false, turns_left: null, ...over });

  it('says nothing while no tracker is in danger', () => {
    expect(trackerWarning([tracker({}), tracker({ name: 'Health', value: 9 })])).toBeNull();
  });

  it('counts the actions a draining room still allows', () => {
    expect(trackerWarning([tracker({ value: 2, danger: true, turns_left: 2 })])).toBe('Warmth 2 of 12 — 2 more actions in this room and it runs out. Leave, or restore it.');
    expect(trackerWarning([tracker({ value: 1, danger: true, turns_left: 1 })])).toContain('1 more action in this room');
  });

  it('warns of the next blow when nothing drains it', () => {
    expect(trackerWarning([tracker({ name: 'Health', value: 3, max: 10, danger: true })])).toBe('Health 3 of 10 — one more blow could end this crawl.');
  });
});
