/** Lines shared by every scene: openings, atmosphere, complications, closing questions, echoes. */
import { cap, type Kit, type Line } from './kit';

/** The first chapter; the premise itself comes before one of these. */
export const OPENINGS: readonly Line[] = [
  (k) => `You come to ${k.place} at the hour when lamps are lit and promises are broken. Nobody seems surprised to see you — which is, itself, surprising.`,
  (k) => `The first thing you notice about ${k.place} is the silence; the second is that it is listening. Somewhere close, ${k.thing} is waiting to matter.`,
  (k) => `${cap(k.place)} smells of rain on old stone and of something sweeter underneath. Everyone you pass is talking about ${k.thing}, and everyone stops when you come near.`,
];

export const ATMOSPHERE: readonly Line[] = [
  () => 'A wind gets up from nowhere and goes back there.',
  () => 'Far off, a dog barks twice and thinks better of a third.',
  () => 'The light has turned the colour of weak tea and old secrets.',
  () => 'Rain begins, so softly that it feels like a rumour of rain.',
  () => 'Somewhere a clock strikes an hour that does not exist.',
  () => 'Your breath smokes in the cold, and the cold seems pleased about it.',
  () => 'Candles gutter in windows all along the way, as if something just walked past them.',
  () => 'The stones underfoot are worn smooth by centuries of people in exactly your hurry.',
];

export const COMPLICATIONS: readonly Line[] = [
  (k) => `But you are not alone: a figure in a grey hood has followed you all the way from ${k.place}, and no longer bothers to hide it.`,
  (k) => `Then you see it — a fresh mark of ${k.thing}, chalked where you will be sure to find it. Someone is a step ahead of you.`,
  () => 'And from somewhere below your feet comes a sound like a very large door being very carefully closed.',
  () => 'Then the bells begin, all of them at once, and nobody in the streets will say why.',
  (k) => `${k.ally.name} goes pale. “That’s impossible,” ${k.ally.they} whispers. “That was burned. I watched it burn.”`,
  () => 'A message arrives by a boy who will not give his name: three words, smudged, and the last one is your own.',
];

/** The question a chapter ends on (its decisive moment). */
export const CLOSERS: readonly Line[] = [
  () => 'What do you do now, Historian?',
  (k) => `The way forward splits: toward ${k.place}, or after the one who left the mark. Which will it be?`,
  (k) => `${k.ally.name} is looking at you, waiting. Whatever you decide next, there will be no taking it back.`,
  () => 'The moment holds its breath. So, for once, does the story. What is your choice?',
  (k) => `You could trust ${k.stranger.name}. You could trust no one. What do you choose?`,
];

/**
 * How a kept echo (another player's choice) enters the story: a chapter gives each kept echo its own line,
 * never one line twice (there are as many as the Scroll of Fate can hold).
 */
export const ECHO_LINES: readonly ((echo: string) => string)[] = [
  (echo) => `At the edge of hearing, another Historian’s choice echoes through the story: “${echo}” The world leans a little toward it.`,
  (echo) => `For an instant you remember something you never did — “${echo}” — as if another life brushed past yours in a narrow street.`,
  (echo) => `Someone has scratched words into the nearest doorpost, in a hand that is not yours: “${echo}” The scratches are still fresh.`,
  (echo) => `A child runs past chanting a rhyme you almost know, and the last line of it is “${echo}”`,
  (echo) => `In a dream you do not remember falling into, a Historian you have never met decides: “${echo}” You wake with the taste of it.`,
  (echo) => `The wind carries a voice from another telling of this story — “${echo}” — and for a breath both stories are one.`,
  (echo) => `On the back of your own hand, in ink you never spilled, someone has written: “${echo}”`,
  (echo) => `An old woman at a window catches your eye and says, as if reminding you, “${echo}” Then the shutter closes.`,
  (echo) => `Somewhere a bell rings once for a choice made in another story: “${echo}”`,
  (echo) => `You find the words already waiting in the margin of your thoughts, written by another hand: “${echo}”`,
];

/**
 * The premise brought back in a chapter: one of its sentences (a clause with no end stop), so the story
 * stays the one the player asked for, not only its title.
 */
export const PREMISE_LINES: readonly ((clause: string, k: Kit) => string)[] = [
  (clause) => `You have not forgotten how all this began: ${clause}.`,
  (clause, k) => `${k.ally.name} says it aloud, as if saying it could make it simpler: ${clause}.`,
  (clause) => `Every step brings it back to you: ${clause}. Nothing you have seen so far makes it less strange.`,
  (clause) => `It is still true, whatever else has changed tonight: ${clause}.`,
];

/** The last narrative of a story that ends (the owner's free chapters are told). */
export const ENDINGS: readonly Line[] = [
  (k) => `Later — much later — they will tell it wrong in the taverns: that it was easy, that ${k.place} gave up its secret without a fight. ${k.ally.name} will let them. You both know what it cost.`,
  (k) => `When the dust settles, ${k.thing} is where it belongs at last, and ${k.place} is quiet in the way of a place that has finished holding its breath.`,
  (k) => `${k.ally.name} walks with you to the edge of ${k.place} and no further. “Some stories stop,” ${k.ally.they} says. “The good ones only pause.”`,
];

/** The closing line of an ending chapter (its endingCliffhanger): the story could go on. */
export const ENDING_HOOKS: readonly Line[] = [
  () => 'And yet, as the lamps go out one by one, a new mark appears on the wall — fresh chalk, your own name, and a date that has not happened yet.',
  (k) => `But on the road home a stranger presses a sealed letter into your hand. It is addressed to you, in ${k.ally.name}’s handwriting, and dated ten years from now.`,
  () => 'The chapter closes. Somewhere beyond it, a door you never noticed stands a little open.',
];
