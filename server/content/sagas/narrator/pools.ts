/** Lines shared by every scene: openings, atmosphere, complications, closing questions, echoes. */
import { cap, type Line } from './kit';

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

/** How a kept echo (another player's choice) enters the story. */
export const ECHO_LINES: readonly ((echo: string) => string)[] = [
  (echo) => `At the edge of hearing, another Historian’s choice echoes through the story: “${echo}” The world leans a little toward it.`,
  (echo) => `For an instant you remember something you never did — “${echo}” — as if another life brushed past yours in a narrow street.`,
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
