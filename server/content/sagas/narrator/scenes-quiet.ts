/** Scenes for quiet intents: look, speak, rest, and wandering (anything else). */
import { cap, type Scene } from './kit';

export const look: Scene = {
  narrative: [
    (k) => `You look properly at ${k.target}, the way a Historian is taught: first what is there, then what should be, then the difference.`,
    (k) => `You lean close to ${k.target} and take your time. There are marks, small and deliberate, like a message left for someone patient.`,
    (k) => `You stand very still and let ${k.place} come to you: the grain of it, the hush of it, the one detail that is wrong.`,
  ],
  ally: [
    (k) => `“You see it too,” says ${k.ally.name}, and it is not a question. “I thought I was the only one who noticed.”`,
    (k) => `${k.ally.name} squints where you are squinting. “That,” ${k.ally.they} says slowly, “was not there yesterday.”`,
    () => `“Keep looking,” comes the murmur beside you. “The longer you look at this place, the more it forgets to pretend.”`,
  ],
  stranger: [
    () => `“Staring is rude, Historian. Though in fairness, it has been staring at you since you arrived.”`,
    () => `“Most people look right through that. You must be one of the inconvenient ones.”`,
  ],
  outcome: [
    (k) => `The marks are letters, and the letters spell a warning about ${k.thing} — written backwards, as if for someone reading from the other side.`,
    (k) => `You notice the shadow of ${k.target} falls the wrong way, toward the light, pointing like a finger at something you have not found yet.`,
    () => `The longer you look, the clearer it becomes: someone has been here before you, recently, and they wanted you to know it.`,
  ],
};

export const speak: Scene = {
  narrative: [
    (k) => `Your words carry further than you meant them to. ${cap(k.place)} goes quiet to listen, the way rooms do when they have been waiting for a question.`,
    () => `You choose your words with care, and they come out nearly as you planned — which, in your experience, is a minor miracle.`,
    (k) => `You speak plainly, and for a moment the answer on the other face is honest, unguarded — before it remembers ${k.thing} and closes again.`,
  ],
  ally: [
    (k) => `${k.ally.name} nudges you. “Ask about the night it started. Everyone here lies about the night it started.”`,
    (k) => `“Careful,” murmurs ${k.ally.name}. “Ask a true question in a place like this and you might get a true answer.”`,
    (k) => `“You’re better at this than me,” ${k.ally.name} admits. “I usually just threaten people with the ladder.”`,
  ],
  stranger: [
    (k) => `“You want to know about ${k.thing}? Everybody does. Nobody wants to know what it costs.”`,
    () => `“I’ll tell you one true thing, because you asked nicely and because nobody has in years: you are not the first Historian to come here.”`,
    () => `“Words are cheap, traveller. Mine are not. What will you give me for them?”`,
  ],
  outcome: [
    (k) => `The answer, when it comes, is a name you have heard once before — whispered near ${k.place}, on the day this began.`,
    () => `You learn less than you hoped and more than you wanted: a place, an hour, and the certainty that someone will be waiting there.`,
    (k) => `The conversation ends, but not the meaning of it. All the way back, you keep turning it over like a coin with ${k.thing} stamped on one side.`,
  ],
};

export const rest: Scene = {
  narrative: [
    (k) => `You let yourself stop. The quiet of ${k.place} settles over you like a coat someone kind has left on your shoulders.`,
    () => `You wait. Time moves the way honey does, and the world, given a moment without you pushing it, begins to move on its own.`,
    () => `You close your eyes for what you mean to be a moment. It is longer. It is always longer.`,
  ],
  ally: [
    (k) => `${k.ally.name} sits beside you and says nothing for a while, which is the nicest thing ${k.ally.they} has ever said.`,
    (k) => `“Sleep if you can,” says ${k.ally.name}. “I’ll keep watch. I’m very good at staying awake out of spite.”`,
    () => `“My grandmother said the best plans come to the ones who stop making them,” comes a voice beside you. “She also said a lot of nonsense.”`,
  ],
  stranger: [
    () => `“Mind if I share the fire? I promise I am only slightly dangerous.”`,
    () => `“You look like someone who has walked a long way to reach the middle of something.”`,
  ],
  outcome: [
    (k) => `When you open your eyes, something has changed: someone has moved ${k.thing}, carefully, to where you would be sure to see it.`,
    () => `In the stillness you remember a detail you had missed — small, obvious, and it changes everything.`,
    (k) => `You dream of ${k.place} as it was long ago, and wake with a word on your tongue that you have never learned.`,
  ],
};

export const wander: Scene = {
  narrative: [
    () => `You follow your instinct, and it leads you, as instincts do, somewhere between where you meant to go and where you needed to be.`,
    (k) => `The way ahead through ${k.place} is not the way you came, though you would swear you have not turned once.`,
    () => `You commit to it. Half of courage is simply deciding, and the world seems to respect the decision, if not yet the plan.`,
  ],
  ally: [
    (k) => `“I like it,” says ${k.ally.name}. “I don’t understand it, but I like it. That’s usually how the good ones start.”`,
    (k) => `${k.ally.name} raises an eyebrow. “Bold. Foolish, possibly. Bold, definitely. Lead on.”`,
    () => `“Well,” comes the dry voice beside you, “nobody will ever say we were boring.”`,
  ],
  stranger: [
    () => `“Lost? Everyone worth meeting is a little lost. Come — I know a shortcut that mostly works.”`,
    (k) => `“You have the look of someone chasing ${k.thing}. Let me save you a week: it is chasing you back.”`,
  ],
  outcome: [
    (k) => `It brings you, in the end, face to face with ${k.target} — and with the uncomfortable suspicion that it had been expecting you.`,
    () => `It does not go as planned. It goes better, for a while, and then very interestingly worse.`,
    (k) => `Nothing happens at once. Then everything does: a bell somewhere in ${k.place}, a shout, and every door along the street opening together.`,
  ],
};
