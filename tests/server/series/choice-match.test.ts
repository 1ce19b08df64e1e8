import { describe, expect, it } from 'vitest';
import { memories } from '../../../server/content';
import type { BranchSeed, MomentSeed } from '../../../server/content/memory-types';
import { matchBranch } from '../../../server/series/choice-match';
import { stem } from '../../../server/engine/words';

/** Every moment of the seeded Memories, by the keys of its branches. */
const moments: MomentSeed[] = memories.flatMap((m) => m.adventures.flatMap((a) => a.chapters.flatMap((c) => (c.moment ? [c.moment] : []))));
const momentOf = (key: string): readonly BranchSeed[] => moments.find((m) => m.branches.some((b) => b.key === key))!.branches;
const taken = (choice: string, branches: readonly BranchSeed[]) => {
  const m = matchBranch(choice, branches);
  return m.kind === 'branch' ? branches[m.index]!.key : m.kind;
};

/** Choices as players type them, written from the chapters, with the branch each means. */
const MEANT: [string, string][] = [
  ['I tell the truth and ask for their help', 'face'],
  ['open the door and greet them', 'face'],
  ['we wait for them and talk', 'face'],
  ['bury the mirror under the cinders in the oven', 'hide'],
  ['conceal it among the goblets', 'hide'],
  ['grab the mirror, out the back, and row away', 'flee'],
  ['escape across the water with Isotta', 'flee'],
  ['hand it over to the agent of the Ten', 'surrender'],
  ['surrender the mirror to Anselmo so Isotta keeps her hands', 'surrender'],
  ['smash it on the floor', 'shatter'],
  ['shatter the glass into a thousand pieces', 'shatter'],
  ['gaze into the mirror', 'gaze'],
  ['I look at my own reflection', 'gaze'],
  ['read my name before it burns away', 'read'],
  ['study the words on the page', 'read'],
  ['put out the fire and rescue the book', 'save'],
  ['smother the flames with my coat', 'save'],
  ['follow the trail of smoke down the stairs', 'follow'],
  ['track where the smoke goes', 'follow'],
  ['I offer my own memory instead of hers', 'offer'],
  ['take mine, leave Isotta alone', 'offer'],
  ['shut the furnace door and bank the fire forever', 'seal'],
  ['close it so nobody can use it again', 'seal'],
  ['talk Anselmo out of it', 'persuade'],
  ['plead with him to stop', 'persuade'],
  ['pull the rope and ring it, cracked or not', 'ring-cracked'],
  ['sound the ninth toll', 'ring-cracked'],
  ['trap the echoes in the bee skeps', 'catch-echoes'],
  ['collect them in jars', 'catch-echoes'],
  ['follow the shimmering voice', 'follow-hush'],
  ['ask the voice where they are going', 'follow-hush'],
  ['Hush can mimic Dale and order the carters home', 'hush-trick'],
  ['trick the carters with a fake order', 'hush-trick'],
  ['convince Dale to give us one night', 'persuade-dale'],
  ['reason with the magistrate\'s man', 'persuade-dale'],
  ['let them take the bell and see what happens', 'let-it-fall'],
  ['step back and watch the echoes', 'let-it-fall'],
  ['climb down beneath the anvil after the oldest voice', 'go-deeper'],
  ['go deeper', 'go-deeper'],
  ['send Hush ahead to scout', 'send-hush'],
  ['let the echo go first', 'send-hush'],
  ['yell my name and listen to the cave', 'shout-name'],
  ['call out and map it by the echo', 'shout-name'],
  ['let Hush go home to the bell', 'hush-returns'],
  ['say goodbye and let Hush choose', 'hush-returns'],
  ['I give my own voice instead', 'give-own-voice'],
  ['take my voice as the ninth word', 'give-own-voice'],
  ['gather everyone in the village to make a new word together', 'village-word'],
  ['ask the villagers to share one word', 'village-word'],
  ['help Ysolde draw the coastline back', 'redraw-coast'],
  ['redraw the map with brine before the houses flood', 'redraw-coast'],
  ['chase the thief out of the window', 'chase-thief'],
  ['follow the wet prints', 'chase-thief'],
  ['accuse the surveyor', 'confront-crane'],
  ['question Crane about the missing corner', 'confront-crane'],
  ['I will pay with one of my memories', 'pay-own-memory'],
  ['give her a memory of mine', 'pay-own-memory'],
  ['haggle — we collect her old debt instead', 'bargain-debt'],
  ['refuse, and bargain for a better deal', 'bargain-debt'],
  ['let Crane pay with his fear of geese', 'crane-pays'],
  ['the surveyor should lose his terror of geese', 'crane-pays'],
  ['run up the cliff to the lighthouse', 'climb-lighthouse'],
  ['head for high ground and the light', 'climb-lighthouse'],
  ['follow the numbered footprints inland', 'follow-footprints'],
  ['track the prints across the island', 'follow-footprints'],
  ['fix the boat by drawing it onto the chart', 'save-boat'],
  ['save the boat', 'save-boat'],
  ['stitch the island to the mainland', 'stitch-island'],
  ['draw a causeway and join it to Saltmere', 'stitch-island'],
  ['let it sink but take the light home', 'carry-light'],
  ['carry the lamp back with us', 'carry-light'],
  ['ask Mother Ebb to take the island as payment for the debt', 'ebb-bargain'],
  ['make a deal with Ebb', 'ebb-bargain'],
];

