/** Scenes for bold intents: fight, flee, search, use. */
import { cap, type Scene } from './kit';

export const fight: Scene = {
  narrative: [
    (k) => `Steel, or something like it, answers you. For three heartbeats the world narrows to ${k.target} and the space between you and it.`,
    (k) => `You move before your fear can vote. Nothing about ${k.target} was ready for that, and for one glorious moment neither were you.`,
    (k) => `It is not graceful. It is elbows, breath and a boot skidding on the stones of ${k.place} — but it is yours, and it lands.`,
  ],
  ally: [
    (k) => `“Left! No — your other left!” ${k.ally.name} is already at your shoulder. “I hate it when you’re right about the hard way.”`,
    (k) => `“That,” says ${k.ally.name}, breathing hard, “is going in the story whether you like it or not.”`,
    (k) => `“Next time,” ${k.ally.name} pants, “we try talking first. For variety.”`,
  ],
  stranger: [
    () => `“Hold! Hold, both of you. Whatever this is, it is not worth the blood it will cost tonight.”`,
    () => `“Well struck. Foolish, but well struck. Who taught you to fight like someone with nothing to lose?”`,
  ],
  outcome: [
    (k) => `When the dust settles, the way past ${k.target} lies open, and beyond it is a thing you were never meant to see: a seal pressed with the mark of ${k.thing}.`,
    () => `You win — if winning is the word for a cut across the knuckles and a silence that feels like being remembered.`,
    (k) => `Something breaks that cannot be mended, and the sound of it travels all the way across ${k.place}.`,
  ],
};

export const flee: Scene = {
  narrative: [
    (k) => `You run. ${cap(k.place)} unspools around you in pieces — a doorway, a stair, a puddle holding a whole crooked moon.`,
    () => `You slip away the way water leaves a cupped hand: quietly, completely, before anyone thinks to close their fingers.`,
    (k) => `You keep low and keep moving. Behind you, footsteps argue with themselves about which way you went, and you lose sight of ${k.target}.`,
  ],
  ally: [
    (k) => `“In here,” hisses ${k.ally.name}, pulling you into a gap you would have sworn was a wall. “Breathe through your nose. Loud thinkers get found.”`,
    (k) => `${k.ally.name} laughs once, without humour. “Running is underrated. Nobody writes songs about it, but the singers are all alive.”`,
    () => `“Don’t look back,” comes the whisper at your side. “Looking back is how they learn your face.”`,
  ],
  stranger: [
    () => `“You’re running the wrong way, friend. Everyone who runs that way ends up exactly where they started.”`,
    () => `“Quick — under the cart. And if anyone asks, you never met me. Nobody ever meets me.”`,
  ],
  outcome: [
    (k) => `You lose your pursuers, and, in the losing, you find a door marked with the sign of ${k.thing} — a door no honest map would admit to.`,
    () => `When at last you stop, you are somewhere you do not recognise, and the air smells faintly of a promise someone failed to keep.`,
    (k) => `You escape. But something of yours stays behind near ${k.target}, and you have the uneasy feeling it will be used against you.`,
  ],
};

export const search: Scene = {
  narrative: [
    (k) => `You go through ${k.target} the patient way: corners first, then the places people forget are places at all.`,
    (k) => `Dust, a button, a dead moth, a ribbon gone grey — and then, under everything, the cool edge of something in ${k.target} that does not belong.`,
    (k) => `You search until your fingers ache. ${cap(k.place)} keeps its secrets the way old houses do: reluctantly, and all at once.`,
  ],
  ally: [
    (k) => `“Careful,” murmurs ${k.ally.name}, holding the light closer. “Things hidden this well are usually hidden from someone in particular.”`,
    (k) => `${k.ally.name} whistles low. “Now why would anyone sew that into the lining? Unless they meant to come back for it.”`,
    () => `“Look at the scratches,” comes a voice at your elbow. “Someone searched here before us, and they were in a hurry.”`,
  ],
  stranger: [
    () => `“Finders keepers is a children’s rule. Out here it is finders, keepers, and whoever-is-following-the-keepers.”`,
    () => `“I’ve been looking for that for eleven years. Do you know how irritating you are?”`,
  ],
  outcome: [
    (k) => `You find a letter, folded small and sealed twice. It is addressed, impossibly, to you — in the handwriting of someone who knew about ${k.thing}.`,
    (k) => `You find a key with no teeth and a map with no north. Together, they point unmistakably back toward ${k.place}.`,
    () => `What you find is a name, scratched into wood and scratched out again. Not quite out enough.`,
  ],
};

export const use: Scene = {
  narrative: [
    (k) => `You try ${k.target}. For a moment nothing happens, which is the most suspicious thing that has happened all day.`,
    (k) => `You feel ${k.target} answer your hand, as if it had been waiting for you. Somewhere nearby, a mechanism older than the walls wakes and clears its throat.`,
    () => `You do it carefully, then less carefully, and then there is a click — small, final, and loud as a shout in the quiet.`,
  ],
  ally: [
    (k) => `“Did you know that would work?” asks ${k.ally.name}. You did not. ${cap(k.ally.they)} can tell, and is delighted.`,
    (k) => `“I have seen that done once before,” says ${k.ally.name} quietly. “The man who did it is a statue now. A good one, mind.”`,
    (k) => `${k.ally.name} leans in. “Well. Either we are clever, or something wanted us to feel clever. Let’s hope for the first.”`,
  ],
  stranger: [
    () => `“Ah. You’ve woken it. I suppose that makes it your problem now — congratulations.”`,
    () => `“Where did you learn to do that? No, don’t tell me. People who answer that question go missing.”`,
  ],
  outcome: [
    (k) => `A passage opens where none was, breathing out air that smells of ${k.thing} and of rain that fell a hundred years ago.`,
    (k) => `It works — and the whole of ${k.place} hears that it worked. Lights kindle, one by one, in windows that were dark.`,
    () => `The thing gives you what you asked for and takes something in return: a minute of your memory, neatly removed, like a page torn along a ruler.`,
  ],
};
