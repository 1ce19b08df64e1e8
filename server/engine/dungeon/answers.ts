/**
 * Answers to questions: read from the world, free, and changing nothing ('is the ark locked?' never places
 * the Pinakes; 'where does the coal chute go?' never walks). What a look would reveal stays for the look.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { Intent } from './intent';
import type { CrawlState } from './state';
import { featureDescription, roomDescription } from './state-text';
import { helpText, inventoryText, lookAround, whatCanBeDone } from './help';
import { STOP_WORDS, stem, tokens } from './intent-words';
import { trackerMax } from './trackers';
import { capitalise, characters, exitId, isLocked, itemOf, listNames, livingFoes, roomOf } from './world';

export function answer(t: DungeonSeed, s: CrawlState, intent: Intent): string {
  const w = s.world;
  const room = roomOf(t, w.room);
  switch (intent.topic) {
    case 'help':
      return helpText(t, s);
    case 'inventory':
      return inventoryText(t, s);
    case 'look':
      return lookAround(t, s);
    case 'actions':
      // ('score', 'diagnose': how the player stands, every tracker with its bound.)
      return `You have ${w.actionsLeft} of ${s.actionsTotal} actions left, Historian${t.trackers.map((tr) => `; ${tr.name} ${w.trackers[tr.key] ?? tr.start} of ${trackerMax(t, s, tr.key)}`).join('')}. Questions cost none.`;
    case 'people': {
      const people = [...characters(room).map((c) => c.name), ...livingFoes(room, w).map((f) => f.name)];
      return people.length ? `Here with you: ${listNames(people)}.` : 'No one is here but you, Historian.';
    }
    case 'things':
      return whatCanBeDone(t, s);
    default:
      break;
  }
  const target = intent.target;
  if (!target) {
    const lead = intent.elsewhere ? `${capitalise(intent.elsewhere)} is not here, Historian.` : 'The timeline keeps that answer to itself, Historian.';
    return `${lead} ${whatCanBeDone(t, s)}`;
  }
  switch (target.kind) {
    case 'exit': {
      const e = room.exits.find((x) => x.to === target.key)!;
      const where = s.visited.includes(e.to) ? `leads to ${roomOf(t, e.to).name}` : 'leads somewhere you have not been yet';
      const locked = isLocked(room, w, e) ? ` ${e.locked!.text}` : w.unlocked.includes(exitId(room.key, e.to)) ? ' It stands open now.' : ' Nothing bars it.';
      return `${capitalise(e.label)} ${where}.${locked}`;
    }
    case 'feature': {
      const f = room.features!.find((x) => x.key === target.key)!;
      const hides = (room.items ?? []).some((i) => typeof i.hidden === 'object' && i.hidden.feature === f.key && !w.revealed.includes(i.key));
      if (w.examined.includes(f.key) || (!hides && !f.check)) return `${capitalise(f.name)}: ${featureDescription(w, f)}`;
      return `The ${f.name}. You have not looked closely yet: examine it to learn more (that takes an action).`;
    }
    case 'item':
    case 'held': {
      const item = itemOf(t, target.key);
      // A thing the room's text shows but no one has found yet: what the text says, and where to look.
      const unfound = (room.items ?? []).find((i) => i.key === item.key && i.hidden && !w.revealed.includes(i.key));
      if (unfound) {
        const words = new Set(tokens(item.name).filter((x) => x.length >= 3 && !STOP_WORDS.has(x)).map(stem));
        const told = roomDescription(w, room).split(/(?<=[.;!?])\s+/).find((x) => tokens(x).some((y) => words.has(stem(y))));
        return `${told ?? ''} You have not looked closely yet: search to learn more (that takes an action).`.trim();
      }
      // ('how much does the merchant want for the rippling sword?': a thing someone here holds, and what they ask for it.)
      const keeper = target.kind === 'item' ? characters(room).find((c) => c.gives?.item === item.key && !w.given.includes(c.key)) : undefined;
      if (keeper) {
        const price = keeper.gives!.requires ? ` and would part with it for ${itemOf(t, keeper.gives!.requires).name}` : '';
        return `${item.name}: ${item.publicDescription} ${capitalise(keeper.name)} has it${price}: talk to them.`;
      }
      // ('is that Thorgeir's cloak under his knee?': a thing a foe here carries is theirs until they are beaten.)
      const bearer = target.kind === 'item' ? livingFoes(room, w).find((f) => f.drops?.includes(item.key)) : undefined;
      if (bearer) return `${item.name}: ${item.publicDescription} ${capitalise(bearer.name)} has it.`;
      const where = target.kind === 'held' ? ' It is in your satchel.' : item.fixed ? ' It is part of this place.' : ' It lies here: you could take it.';
      return `${item.name}: ${item.publicDescription}${where}`;
    }
    case 'character': {
      const c = room.characters!.find((x) => x.key === target.key)!;
      const bound = c.captive && !w.freed.includes(c.key) ? ` ${c.captive.captiveText}` : '';
      return `That is ${c.name}.${bound} Talk to them to hear what they have to say.`;
    }
    case 'foe': {
      const f = room.foes!.find((x) => x.key === target.key)!;
      // ('is he dead?': a foe beaten here is told as the fight left them.)
      if (w.defeated.includes(f.key)) return `${f.defeatedText} ${capitalise(f.name)} will not stand in your way again, Historian.`;
      return `${f.description} You can attack, defend, sneak past or talk.`;
    }
  }
}

/**
 * A word of the room's own text that names no thing of the game ('the carp', 'the drums'): answered with the
 * sentence that speaks of it, for free. Every noun a player reads here answers something.
 */
export function scenery(t: DungeonSeed, s: CrawlState, words: string[]): string | null {
  const room = roomOf(t, s.world.room);
  const wanted = new Set(words.filter((w) => w.length >= 3 && !STOP_WORDS.has(w)).map(stem));
  if (wanted.size === 0) return null;
  const sentences = roomDescription(s.world, room).split(/(?<=[.;!?])\s+/);
  const hit = sentences.find((x) => tokens(x).some((w) => wanted.has(stem(w))));
  return hit ? `You look closer. ${hit} There is nothing more to it than that, Historian.` : null;
}