/** Choices that mean none of the moment's ways, with a branch key naming the moment they are typed at. */
const NONE: [string, string][] = [
  ['I dance a little jig', 'hide'],
  ['eat a sandwich', 'shatter'],
  ['asdfgh', 'read'],
  ['I sing a lullaby to the furnace', 'seal'],
  ['do not hide the mirror', 'hide'],
];

describe('matching a typed choice to the branch it means', () => {
  it.each(moments.flatMap((m) => m.branches.map((b) => [b.label, b.key] as const)))('takes the label "%s" to its own branch', (label, key) => {
    expect(taken(label, momentOf(key))).toBe(key);
  });

  it.each(MEANT)('reads "%s" as %s', (choice, key) => {
    expect(taken(choice, momentOf(key))).toBe(key);
  });

  it.each(NONE)('refuses "%s": it means none of the ways', (choice, key) => {
    expect(taken(choice, momentOf(key))).toBe('none');
  });

  it('asks when a choice means two ways alike', () => {
    expect(taken('hide the mirror or row away with it', momentOf('hide'))).toBe('tie');
  });

  it('ignores case, punctuation and word endings', () => {
    expect(taken('RUNNING to the BOATS!!!', momentOf('flee'))).toBe('flee');
    expect(taken('concealing it, quickly.', momentOf('hide'))).toBe('hide');
  });

  it('stems the usual endings to one root', () => {
    expect(new Set(['burn', 'burns', 'burned', 'burning'].map(stem)).size).toBe(1);
    expect(stem('running')).toBe(stem('run'));
    expect(stem('stories')).toBe('story');
  });
});

describe('the moments of The Elk of Uraniborg', () => {
  it.each([
    ['give him a bowl of beer at the bottom of the stairs', 'lure'],
    ['run up and pull the star off his antler', 'climb'],
    ['ask the jester what he sees', 'ask-jepp'],
    ['take a sighting with the quadrant', 'measure'],
    ['print it in the catalogue before dawn', 'print'],
    ['open her hands and let the star go back to the sky', 'let-go'],
    ['push a table across the bottom of the stairs', 'bar-stairs'],
    ['hide the ale', 'hide-beer'],
    ['lead him outside into the cold', 'walk-elk'],
    ['brace myself on the steps and catch the elk', 'catch'],
    ['let Sophie sing him down', 'call-down'],
    ['hold Sophie’s hand and let it happen', 'let-fall'],
    // Words that once pointed the wrong way: watching Sophie is letting her call him, not letting him fall.
    ['stay back and watch Sophie sing', 'call-down'],
    ['run to Tycho at the quadrant', 'measure'],
    ['empty the barrel into the snow', 'hide-beer'],
  ])('reads "%s" as %s', (choice, key) => {
    expect(taken(choice, momentOf(key))).toBe(key);
  });
});
