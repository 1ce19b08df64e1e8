import { describe, expect, it } from 'vitest';
import type { Mission } from '../../../src/contract';
import {
  dungeonButtonText,
  expeditionButtonText,
  expeditionTarget,
  fragmentsText,
  memoryButtonText,
  subscriptionSearch,
} from '../../../src/features/sanctum/sanctum-rules';
import {
  FIRST_MISSION_TEXT,
  MISSION_STATUS_LABELS,
  MISSION_TYPE_LABELS,
  missionMarker,
  missionsCompletedText,
} from '../../../src/features/dungeon/rules/missions';
import { rankProgress } from '../../../src/features/rank/rank-rules';

const mission = (status: Mission['status']) => ({ status });

describe('dungeon accordion', () => {
  it("counts completed missions as 'N/M Missions Completed (tap to view)'", () => {
    expect(missionsCompletedText([mission('completed'), mission('active'), mission('will_complete')])).toBe('1/3 Missions Completed (tap to view)');
    expect(missionsCompletedText([])).toBe('0/0 Missions Completed (tap to view)');
  });

  it('labels every mission type and status; only will_complete carries the yellow marker', () => {
    expect(MISSION_TYPE_LABELS.catalogue_the_timeline).toBe('Catalogue the Timeline');
    expect(Object.keys(MISSION_TYPE_LABELS)).toHaveLength(5);
    expect(Object.keys(MISSION_STATUS_LABELS)).toEqual(['active', 'failed', 'completed', 'will_complete']);
    expect(missionMarker('will_complete')).toBe('yellow');
    expect(missionMarker('active')).toBeNull();
    expect(missionMarker('completed')).toBeNull();
    expect(FIRST_MISSION_TEXT).toBe('Be first to complete this Mission and earn double Historian Rank points!');
  });

  it('reads Continue with an active crawl, Enter without, Unlock without access', () => {
    expect(dungeonButtonText({ can_access: true, has_active_crawl: true })).toBe('Continue the Timeline');
    expect(dungeonButtonText({ can_access: true, has_active_crawl: false })).toBe('Enter the Timeline');
    expect(dungeonButtonText({ can_access: false, has_active_crawl: true })).toBe('Unlock Premium To Play');
  });

  it("opens the creator's subscription prompt", () => {
    expect(subscriptionSearch('lantern-guild')).toBe('?subscription=true&creator=lantern-guild&subscribe=true');
    expect(subscriptionSearch(null)).toBe('?subscription=true');
  });
});

describe('memory accordion', () => {
  it('counts fragments and picks the button', () => {
    expect(fragmentsText(0, 4)).toBe('0/4 Memory Fragments Collected (tap to view)');
    expect(memoryButtonText({ can_access: true, progress: 'In Progress' })).toBe('Continue the Memory');
    expect(memoryButtonText({ can_access: true, progress: 'Not Started' })).toBe('Enter the Memory');
    expect(memoryButtonText({ can_access: true, progress: 'Completed' })).toBe('Enter the Memory');
    expect(memoryButtonText({ can_access: false, progress: 'In Progress' })).toBe('Unlock Premium To Play');
  });
});

describe('expedition card', () => {
  const ids = ['a', 'b', 'c'];
  it("reads 'Embark on Expedition' while open, 'View Expedition' once all are won", () => {
    expect(expeditionButtonText(ids, [])).toBe('Embark on Expedition');
    expect(expeditionButtonText(ids, ['a', 'c'])).toBe('Embark on Expedition');
    expect(expeditionButtonText(ids, ['c', 'b', 'a'])).toBe('View Expedition');
  });

  it('leads to the first Timeline not yet won', () => {
    expect(expeditionTarget(ids, ['a'])).toBe('b');
    expect(expeditionTarget(ids, ids)).toBe('a');
    expect(expeditionTarget([], [])).toBeNull();
  });
});

describe('rank progress bar', () => {
  it('measures current points against the points the next rank needs', () => {
    expect(rankProgress(300, 200)).toEqual({ value: 300, max: 500 });
    expect(rankProgress(0, 0)).toEqual({ value: 0, max: 1 });
  });
});
