import { describe, expect, it } from 'vitest';
import { matchBranch, stem } from '../../server/memories/choice-match';
import type { BranchSeed } from '../../server/content/memory-types';

const branch = (key: string, label: string, keywords: string[]): BranchSeed => ({ key, label, keywords, outcome: [] });
const branches = [
  branch('hide', 'Hide the mirror in the kiln', ['hide', 'kiln', 'conceal']),
  branch('flee', 'Flee by boat', ['boat', 'flee', 'run', 'escape']),
  branch('face', 'Speak with the agent', ['speak', 'talk', 'open the door']),
];

describe('matching a typed choice to a branch', () => {
  it('ignores case, punctuation and word endings', () => {
    expect(matchBranch('RUNNING to the BOATS!!!', branches)).toBe(1);
    expect(matchBranch('concealing it, quickly.', branches)).toBe(0);
  });

  it('a phrase keyword counts only when all its words are there', () => {
    expect(matchBranch('I open the door', branches)).toBe(2);
    expect(matchBranch('I open a window', branches)).toBe(0);
  });

  it('the strongest overlap wins, and ties or no overlap go to the first branch', () => {
    expect(matchBranch('hide, or maybe flee by boat and escape', branches)).toBe(1);
    expect(matchBranch('hide or flee', branches)).toBe(0);
    expect(matchBranch('sing a song', branches)).toBe(0);
  });

  it('stems the usual endings to one root', () => {
    expect(new Set(['burn', 'burns', 'burned', 'burning'].map(stem)).size).toBe(1);
    expect(stem('running')).toBe(stem('run'));
    expect(stem('stories')).toBe('story');
  });
});
