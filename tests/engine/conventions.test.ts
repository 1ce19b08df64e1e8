/**
 * The conventions players bring (Inform's and TADS 3's): the shorthands work in every room of every Timeline,
 * as the deed they stand for, and the slips of a thumb in verbs and directions are forgiven.
 */
import { describe, expect, it } from 'vitest';
import { DUNGEONS } from '../../server/content/dungeons';
import { act } from '../../server/engine/dungeon';
import { waysToward } from '../../server/engine/dungeon/intent';
import { blindState } from './corpus/blind';
import { deedOf, matches, stateAt } from './corpus/deed';
import { NOW } from './helpers';

const COMPASS: Record<string, string> = { n: 'north', s: 'south', e: 'east', w: 'west', u: 'up', d: 'down' };

describe('the shorthands, in every room of every Timeline', () => {
  it('take the deed they stand for: l, i, z, x, g and the compass', () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const t of DUNGEONS) {
      for (const room of t.rooms) {
        const s = stateAt(t, room.key);
        const check = (text: string, deed: string, state = s) => {
          tried++;
          const got = deedOf(t, state, text);
          if (!matches(deed, got)) wrong.push(`${t.dungeon_id}/${room.key}: "${text}" → ${got}, expected ${deed}`);
        };
        check('l', 'look');
        check('look', 'look');
        check('i', 'inventory');
        check('z', 'wait');
        check('wait', 'wait');
        for (const f of room.features ?? []) check(`x ${f.name}`, `examine:${f.key}`);
        // Each compass point a way out answers to, by its letter and after 'go'.
        for (const [letter, word] of Object.entries(COMPASS)) {
          const ways = room.exits.filter((e) => e.aliases?.includes(word));
          if (ways.length !== 1) continue;
          const way = ways[0]!;
          // Up or down that the room's text also gives to another way ('the walkway drops from the roof's edge')
          // asks which, as 'go out' does with several ways out.
          const twice = (word === 'up' || word === 'down') && waysToward(room, word).length > 1;
          const deed = twice ? 'ask' : way.locked ? deedOf(t, s, `go ${word}`) : `go:${way.to}`;
          check(letter, deed);
          check(`go ${letter}`, deed);
        }
        // 'g' and 'again' repeat the last command placed.
        const feature = room.features?.[0];
        if (feature) {
          const after = act(t, s, `examine the ${feature.name}`, { now: NOW }).state;
          check('g', `examine:${feature.key}`, after);
          check('again', `examine:${feature.key}`, after);
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it("answer a question about a trader's ware with who has it and its price, at no cost", () => {
    const t = DUNGEONS.find((d) => d.dungeon_id === 'night-market-samarkand')!;
    const s = stateAt(t, 'bazaar');
    const r = act(t, s, 'how much does the merchant want for the rippling sword?', { now: NOW });
    const said = r.events.filter((e) => e.type !== 'input').map((e) => ('text' in e ? e.text : '')).join(' ');
    expect(said).toMatch(/Damascus Blade: .*Farrukh .*has it and would part with it for Silver Tanga/);
    expect(r.placed).toBe(false);
    expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
    expect(r.state.world.inventory).toEqual(s.world.inventory);
  });

  it('answer a question about a thing a foe here carries with who has it, at no cost', () => {
    const t = DUNGEONS.find((d) => d.dungeon_id === 'cloak-law-rock')!;
    const s = stateAt(t, 'drowned-rift', { hold: ['walking-staff', 'seax'] });
    const r = act(t, s, "is that Thorgeir's cloak under his knee?", { now: NOW });
    const said = r.events.filter((e) => e.type !== 'input').map((e) => ('text' in e ? e.text : '')).join(' ');
    expect(said).toMatch(/Cloak: .*The Man in the Blue Hood has it\./);
    expect(said).not.toMatch(/lies here|you could take it/);
    expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
    expect(r.state.world.inventory).toEqual(s.world.inventory);
  });

  it('ask which way a question means when it names two ways alike, at no cost', () => {
    const t = DUNGEONS.find((d) => d.dungeon_id === 'tulip-haarlem')!;
    const s = stateAt(t, 'grote-markt');
    const r = act(t, s, 'where does the door go?', { now: NOW });
    const said = r.events.filter((e) => e.type !== 'input').map((e) => ('text' in e ? e.text : '')).join(' ');
    expect(said).toMatch(/^Which do you mean: the painted door to the west or the tower door of Saint Bavo\?/);
    expect(r.state.world.room).toBe('grote-markt');
    expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
  });

  it('answer a question about a foe beaten here with how the fight left them, at no cost', () => {
    const t = DUNGEONS.find((d) => d.dungeon_id === 'chain-golden-horn')!;
    const s = stateAt(t, 'sappers-tunnel', { hold: ['oil-lamp'], defeated: ['sapper'] });
    const r = act(t, s, 'is he dead?', { now: NOW });
    const said = r.events.filter((e) => e.type !== 'input').map((e) => ('text' in e ? e.text : '')).join(' ');
    expect(said).toMatch(/^The sapper falls back into the dark and does not come again\./);
    expect(said).not.toMatch(/You can attack/);
    expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
  });

  it("answer the old games' 'score' and 'diagnose' with the actions and every tracker, at no cost", () => {
    const t = DUNGEONS.find((d) => d.dungeon_id === 'cloak-law-rock')!;
    const s = stateAt(t, t.start);
    for (const text of ['score', 'diagnose']) {
      const r = act(t, s, text, { now: NOW });
      const said = r.events.filter((e) => e.type !== 'input').map((e) => ('text' in e ? e.text : '')).join(' ');
      expect(said).toBe(`You have ${s.world.actionsLeft} of ${s.actionsTotal} actions left, Historian; Health 10 of 10; Peace 10 of 10. Questions cost none.`);
      expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
    }
  });

  it('cost nothing when they only look: l, i, z', () => {
    for (const t of DUNGEONS) {
      const s = stateAt(t, t.start);
      for (const text of ['l', 'i', 'z', 'look', 'inventory', 'wait']) {
        const r = act(t, s, text, { now: NOW });
        expect(r.placed, `${t.dungeon_id}: ${text}`).toBe(false);
        expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
      }
    }
  });
});

describe('slips of the thumb', () => {
  const t = DUNGEONS.find((d) => d.dungeon_id === 'library-burned-twice')!;
  const s = stateAt(t, 'harbour-steps');

  it.each([
    ['tkae the lantern', 'take:lantern'],
    ['tale the lantern', 'take:lantern'],
    ['takethe lantern', 'take:lantern'],
    ['lok', 'look'],
    ['nroth', 'go:hall-of-muses'],
    ['go nrth', 'go:hall-of-muses'],
    ['wlak east', 'go:warehouses'],
    ['go eats', 'go:warehouses'],
  ])('"%s" is %s', (text, deed) => {
    expect(matches(deed, deedOf(t, s, text))).toBe(true);
  });

  it('never turn a word of the sentence into another: "wet" is not "west", "pray" is not "pry"', () => {
    const held = stateAt(t, 'warehouses', { hold: ['wet-cloak'] });
    expect(deedOf(t, held, 'wrap the wet cloak around me')).not.toMatch(/^go:/);
    const walls = DUNGEONS.find((d) => d.dungeon_id === 'chain-golden-horn')!;
    expect(deedOf(walls, stateAt(walls, 'blachernae-walls'), 'pray for the city')).toBe('none');
  });
});

describe('what players of other habits type', () => {
  const cases: [dungeon: string, room: string, setup: Parameters<typeof blindState>[1]['setup'], text: string, deed: string][] = [
    // Resting is waiting, and a German speaker's verb comes before its subject.
    ['tulip-haarlem', 'heemstede-road', {}, 'I will just wait here a minute and catch my breath', 'wait'],
    ['tulip-haarlem', 'heemstede-road', {}, 'I stand in the wind and stamp my feet, waiting', 'wait'],
    ['tulip-haarlem', 'heemstede-road', {}, 'Wait I a moment.', 'wait'],
    // A word of the player's own language, and a swipe keyboard's word that sounds like the name.
    ['tulip-haarlem', 'st-bavo', {}, 'Take the Fernrohr.', 'take:spyglass'],
    ['tulip-haarlem', 'tavern', {}, 'take the jennifer', 'take:jenever'],
    ['night-market-samarkand', 'caravanserai', {}, 'talk to clavicle', 'talk:clavijo'],
    // Bidding a price is with the one who sells; a purpose after the deed is not a deed.
    ['tulip-haarlem', 'tavern', {}, 'I raise my hand and bid a thousand guilders, just to see his face', 'talk:auctioneer'],
    // Inform's 'get all' with one thing lying here.
    ['library-burned-twice', 'harbour-steps', {}, 'get all', 'take:lantern'],
    // A participle opening the sentence says how; reaching in to take a thing is the taking.
    ['chain-golden-horn', 'chain-tower', { revealed: ['greek-fire'] }, 'Holding it like a newborn, I pick up the jar of Greek fire', 'take:greek-fire'],
    ['cloak-law-rock', 'axe-falls', { revealed: ['arm-ring'] }, 'Reach I into the water and take the ring.', 'take:arm-ring'],
    // A blow at bonds, with what frees, frees; a captive busted out is freed.
    ['cloak-law-rock', 'runolf-booth', { hold: ['seax'] }, 'cut thongs with seax', 'free:hjalti+seax'],
    ['chain-golden-horn', 'scriptorium', { hold: ['crowbar'] }, 'bust her out with the crowbar', 'free:theodora+crowbar'],
    // Climbing with a rope to a place: the rope is the means, the place where.
    ['night-market-samarkand', 'scaffolds', { defeated: ['night-watch'] }, 'climb with the rope up to the dome rim', 'go:dome+mason-rope'],
    // Words of Spanish and French, and the gaming table's way of saying what the character does.
    ['chain-golden-horn', 'sappers-tunnel', {}, 'ataca the sapper', 'attack:sapper'],
    ['night-market-samarkand', 'dome', { hold: ['damascus-blade'], before: ['attack the hour-thief with the damascus blade'] }, 'otra vez', 'attack:hour-thief+damascus-blade'],
    ['chain-golden-horn', 'chain-tower', {}, 'I make a perception check around the tower', 'search'],
    // A foe's blow met is a defence; a way taken wide of a foe, or unseen by it, sneaks.
    ['chain-golden-horn', 'sappers-tunnel', {}, 'I brace and turn his short sword aside', 'defend:sapper'],
    ['cloak-law-rock', 'lava-plain', {}, 'I pretend to pass without the bear man sees me', 'sneak:drowned-rift'],
    ['cloak-law-rock', 'lava-plain', {}, 'I pick my way through the fissures, well around the berserk', 'sneak:drowned-rift'],
    // What is done with a carried thing beats looking where it goes; a thing slid into place is used there.
    ['library-burned-twice', 'serapeum-vault', { hold: ['pinakes'] }, 'I lift the lid of the ark and lay the Pinakes inside, reverently', 'use:sealed-ark+pinakes'],
    ['chain-golden-horn', 'kerkoporta', { hold: ['gate-bar'] }, 'slide the oak bar into the brackets of the postern', 'use:postern+gate-bar'],
    // Wearing a thing that lies here takes it; reaching in for it too; thanking is words with who helped.
    ['library-burned-twice', 'harbour-steps', { revealed: ['wet-cloak'] }, 'I wring out the soaked cloak and throw it around my shoulders', 'take:wet-cloak'],
    ['cloak-law-rock', 'axe-falls', { revealed: ['arm-ring'] }, 'reach into the water for the silver ring', 'take:arm-ring'],
    ['library-burned-twice', 'hall-of-muses', { before: ['talk to demetria'] }, 'ty!!', 'talk:demetria'],
    // A parent typing what a child decides; a child's way of naming people.
    ['chain-golden-horn', 'blachernae-walls', {}, 'she wants the little lamp', 'take:oil-lamp'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax'] }, 'she says poke the bear man with the knife', 'attack:berserk+seax'],
    ['tulip-haarlem', 'tavern', { hold: ['skates'] }, 'talk to the man with the hammer', 'talk:auctioneer'],
    ['night-market-samarkand', 'well-prison', { hold: ['prison-key'] }, 'let the lady out with the key', 'free:nasrin+prison-key'],
    // Indian English: a kin word calls the one addressed; 'only' and 'yaar' add nothing; 'what all' asks.
    ['cloak-law-rock', 'thorgeir-booth', { hold: ['thorgeir-cloak'] }, 'uncle, kindly take your cloak back', 'talk:thorgeir'],
    ['night-market-samarkand', 'dome', { hold: ['damascus-blade'], before: ['attack the hour-thief with the damascus blade'] }, 'once more yaar, again', 'attack:hour-thief+damascus-blade'],
    ['tulip-haarlem', 'heemstede-road', {}, 'what all I can do here?', 'help'],
    // A screen-reader player's 'exits'; a rope's own way down once it is tied.
    ['library-burned-twice', 'harbour-steps', {}, 'exits', 'question'],
    ['library-burned-twice', 'library-roof', { before: ['take the coil of hemp rope', 'tie the rope to the chimney'] }, 'climb down rope', 'go:canopic-way'],
    // A newcomer thinking aloud: the scene set first ('there's…', 'I saw…', 'he's…', a question), then the deed,
    // whose 'that', 'it' and 'there' are what the scene showed.
    ['library-burned-twice', 'harbour-steps', {}, "oh a lantern, I'm gonna grab that", 'take:lantern'],
    ['night-market-samarkand', 'caravanserai', {}, 'I noticed a glint between the bales, let me check there', 'search:bales'],
    ['cloak-law-rock', 'axe-falls', {}, "there's something bright in the pool, let me look", 'examine:pool'],
    ['chain-golden-horn', 'sappers-tunnel', {}, "he's lunging at me, parry!", 'defend:sapper'],
    ['chain-golden-horn', 'scriptorium', {}, "what's that cloth on the stand? let me lift it", 'search:lectern'],
    ['library-burned-twice', 'canopic-way', {}, 'let me wait and see what happens', 'wait'],
    ['library-burned-twice', 'harbour-steps', { before: ['take the brass lantern'] }, 'let me look around some more', 'search'],
    // A purpose kept from happening is no deed; the sleepers by the merlons are not the one soldier awake.
    ['chain-golden-horn', 'blachernae-walls', {}, "look at the merlons, quietly so I don't wake anyone", 'examine:merlons'],
    ['chain-golden-horn', 'blachernae-walls', {}, 'look at the sleeping soldiers', 'examine:merlons'],
    // A name's words run together; 'again' slipped; 'leave' alone names no way of several.
    ['cloak-law-rock', 'axe-falls', { revealed: ['arm-ring'] }, 'get armring', 'take:arm-ring'],
    ['night-market-samarkand', 'dome', { before: ['attack the hour-thief'] }, 'agin', 'attack:hour-thief'],
    ['library-burned-twice', 'hall-of-muses', {}, 'leave', 'ask'],
    // Freeing said with other words: a blade to the bonds, a captive called and freed at once, a door forced for
    // them; a captive's release asked of the one who holds them.
    ['cloak-law-rock', 'runolf-booth', { hold: ['seax', 'peace-straps'] }, 'slice thongs', 'free:hjalti+seax'],
    ['night-market-samarkand', 'well-prison', { hold: ['prison-key'] }, "calm down Nasrin, I'll open the bars with the key", 'free:nasrin+prison-key'],
    ['chain-golden-horn', 'scriptorium', { hold: ['crowbar'] }, 'I force the door with my crowbar for her', 'free:theodora+crowbar'],
    ['tulip-haarlem', 'counting-house', { hold: ['thief-sketch'] }, 'please release the gardener, sir', 'talk:notary'],
    // The means a clause works is what the way is taken with; a trader handed their price, their name misspelt.
    ['night-market-samarkand', 'scaffolds', { defeated: ['night-watch'] }, 'swing the hook up and climb to the dome', 'go:dome+mason-rope'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, 'hand farruk the tanga', 'talk:farrukh'],
    // A thing of the room called as a person is asked about as one.
    ['cloak-law-rock', 'law-rock', {}, "who's the running fellow?", 'question:runner-news'],
    // A bare up or down that the room's text gives to two ways asks which; a way with a bearing is not one of them.
    ['library-burned-twice', 'library-roof', {}, 'go down', 'ask'],
    ['night-market-samarkand', 'registan', {}, 'u', 'go:rooftop'],
    // A phone's way of calling someone: the name first or last, no comma; chat's asides; a pointed-at 'guy'.
    ['night-market-samarkand', 'rooftop', {}, 'ulugh beg what are you looking at?', 'talk:ulugh-beg'],
    ['tulip-haarlem', 'tavern', {}, 'whats the price now auctioneer guy', 'talk:auctioneer'],
    ['night-market-samarkand', 'bazaar', {}, 'go lmao', 'ask'],
    ['library-burned-twice', 'canopic-way', {}, 'why is this guy in my way?', 'question:captain'],
    ['library-burned-twice', 'copyists-cellar', {}, "relax, I'm not looking for a fight", 'talk:looter'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['bulb-viceroy', 'bulb-general'] }, 'punch tulip guy', 'attack:bulb-runner'],
    // A question with a remark after it asks; a purpose kept from happening is no deed; standing aside waits.
    ['tulip-haarlem', 'spaarne-quay', {}, 'What is that sailor eating? It looks hard.', 'question:sailor'],
    ['chain-golden-horn', 'chain-tower', {}, 'I search the tower, careful not to wake the gunner', 'search'],
    ['night-market-samarkand', 'garden', {}, 'step aside and let them pass', 'wait'],
    // Someone called by what they are doing; a room searched by its whole name; a learner's wish without 'to';
    // ducking from a blow; a time clause before the deed.
    ['chain-golden-horn', 'chain-tower', {}, 'wake up the snoring man', 'talk:gunner'],
    ['library-burned-twice', 'copyists-cellar', {}, "search the copyists' cellar", 'search'],
    ['chain-golden-horn', 'cistern', {}, 'I want look at the columns', 'examine:columns'],
    ['library-burned-twice', 'canopic-way', {}, "I duck under the captain's spear", 'defend:captain'],
    ['night-market-samarkand', 'registan', {}, 'when the juggler looks away, I grab the jade bead', 'take:bead-jade'],
    // Spelt by ear: names and verbs that sound right ('roap', 'fite', 'sord'), one word typed as two ('lite house');
    // a feeling is not a verb slipped ('so hot'); a thing pulled out of where it is, taken.
    ['library-burned-twice', 'library-roof', {}, 'tak the roap', 'take:rope'],
    ['cloak-law-rock', 'drowned-rift', {}, 'fite the blu hood man', 'attack:blue-hood'],
    ['library-burned-twice', 'harbour-steps', {}, 'wat is the lite house', 'question:pharos'],
    ['library-burned-twice', 'warehouses', { hold: ['wet-cloak'] }, 'so hot. wear the wet cloak', 'use+wet-cloak'],
    ['cloak-law-rock', 'axe-falls', {}, 'pull the seax from the log', 'take:seax'],
    ['library-burned-twice', 'serapeum-vault', { hold: ['pinakes'] }, 'put the pinaks in the arc', 'use:sealed-ark+pinakes'],
    // Asking to buy is words with the trader; a foe's weak spot asked after is about the foe; 'who's that?' after
    // what prompted it.
    ['night-market-samarkand', 'bazaar', {}, 'cool blade. could i buy it?', 'talk:farrukh'],
    ['night-market-samarkand', 'dome', {}, 'how do i beat it?', 'question:hour-thief'],
    ['chain-golden-horn', 'scriptorium', {}, "someone's crying. who's there?", 'question:theodora'],
    // A novel's first person: a blade drawn, then the blow ('fall upon', 'go at'); the time the deed waits for; a
    // thing brought up out of the water; a key lying here fitted to the lock it opens; asking someone anything.
    ['cloak-law-rock', 'lava-plain', { hold: ['seax'] }, 'I draw the seax and fall upon the berserk', 'attack:berserk+seax'],
    ['library-burned-twice', 'copyists-cellar', {}, 'When he turns, I strike.', 'attack:looter'],
    ['cloak-law-rock', 'axe-falls', { revealed: ['arm-ring'] }, 'I reach into the pool and bring up the ring', 'take:arm-ring'],
    ['chain-golden-horn', 'cistern', { revealed: ['bronze-key'] }, 'I fit the bronze key to the grille', 'go:sappers-tunnel+bronze-key'],
    ['tulip-haarlem', 'tavern', { hold: ['bulb-viceroy'] }, 'I ask the auctioneer where the bulb went', 'talk:auctioneer'],
    // What lies here is what is taken, not what is held; climbing up to get a thing gets it; listening a while waits.
    ['tulip-haarlem', 'tavern', { hold: ['bulb-viceroy', 'bulb-general'], revealed: ['bulb-admiral'] }, 'take the bulb under the table', 'take:bulb-admiral'],
    ['library-burned-twice', 'stacks', {}, 'we climb up and grab the big list', 'take:pinakes'],
    ['chain-golden-horn', 'hagia-sophia', {}, 'listen to the chanting for a while', 'wait'],
    // English of other shores: 'have a squiz', 'suss out', 'skull it', 'deck him', 'chuck us', 'here mate, have…', 'chill'.
    ['library-burned-twice', 'warehouses', {}, 'have a squiz at the oil jars', 'examine:oil-jars'],
    ['library-burned-twice', 'warehouses', {}, 'suss out the crates', 'examine:charred-crates'],
    ['tulip-haarlem', 'tavern', { hold: ['jenever'], before: ['take the jenever'] }, 'skull it', 'use+jenever'],
    ['tulip-haarlem', 'grote-markt', {}, 'deck the pickpocket', 'attack:cutpurse'],
    ['tulip-haarlem', 'spaarne-quay', { hold: ['herring'] }, 'here mate, have a herring', 'talk:sailor'],
    ['cloak-law-rock', 'law-rock', {}, 'chill for a bit', 'wait'],
    // A MUD's habits: 'k' kills, 'c' casts (there is no magic), 'l at' looks, 'list' hears out the trader; a swim
    // with no way through water goes nowhere.
    ['library-burned-twice', 'copyists-cellar', {}, 'k the looter', 'attack:looter'],
    ['library-burned-twice', 'canopic-way', {}, 'l at colonnades', 'examine:colonnades'],
    ['library-burned-twice', 'canopic-way', {}, 'c fireball captain', 'none'],
    ['night-market-samarkand', 'bazaar', {}, 'list', 'talk:farrukh'],
    ['cloak-law-rock', 'axe-falls', {}, 'go for a swim', 'none'],
    // A French speaker's words: 'fouille', 'esquive', 'ramasse'; near-words ('baton', 'cascade'); avoiding a blow
    // is parrying it; 'mount' climbs; passing discreetly by the room's cover is sneaking past its guard.
    ['library-burned-twice', 'warehouses', {}, 'I fouille the crates', 'search:charred-crates'],
    ['cloak-law-rock', 'lava-plain', {}, 'I esquive his axe', 'defend:berserk'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'I ramasse the baton', 'take:walking-staff'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'what is the cascade?', 'question:axe-falls'],
    ['library-burned-twice', 'canopic-way', {}, 'I avoid the blow of the captain', 'defend:captain'],
    ['night-market-samarkand', 'registan', {}, 'I mount the minaret', 'go:rooftop'],
    ['library-burned-twice', 'canopic-way', {}, 'I walk discreetly along the colonnades', 'sneak:serapeum-vault'],
    // A courteous player: 'would you kindly…' asks the game for the deed; apologies, thanks and 'allow me to' wrap
    // it; the captive's own lock undone is freeing them; a thing pointed at and said of is what 'it' and 'him' are.
    ['night-market-samarkand', 'well-prison', { hold: ['prison-key'] }, 'Would you kindly open the cell with the key?', 'free:nasrin+prison-key'],
    ['night-market-samarkand', 'well-prison', { hold: ['prison-key'] }, 'Nasrin, let me unlock your cell.', 'free:nasrin+prison-key'],
    ['library-burned-twice', 'copyists-cellar', {}, 'I am so sorry, but I must strike him.', 'attack:looter'],
    ['library-burned-twice', 'harbour-steps', { revealed: ['wet-cloak'] }, 'That cloak would keep the sparks off me. I shall take it.', 'take:wet-cloak'],
    ['tulip-haarlem', 'grote-markt', {}, 'That fellow is stealing purses. I must stop him.', 'attack:cutpurse'],
    ['tulip-haarlem', 'tavern', {}, 'I think I shall sit by the fire for a while.', 'wait'],
    ['chain-golden-horn', 'cistern', {}, 'Game, what am I able to do here?', 'help'],
    ['tulip-haarlem', 'pauw-garden', {}, 'Thank you, game. I should like to teleport home.', 'none'],
    ['cloak-law-rock', 'lava-plain', {}, 'Whose tracks are these in the moss?', 'question:track'],
    ['night-market-samarkand', 'dome', {}, 'I shall try to ward the serpent off.', 'defend:hour-thief'],
    ['night-market-samarkand', 'bazaar', {}, 'I should like to stroke the cheetah.', 'none'],
    ['cloak-law-rock', 'runolf-booth', {}, 'Might I trouble you for some stew, my good man?', 'talk:kalf'],
    ['chain-golden-horn', 'chain-tower', {}, 'Wake up, my good man. Is there anything here for me?', 'talk:gunner'],
    // A phone's emoji end a clause; a thing called out, then wanted, is taken; 'r' asks; a wait that leads into a
    // question asks; 'help??' is help.
    ['library-burned-twice', 'harbour-steps', {}, 'the lighthouse is so pretty 😍 take the lantern', 'take:lantern'],
    ['chain-golden-horn', 'chain-tower', { revealed: ['greek-fire'] }, 'greek fire!! gimme', 'take:greek-fire'],
    ['library-burned-twice', 'warehouses', {}, 'r the crates safe', 'question:charred-crates'],
    ['chain-golden-horn', 'sappers-tunnel', {}, 'wait is the tunnel gonna collapse', 'question'],
    ['library-burned-twice', 'harbour-steps', {}, 'help??', 'help'],
    // A learner's English: 'I am not enemy', 'give back the cloak', 'teach me about', 'change X and Y' (exchange),
    // the price handed over in a later clause.
    ['library-burned-twice', 'copyists-cellar', {}, 'do not worry, I am not enemy', 'talk:looter'],
    ['cloak-law-rock', 'drowned-rift', {}, 'give my cloak back please', 'talk:blue-hood'],
    ['night-market-samarkand', 'rooftop', {}, 'teach me about the stars', 'talk:ulugh-beg'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, 'I want to buy the sword, here is my silver', 'talk:farrukh'],
    // A chatty player: 'what I'm able to do', 'a good look all around', 'whose X' with a second question, a name
    // called at the end of the first of two sentences, a swim in a thing of the room, 'the path out of here'.
    ['library-burned-twice', 'harbour-steps', {}, "Could you tell me what I'm able to do?", 'help'],
    ['library-burned-twice', 'warehouses', {}, 'Let me have a good look all around this place.', 'search'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'Whose staff is that against the rock? May I take it?', 'question:walking-staff'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, 'Is that sword for sale, Farrukh? Would my silver do?', 'talk:farrukh'],
    ['cloak-law-rock', 'drowned-rift', {}, 'Let me go for a swim in the blue water.', 'none'],
    ['tulip-haarlem', 'spaarne-quay', {}, 'I will take the road out of here.', 'ask'],
    // A hesitant player's hedges wrap the deed, question mark and all; what they say after it is no deed.
    ['library-burned-twice', 'warehouses', {}, 'um, maybe I should examine the crates?', 'examine:charred-crates'],
    ['library-burned-twice', 'harbour-steps', {}, 'I guess pick up the lantern?', 'take:lantern'],
    ['chain-golden-horn', 'chain-tower', {}, 'could I maybe talk to the gunner, sorry', 'talk:gunner'],
    ['cloak-law-rock', 'lava-plain', {}, "maybe sneak past him? I hope that's right", 'sneak:drowned-rift'],
    ['night-market-samarkand', 'well-prison', {}, 'oh no. maybe I try talking to her?', 'talk:nasrin'],
    ['library-burned-twice', 'harbour-steps', {}, "I'm going to take the lantern, sorry, I hope nobody minds", 'take:lantern'],
    ['library-burned-twice', 'warehouses', {}, "um, could I maybe go down the chute. sorry if that's wrong", 'go:copyists-cellar'],
    ['chain-golden-horn', 'blachernae-walls', {}, "I guess I'll try the road east", 'go:hagia-sophia'],
    ['tulip-haarlem', 'grote-markt', {}, 'uh, go in somewhere I guess', 'ask'],
    // A streamer's words to chat are no deed: the vote, the thanks, the shout; a dash and a shouted run end a clause.
    ['library-burned-twice', 'canopic-way', {}, 'chat says attack so attack the captain', 'attack:captain'],
    ['library-burned-twice', 'harbour-steps', {}, 'wow chat look at that lighthouse. ok search the steps', 'search'],
    ['tulip-haarlem', 'grote-markt', {}, 'the cutpurse has a bulb, chat says hit him', 'attack:cutpurse'],
    ['library-burned-twice', 'harbour-steps', {}, 'a LANTERN on the steps, thanks chat, grabbing it', 'take:lantern'],
    ['library-burned-twice', 'harbour-steps', {}, 'LETS GO GUYS take the lantern', 'take:lantern'],
    ['cloak-law-rock', 'thorgeir-booth', { hold: ['thorgeir-cloak'] }, 'Sleep, old man — I lay the cloak on the bench', 'use:sleeping-bench+thorgeir-cloak'],
    // Topic first, as a Mandarin speaker says it; 'what thing I have', 'what can do', 'can give me'.
    ['chain-golden-horn', 'chain-tower', {}, 'oak bar, I take', 'take:gate-bar'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax'] }, 'bear man, I fight with seax', 'attack:berserk+seax'],
    ['chain-golden-horn', 'chain-tower', {}, 'capstan, look', 'examine:capstan'],
    ['tulip-haarlem', 'tavern', { hold: ['skates'] }, 'what thing I have?', 'inventory'],
    ['tulip-haarlem', 'tavern', {}, 'what can do here?', 'help'],
    ['library-burned-twice', 'hall-of-muses', {}, 'the map, can you give me?', 'talk:demetria'],
    // Thumbs: a verb run into a slipped name, 'the' run into the word before it; a thing the room's text shows
    // before anyone has found it is what a question asks about.
    ['library-burned-twice', 'harbour-steps', {}, 'grablantren', 'take:lantern'],
    ['library-burned-twice', 'warehouses', {}, 'go downthe chute', 'go:copyists-cellar'],
    ['chain-golden-horn', 'chain-tower', {}, 'what is in that clay jar?', 'question:greek-fire'],
    // A newcomer's narration: a thing exclaimed at, then the deed on 'it' or 'one'; something seen, then a look;
    // the scene said of a thing ('the boy won't miss his skates'); 'I'd rather not fight' before a sneak.
    ['cloak-law-rock', 'booths', { revealed: ['silver-cross'] }, "Oh, a little silver cross! I'll pick it up.", 'take:silver-cross'],
    ['cloak-law-rock', 'axe-falls', {}, 'Something is glinting in the pool, let me look closer.', 'examine:pool'],
    ['tulip-haarlem', 'spaarne-quay', {}, "The boy won't miss his skates, so I'll borrow them.", 'take:skates'],
    ['chain-golden-horn', 'sappers-tunnel', {}, "I'd rather not fight. I'll creep quietly past him to the stair.", 'sneak:kerkoporta'],
    ['library-burned-twice', 'stacks', {}, "I'll climb up and bring down the Pinakes.", 'take:pinakes'],
    ['library-burned-twice', 'warehouses', {}, "I'll go down the coal chute.", 'go:copyists-cellar'],
    ['chain-golden-horn', 'chain-tower', {}, 'Excuse me, sorry to wake you, may I borrow your oak bar?', 'talk:gunner'],
    // Questions: 'wait, what have I got', 'can you describe where I am', 'is the lantern still lit'.
    ['tulip-haarlem', 'tavern', { hold: ['skates'] }, 'Wait, what have I got with me?', 'inventory'],
    ['tulip-haarlem', 'grote-markt', {}, 'Can you describe where I am?', 'look'],
    ['library-burned-twice', 'harbour-steps', {}, 'is the lantern still lit', 'question:lantern'],
    // The player's own state ('I've got the key now', 'I'm frozen') sets the scene; 'it's still cool' describes;
    // the one spoken to, freed ('let me get you out'), is the captive; 'y' asks why; a later question is the one put.
    ['night-market-samarkand', 'well-prison', { hold: ['prison-key'] }, "I've got the key now, let me get you out of there.", 'free:nasrin+prison-key'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['seax'] }, "Hold still, dear, I'll cut you free.", 'free:hjalti+seax'],
    ['chain-golden-horn', 'scriptorium', {}, "Theodora? Hold on, I'll have you out in a moment!", 'talk:theodora'],
    ['tulip-haarlem', 'tavern', { hold: ['jenever'] }, "Cheers, everyone! I'll drink the jenever now, I'm frozen.", 'use+jenever'],
    ['tulip-haarlem', 'spaarne-quay', {}, "The boy left his skates by the bollard. I'll borrow them.", 'take:skates'],
    ['library-burned-twice', 'warehouses', { revealed: ['scroll-eratosthenes'] }, "There's a scroll in there and it's still cool! I'm taking it out.", 'take:scroll-eratosthenes'],
    ['night-market-samarkand', 'caravanserai', {}, 'y is the sand going up', 'question:hourglass'],
    ['library-burned-twice', 'harbour-steps', {}, 'Goodness, the ships are burning! What is that tall tower over there?', 'question:pharos'],
    ['cloak-law-rock', 'thorgeir-booth', {}, 'is that old man thorgeir?', 'question:thorgeir'],
    ['cloak-law-rock', 'law-rock', {}, 'Could you tell me again where I am?', 'look'],
    // Two letters swapped ('kye', 'trakcs'); a noun after 'those' is a thing, not a verb ('those skates');
    // 'all right' leads in; standing still for someone waits; 'that thing' with a foe here is the foe.
    ['chain-golden-horn', 'cistern', { revealed: ['bronze-key'] }, 'get kye', 'take:bronze-key'],
    ['cloak-law-rock', 'lava-plain', {}, 'x trakcs', 'examine:track'],
    ['tulip-haarlem', 'spaarne-quay', {}, "Those skates by the bollard, the boy won't miss them. I'll borrow them.", 'take:skates'],
    ['tulip-haarlem', 'hals-studio', {}, "All right, I'll stand still for you.", 'wait'],
    ['night-market-samarkand', 'dome', {}, 'wtf is that thing', 'question:hour-thief'],
    // A purpose after the deed calls no one ('…, quietly so he can sleep'); a name's two words run together with
    // its plural's s dropped ('turfwall'); a thing lying here, saved, is taken; 'give it back' in a later clause.
    ['chain-golden-horn', 'chain-tower', {}, "I'll have a good look around the tower, quietly so he can sleep", 'search'],
    ['cloak-law-rock', 'booths', {}, 'look at turfwall', 'examine:turf-wall'],
    ['library-burned-twice', 'warehouses', { revealed: ['scroll-eratosthenes'] }, "A scroll! I'll rescue it before the fire gets it", 'take:scroll-eratosthenes'],
    ['cloak-law-rock', 'drowned-rift', {}, "That's Thorgeir's cloak! Please give it back", 'talk:blue-hood'],
    ['cloak-law-rock', 'drowned-rift', {}, 'swim', 'none'],
    ['cloak-law-rock', 'axe-falls', {}, "I'd love a swim, it's so pretty", 'none'],
    ['library-burned-twice', 'harbour-steps', {}, 'Where am I supposed to go now?', 'help'],
    ['night-market-samarkand', 'bazaar', {}, "Let's go somewhere else now", 'ask'],
    ['library-burned-twice', 'hall-of-muses', {}, 'can i hav the map pls', 'talk:demetria'],
    // A proper rummage searches; 'give him a shove' is a blow; 'here you are' hands over; a greeting or a name may
    // open any sentence; 'somewhere warm' names no way; the player's own placing of a thing beats handing it over.
    ['library-burned-twice', 'harbour-steps', {}, "I'm going to have a proper rummage around these steps", 'search'],
    ['tulip-haarlem', 'grote-markt', {}, "That man's got his hand in a pocket! I'll give him a shove", 'attack:cutpurse'],
    ['cloak-law-rock', 'lava-plain', {}, 'Goodness, he is huge. Hello there, big fellow, no need to growl', 'talk:berserk'],
    ['tulip-haarlem', 'spaarne-quay', {}, "What a sight, all the town on the ice! Sailor, dear, I don't think that's an onion you're peeling", 'talk:sailor'],
    ['tulip-haarlem', 'spaarne-quay', {}, "Let's go somewhere warm", 'ask'],
    ['cloak-law-rock', 'thorgeir-booth', { hold: ['thorgeir-cloak'] }, "Here's your cloak back, love, I'll lay it on your bench for you", 'use:sleeping-bench+thorgeir-cloak'],
    // 'let's get moving' leaves; 'give him another one', 'stick him', 'knock him down' are blows; 'go see' goes;
    // waiting a little bit waits; a letter struck twice ('goo', 'invv'); 'ppl'.
    ['library-burned-twice', 'harbour-steps', {}, "Right then, let's get moving", 'ask'],
    ['library-burned-twice', 'copyists-cellar', {}, 'Give him another one!', 'attack:looter'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax'] }, "I'll stick him with the seax", 'attack:berserk+seax'],
    ['tulip-haarlem', 'heemstede-road', {}, 'knock him down', 'attack:bulb-runner'],
    ['cloak-law-rock', 'everyman-gorge', {}, "I'll go see the waterfall up north", 'go:axe-falls'],
    ['night-market-samarkand', 'registan', {}, "I'll wait a little bit and see what happens", 'wait'],
    ['library-burned-twice', 'harbour-steps', {}, 'goo east', 'go:warehouses'],
    ['library-burned-twice', 'copyists-cellar', {}, 'invv', 'inventory'],
    // Round 30: 'untie the poet' without a blade hears what it takes and the check offered; the check rolls when
    // offered the turn before, or when the words say by hand ('untie the knots'). A question whose subject is 'it'
    // is about the thing last named; the subject of 'will the watch…' and 'that grey bundle' is what is asked about.
    ['cloak-law-rock', 'runolf-booth', {}, 'untie poet', 'missing'],
    ['cloak-law-rock', 'runolf-booth', {}, 'untie the knots', 'free:hjalti'],
    ['cloak-law-rock', 'runolf-booth', { before: ['untie hjalti'] }, 'untie him', 'free:hjalti'],
    ['cloak-law-rock', 'runolf-booth', { before: ['untie hjalti'] }, 'try again', 'free:hjalti'],
    ['library-burned-twice', 'harbour-steps', { before: ['search the harbour steps', 'take the brass lantern'] }, 'is it still burning?', 'question:lantern'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp', 'bronze-key'], before: ['take the bronze key'] }, 'does it fit the grille?', 'question:bronze-key'],
    ['night-market-samarkand', 'registan', {}, 'will the watch let me through to the scaffolds?', 'question:night-watch'],
    // The chatty newcomer of round 30: 'what I'm supposed to do' asks for help; 'I'll have that' takes and 'take the
    // drink' is the drink; stowing a thing in a pocket takes it; 'ooh', 'shh' lead in; 'the gunner's asleep' and 'the
    // juggler's using a bead' set the scene; a condition or a time after the deed ('if he won't listen', 'when he
    // isn't looking') waits, with no comma; 'I'm going to fight him' mid-sentence is the fight; 'bash him' strikes.
    ['library-burned-twice', 'harbour-steps', {}, "I'm not sure what I'm supposed to do here, can you help me?", 'help'],
    ['tulip-haarlem', 'tavern', {}, "ooh there's a drink on the mantel, I'll have that, I'm frozen", 'take:jenever'],
    ['tulip-haarlem', 'tavern', {}, 'take the drink', 'take:jenever'],
    ['cloak-law-rock', 'runolf-booth', {}, "that stew smells amazing, I'm going to have a bowl, I'm starving", 'none'],
    ['night-market-samarkand', 'bazaar', { before: ['examine the spice pyramids'] }, "oh a little amber bead, I'll pop it in my pocket", 'take:bead-amber'],
    ['chain-golden-horn', 'chain-tower', {}, "shh, the gunner's asleep. I'm going to quietly take that big oak bar next to him", 'take:gate-bar'],
    ['night-market-samarkand', 'registan', { hold: ['damascus-blade'] }, "ha, the juggler's using a green bead instead of a pea! I'm taking it when he isn't looking", 'take:bead-jade'],
    ['library-burned-twice', 'copyists-cellar', {}, "fine, if he won't listen I'm going to fight him, sorry love", 'attack:looter'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern'] }, "Fine, if he won't listen I'll bash him with my lantern", 'attack:looter+lantern'],
    ['cloak-law-rock', 'axe-falls', { before: ['examine the pool'] }, "I'm going to reach in for the arm-ring, even though the water is freezing.", 'take:arm-ring'],
    // '… and see if it opens' watches for the outcome; '… so I can climb down' is what the deed is for.
    ['library-burned-twice', 'hall-of-muses', { hold: ['lantern', 'seal-ring'] }, "I'm going to try the owl ring in that green bronze door and see if it opens", 'go:stacks+seal-ring'],
    ['library-burned-twice', 'library-roof', { hold: ['rope'] }, "ok I'm tying the rope around the chimney so I can climb down to the walkway", 'use:chimney+rope'],
    // Round 31's British newcomer and anxious questioner: 'might as well have a rummage round', 'give him a clout',
    // 'have another go', 'and again!', 'have a read of', 'have a look' (not the satchel), 'what's round here', 'betwen';
    // 'now then young man, …'; a request in the last clause; 'go that way' asks which; a question after an
    // exclamation or a remark; 'is it locked?' after the sentence that named it; 'what happens if I put X in Y' asks
    // about Y; 'do I need that rope', 'I wonder whether the watch…', 'do you think…' (to the game), 'what's the point
    // of these straps', 'any way through that grille'.
    ['library-burned-twice', 'harbour-steps', {}, "might as well have a good rummage round these steps, see what's what", 'search'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern'] }, "I'll give him a clout with my lantern if he comes any nearer", 'attack:looter+lantern'],
    ['library-burned-twice', 'copyists-cellar', { before: ['attack the legionary looter'] }, 'go on, have another go', 'attack:looter'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'], before: ['attack the hour-thief with the damascus blade'] }, 'and again!', 'attack:hour-thief+damascus-blade'],
    ['cloak-law-rock', 'axe-falls', {}, "something shiny in that pool, I'll roll me sleeve up and have a look", 'examine:pool'],
    ['tulip-haarlem', 'pauw-garden', {}, "what's round here then?", 'look'],
    ['night-market-samarkand', 'caravanserai', {}, 'look betwen bales', 'search:bales'],
    ['library-burned-twice', 'copyists-cellar', {}, "now then young man, no need for the sword, I'm only a visitor", 'talk:looter'],
    ['cloak-law-rock', 'runolf-booth', {}, 'that stew smells smashing, can I have a bowl?', 'talk:kalf'],
    ['night-market-samarkand', 'bazaar', {}, "let's go that way", 'ask'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "good lord, what is THAT? it's all clock hands!", 'question:hour-thief'],
    ['library-burned-twice', 'copyists-cellar', {}, "he's gone. did the chief librarian drop anything down here", 'question'],
    ['library-burned-twice', 'hall-of-muses', {}, 'the bronze door has an owl on it. is it locked?', 'question:stacks'],
    ['library-burned-twice', 'serapeum-vault', { hold: ['pinakes', 'scroll-sappho'] }, 'what happens if I put the Pinakes in the ark', 'question:sealed-ark'],
    ['night-market-samarkand', 'scaffolds', {}, "do I need that rope to get up to the dome's rim?", 'question:mason-rope'],
    ['night-market-samarkand', 'registan', {}, 'I wonder whether the watch would let me up to the scaffolds', 'question:night-watch'],
    ['night-market-samarkand', 'bazaar', {}, 'do you think the blade merchant will take my tanga?', 'question:farrukh'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax', 'peace-straps'] }, "what's the point of these peace-straps?", 'question:peace-straps'],
    ['chain-golden-horn', 'cistern', {}, 'any way through that grille without a key', 'question:sappers-tunnel'],
    // Round 32: a deed narrated as it happens, in the participle ('drinking the jenever', 'unlocking the grille and
    // squeezing through'); 'what am I even carrying'; 'where should I even go'; 'what to do hlep'; waiting till they
    // look away, then the deed; 'reaching in'; 'serch them' after the crates gave up a scroll is the crates; 'that
    // scroll' points; the shiny thing just found; 'that guy tied up' is the captive.
    ['library-burned-twice', 'harbour-steps', { hold: ['lantern'], revealed: ['wet-cloak'], before: ['search the steps'] }, 'ok what am I even carrying rn', 'inventory'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp', 'bronze-key', 'crossbow'] }, 'unlocking the grille with the bronze key and squeezing through!!', 'go:sappers-tunnel+bronze-key'],
    ['cloak-law-rock', 'axe-falls', { hold: ['walking-staff'] }, "something shiny at the bottom of the pool... I'm reaching in even though it's freezing", 'search:pool'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga', 'safe-conduct'] }, 'ok where should I even go now??', 'help'],
    ['night-market-samarkand', 'registan', {}, "I'll wait till they look away and slip past them", 'sneak:scaffolds'],
    ['tulip-haarlem', 'tavern', { hold: ['jenever'], revealed: ['bulb-admiral'], before: ['take the jenever', 'examine the auction table'] }, 'ok drinking the jenever. dutch courage!!', 'use+jenever'],
    ['tulip-haarlem', 'pauw-garden', { hold: ['semper-augustus'] }, 'planting the Semper Augustus in the open bed 🌷 grow little guy', 'use:flower-bed+semper-augustus'],
    ['library-burned-twice', 'warehouses', { hold: ['lantern'], before: ['examine the charred crates'] }, 'serch them', 'search:charred-crates'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'idk what to do hlep', 'help'],
    ['library-burned-twice', 'warehouses', { revealed: ['scroll-eratosthenes'], before: ['examine the charred crates'] }, 'who wrote that scroll?', 'question:scroll-eratosthenes'],
    ['cloak-law-rock', 'booths', { revealed: ['silver-cross'], before: ['examine the turf walls'] }, "what's the shiny thing in the grass?", 'question:silver-cross'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['seax'] }, 'why is that guy tied up?', 'question:hjalti'],    // Round 33: an Irish teacher's 'have a sup', 'I suppose I'll head off', 'sure I'll try it'; 'have a word with';
    // 'root around'; 'go for it' with a foe strikes; 'again! go on, again!'; 'do that again, I couldn't see'; a
    // remark then the waiting; a question in the last clause or after ';'; a greeting in a later sentence; 'its coils'.
    ['library-burned-twice', 'copyists-cellar', {}, "I'll have a word with the looter, he might listen to reason", 'talk:looter'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['lantern', 'seal-ring'] }, 'Let me see now, what have I got in my bag at this stage?', 'inventory'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp', 'bronze-key'], revealed: ['votive-coin'], before: ['search the cistern'] }, "I wonder would the key fit that grille. Sure I'll try it anyway", 'go:sappers-tunnel+bronze-key'],
    ['chain-golden-horn', 'hagia-sophia', { hold: ['oil-lamp'] }, "There's something heavy rolled under the boards by the tools, I'll root around under there", 'search:masons-tools'],
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['oil-lamp', 'gate-bar'] }, "Oh God, a soldier with a sword! Hello, I'm not here to cause trouble, could I just get by to the stairs?", 'talk:sapper'],
    ['night-market-samarkand', 'caravanserai', { hold: ['waterskin'], before: ['take the waterskin'] }, "I'll have a sup out of it so", 'use+waterskin'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga', 'safe-conduct'] }, "I suppose I'll head off out of here now", 'ask'],
    ['night-market-samarkand', 'registan', { before: ["examine the juggler's cups"] }, "Do that again, I couldn't see properly", 'examine:juggler'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "Oh Lord, the size of that serpent! I'll go for it with the sword and aim for the gap the prince marked", 'attack:hour-thief+damascus-blade'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'], before: ['attack the hour-thief with the damascus blade'] }, 'Again! Go on, again!', 'attack:hour-thief+damascus-blade'],
    ['cloak-law-rock', 'law-rock', { hold: ['peace-straps'], before: ['talk to snorri'] }, "Can you tell me again what's around me here?", 'look'],
    ['library-burned-twice', 'harbour-steps', {}, 'before I commit to anything, what am I carrying?', 'inventory'],
    ['library-burned-twice', 'hall-of-muses', {}, 'is the bronze door locked, and what would open it?', 'question:stacks'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, 'where is the gap in its coils that Nasrin marked?', 'question:hour-thief'],
    ['chain-golden-horn', 'blachernae-walls', { hold: ['oil-lamp'], before: ['talk to bartolomeo'] }, 'and what is he sharpening there', 'question:bartolomeo'],
    ['chain-golden-horn', 'blachernae-walls', { hold: ['oil-lamp'], before: ['talk to bartolomeo'] }, 'what can I actually do up here?', 'help'],
    ['chain-golden-horn', 'blachernae-walls', { hold: ['oil-lamp'], before: ['talk to bartolomeo'] }, "the drums haven't stopped. I'll wait and listen a while", 'wait'],
    // Round 34: a Scottish grandad's 'a wee while', 'a wee sup', 'get my breath back', 'have a good hunt about', 'take my
    // sword to it', 'again, and harder'; 'well,' opening a sentence is no well; a question closing a sentence after 'so'
    // asks (it had walked through the culvert); 'what can I do here?' before a remark.
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern', 'scroll-aristarchus'], defeated: ['looter'] }, "now the laddie's away, I'll have a good hunt about the floor in case the old librarian dropped anything", 'search'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga', 'safe-conduct'] }, "well, I'll just go out of here then", 'ask'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "crivvens, what a beast! I'll take my sword to it, right where the boy marked", 'attack:hour-thief+damascus-blade'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'], before: ['attack the hour-thief with the damascus blade'] }, 'again, and harder this time!', 'attack:hour-thief+damascus-blade'],
    ['cloak-law-rock', 'everyman-gorge', {}, "what can I do here? I'm new to all this", 'help'],
    ['cloak-law-rock', 'everyman-gorge', { hold: ['whey-skin'] }, "I'll take a wee sup of that sour whey", 'use+whey-skin'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['seax', 'thorgeir-cloak'], defeated: ['blue-hood'] }, "I'll just wait here a wee while and get my breath back", 'wait'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp', 'bronze-key'] }, 'My legs are numb and the lamp is low, so where does this culvert actually go', 'question'],
    // Round 35: an Australian's 'g'day mate, can I get past?' asks the one greeted; 'giving him a whack'; 'thanks so much
    // darl!' before the deed; 'stick my hand in'; 'pinch' and 'skol'; sitting and waiting; 'what's around me again';
    // 'wat to do'; 'w8'; 'go est'.
    ['library-burned-twice', 'canopic-way', {}, "g'day mate, can I get past? it's just some old books", 'talk:captain'],
    ['night-market-samarkand', 'registan', {}, "g'day boys, can I squeeze past to the mosque?", 'talk:night-watch'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern'] }, "righto I'm giving him a whack with my lantern", 'attack:looter+lantern'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['seal-ring'], before: ['talk to Demetria'] }, "thanks so much darl! ok let's try this ring on the owl door", 'go:stacks+seal-ring'],
    ['night-market-samarkand', 'bazaar', {}, "stick my hand in the saffron pile, it's glowing", 'search:spice-pyramids'],
    ['tulip-haarlem', 'counting-house', { before: ['examine the coat on the peg'] }, 'pinch the tulip key', 'take:garden-key'],
    ['tulip-haarlem', 'tavern', { before: ['take the tot of jenever'] }, 'skol the jenever! cheers!', 'use+jenever'],
    ['tulip-haarlem', 'pauw-garden', {}, "I'll just sit here and wait for a bit", 'wait'],
    ['tulip-haarlem', 'pauw-garden', {}, "hang on, what's around me again?", 'look'],
    ['chain-golden-horn', 'chain-tower', {}, 'idk wat to do here', 'help'],
    ['tulip-haarlem', 'heemstede-road', {}, 'w8', 'wait'],
    ['library-burned-twice', 'harbour-steps', {}, 'go est', 'go:warehouses'],
    // Round 36: a Southern organist's dropped g's and 'em ('sleepin'', 'askin'', 'take a look at 'em'), 'somethin's shinin''
    // then 'let me look'; 'what she's supposed to do'; a remark, then 'I'm gonna have to do that again'; sitting a minute,
    // 'a spell', letting him rest; 'that poor kitty… look at him'; 'just this once'; 'what all did I pick up'; a lone
    // '?'; 'Listen to that waterfall' exclaimed before the deed; 'I wanna look'; a trader's ware asked about; a slip in
    // an instrument not carried.
    ['chain-golden-horn', 'blachernae-walls', {}, "Oh, those poor men sleepin' in their armor. I'd like to take a look at 'em, quiet as a church mouse.", 'examine:merlons'],
    ['cloak-law-rock', 'booths', {}, "Somethin's shinin' down in that grass by the wall. Let me look.", 'examine:turf-wall'],
    ['night-market-samarkand', 'caravanserai', {}, "Somethin's glintin' between those silk bales. Let me look in there.", 'search:bales'],
    ['library-burned-twice', 'harbour-steps', {}, "Y'all, I have never done one of these games before. Could somebody tell an old lady what she's supposed to do?", 'help'],
    ['library-burned-twice', 'copyists-cellar', { before: ['attack the looter'] }, "Lord forgive me, I'm gonna have to do that again.", 'attack:looter'],
    ['chain-golden-horn', 'blachernae-walls', {}, "Those drums are makin' me nervous. I'm just gonna sit a minute and catch my breath.", 'wait'],
    ['cloak-law-rock', 'thorgeir-booth', {}, "I'll let him rest. I'm just gonna sit here quiet a spell.", 'wait'],
    ['night-market-samarkand', 'bazaar', {}, 'Oh, that poor kitty in the cage. Let me look at him.', 'examine:cheetah'],
    ['tulip-haarlem', 'tavern', { before: ['take the jenever'] }, "Well, just this once. I'm gonna drink it for my health.", 'use+jenever'],
    ['tulip-haarlem', 'pauw-garden', {}, 'What all did I pick up today, honey?', 'inventory'],
    ['tulip-haarlem', 'hals-studio', {}, '?', 'help'],
    ['cloak-law-rock', 'axe-falls', {}, "Listen to that waterfall, it reminds me of the baptizin' at Shady Grove. I wanna look down in that pool.", 'examine:pool'],
    ['night-market-samarkand', 'bazaar', {}, 'how much does the merchant want for the rippling sword?', 'question:damascus-blade'],
    ['night-market-samarkand', 'bazaar', {}, 'what would the rippling blade cost me', 'question:damascus-blade'],
    ['chain-golden-horn', 'scriptorium', {}, 'break cell door with crowbat', 'missing'],
    // Round 35's questions: 'he' as the subject is the one last met; 'why won't the watch …' is about the watch; a foe's
    // weak spot is the foe's, wherever it is marked; looking at the view through the spyglass uses it.
    ['library-burned-twice', 'copyists-cellar', { before: ['examine the looter'] }, 'is he going to draw that sword?', 'question:looter'],
    ['night-market-samarkand', 'registan', {}, "why won't the watch let anyone through to the scaffolds?", 'question:night-watch'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart'] }, 'where is its weak spot on the chart?', 'question:hour-thief'],
    ['tulip-haarlem', 'st-bavo', { hold: ['spyglass'] }, 'look at view through spyglass', 'use:view+spyglass'],
    // Round 37: a group chat's 'imma', 'finna', 'ight', '… bro'; 'guards got their axes crossed' tells, 'attack them' orders;
    // dictation's names in pieces ('how lure', 'cla vee ho'), 'yalty', 'by the blade', 'hang on wait'; a question, then 'try
    // it' or the deed told as it happens; 'wake up mister!' before a question; 'can I have some' after one; 'let me past';
    // looking through the spyglass at the skater; 'diagnose'; 'go check out' a way; 'yo whats that…'.
    ['library-burned-twice', 'harbour-steps', {}, 'yo whats that lighthouse thing way over there, looks hard ngl', 'question:pharos'],
    ['library-burned-twice', 'harbour-steps', {}, 'ok what do i even do here bro', 'help'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'imma go check out the waterfall', 'go:axe-falls'],
    ['night-market-samarkand', 'registan', {}, 'guards got their axes crossed, sus. attack them', 'attack:night-watch'],
    ['night-market-samarkand', 'rooftop', {}, 'ight imma just wait n see if the stars move', 'wait'],
    ['tulip-haarlem', 'spaarne-quay', {}, 'finna skate south fr', 'go:heemstede-road'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['garden-key', 'skates'] }, 'this guy got the bag fr. gimme the bulb bro', 'talk:bulb-runner'],
    ['cloak-law-rock', 'booths', {}, 'talk to how lure', 'talk:hallur'],
    ['cloak-law-rock', 'runolf-booth', {}, 'untie yalty', 'missing'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax'] }, 'um hang on wait', 'wait'],
    ['night-market-samarkand', 'caravanserai', {}, 'talk to cla vee ho', 'talk:clavijo'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, 'by the damascus blade', 'talk:farrukh'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp', 'bronze-key'], before: ['take the bronze key'] }, 'does it fit the gate? try it', 'go:sappers-tunnel+bronze-key'],
    ['chain-golden-horn', 'chain-tower', {}, 'wake up mister! is it morning?', 'talk:gunner'],
    ['library-burned-twice', 'copyists-cellar', {}, 'did the librarian drop his ring here? look evrywhere', 'search'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['seal-ring', 'lantern'] }, 'does the ring open the owl door? lets try', 'go:stacks+seal-ring'],
    ['library-burned-twice', 'canopic-way', { hold: ['pinakes', 'rope'] }, 'please let me past mister, i only have books', 'talk:captain'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga', 'safe-conduct'] }, 'what are the spice mountains made of? i wanna stick my hand in', 'search:spice-pyramids'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'what is whey? can i have some', 'talk:thorgerd'],
    ['cloak-law-rock', 'booths', { revealed: ['silver-cross'], before: ['examine the turf walls'] }, 'is it a cross? im picking it up', 'take:silver-cross'],
    ['tulip-haarlem', 'st-bavo', { hold: ['spyglass'], before: ['take the spyglass'] }, 'look thru the spyglass at the skater', 'use:view+spyglass'],
    ['night-market-samarkand', 'dome', { hold: ['damascus-blade', 'star-chart'], before: ['attack the hour-thief with the blade'] }, 'diagnose', 'question'],
    // Round 38: a Lagos teacher's Nigerian Pidgin ('Make I …', 'take am', 'wetin I fit do', 'Na crossbow be that', 'don',
    // 'dey', 'Oga'); a speedrunner's chain ('get lan. n', 'x posts; search'): the first link is the deed, and three letters
    // of a long name name it; 'who is the runing man' describes.
    ['chain-golden-horn', 'blachernae-walls', {}, "Ehn, these poor soldiers dey sleep inside their armour, God help them. Make I look under those piled cloaks small", 'search:merlons'],
    ['chain-golden-horn', 'blachernae-walls', {}, "Abeg wetin I fit do for here? I never play this kind game before o", 'help'],
    ['chain-golden-horn', 'blachernae-walls', { revealed: ['crossbow'], before: ['examine the merlons'] }, "Chai! Na crossbow be that under the cloak. Make I take am, the owner dey sleep, he no go vex", 'take:crossbow'],
    ['chain-golden-horn', 'cistern', { hold: ['bronze-key'], before: ['take the bronze key'] }, "Oya, now I get the key, make I open that green gate for the culvert and pass", 'go:sappers-tunnel+bronze-key'],
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['crossbow', 'oil-lamp', 'bronze-key'] }, "Eh God! The soldier don see me with his lamp. Make I shoot am with the crossbow", 'attack:sapper+crossbow'],
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['crossbow'], before: ['shoot the sapper with the crossbow'] }, "He never fall o! Do am again", 'attack:sapper+crossbow'],
    ['library-burned-twice', 'warehouses', { hold: ['wet-cloak', 'lantern'] }, "That crate with the owl stamp never burn finish, make I look inside am", 'search:charred-crates'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['seal-ring', 'stack-map'] }, "I don get the ring now, make I use am open the owl door", 'go:stacks+seal-ring'],
    ['library-burned-twice', 'canopic-way', { hold: ['pinakes'] }, "Oga soldier, good evening. Abeg make I pass, na book I carry, no be gold", 'talk:captain'],
    ['cloak-law-rock', 'axe-falls', {}, "Something dey shine for the pool bottom. Make I look am", 'examine:pool'],
    ['cloak-law-rock', 'law-rock', {}, "who is teh runing man", 'question:runner-news'],
    ['library-burned-twice', 'harbour-steps', {}, "get lan. n", 'take:lantern'],
    ['library-burned-twice', 'harbour-steps', {}, "x posts; search", 'examine:mooring-posts'],
    ['cloak-law-rock', 'axe-falls', {}, "x log. get seax", 'examine:driftwood-log'],
    ['tulip-haarlem', 'tavern', {}, "get jen", 'take:jenever'],

    // Round 39: a Singaporean's Singlish ('got crossbow under the cloak! go and take it lor', 'I want', 'can or not', 'then
    // how', 'see what', 'the wet cloth also I take'); 'don't steal the books' said to the looter; a swipe keyboard's
    // 'firth' and 'earth' alone; 'wait a but'; 'what am I carving'; 'who painted this page?' asks about the page; 'what
    // is Damascus steel?' about the ware; 'listen to the drums' hears them out.
    ['chain-golden-horn', 'blachernae-walls', { revealed: ['crossbow'], before: ['examine the merlons'] }, "got crossbow under the cloak! go and take it lor", 'take:crossbow'],
    ['chain-golden-horn', 'cistern', { hold: ['bronze-key'] }, "paiseh, what I carrying now ah?", 'inventory'],
    ['chain-golden-horn', 'kerkoporta', { hold: ['gate-bar'] }, "then how? what else I can do here", 'help'],
    ['library-burned-twice', 'harbour-steps', {}, "got something tangled at the stone posts, see what", 'examine:mooring-posts'],
    ['library-burned-twice', 'harbour-steps', { revealed: ['wet-cloak'], before: ['search the steps'] }, "the wet cloth also I take lah, can block fire", 'take:wet-cloak'],
    ['library-burned-twice', 'copyists-cellar', {}, "eh soldier boy, don't steal the books lah, put down", 'talk:looter'],
    ['library-burned-twice', 'copyists-cellar', { defeated: ['looter'], revealed: ['seal-ring'], before: ['search the cellar'] }, "wah gold ring on the floor, I want", 'take:seal-ring'],
    ['cloak-law-rock', 'booths', { revealed: ['silver-cross'], before: ['examine the turf walls'] }, "got shiny thing in the grass! go and take", 'take:silver-cross'],
    ['cloak-law-rock', 'axe-falls', { revealed: ['arm-ring'], before: ['examine the pool'] }, "got bright thing at the bottom, I reach in take it", 'take:arm-ring'],
    ['tulip-haarlem', 'st-bavo', {}, "wah can see whole Holland. I take the telescope can or not", 'take:spyglass'],
    ['library-burned-twice', 'harbour-steps', {}, "firth", 'go:hall-of-muses'],
    ['chain-golden-horn', 'blachernae-walls', {}, "earth", 'go:hagia-sophia'],
    ['cloak-law-rock', 'thorgeir-booth', {}, "just wait a but", 'wait'],
    ['night-market-samarkand', 'caravanserai', {}, "what am i carving", 'inventory'],
    ['chain-golden-horn', 'scriptorium', { revealed: ['illuminated-page'], before: ['examine the lectern'] }, "who painted this page?", 'question:illuminated-page'],
    ['night-market-samarkand', 'bazaar', {}, "what is Damascus steel?", 'question:damascus-blade'],
    ['chain-golden-horn', 'blachernae-walls', {}, "listen to drums", 'examine:ottoman-camp'],
    ['cloak-law-rock', 'axe-falls', {}, "listen to waterfall", 'examine:white-rope'],

    // Round 40: a tipsy thumb's held keys ('takkke the lanternnn', 'againn lol', 'barr'), 'bcak'; 'depart' and 'descend'
    // alone; a Chennai banker's 'kindly give me' asked of the one here; 'I am coming to get you out' promises; 'standing still as you are saying' waits.
    ['chain-golden-horn', 'scriptorium', { hold: ['crowbar'] }, "Madam, please do not worry, I am coming to get you out itself", 'talk:theodora'],
    ['library-burned-twice', 'hall-of-muses', {}, "Kindly give me the map of the stacks, I will take care", 'talk:demetria'],
    ['tulip-haarlem', 'hals-studio', {}, "Okay, I am standing still as you are saying", 'wait'],
    ['library-burned-twice', 'harbour-steps', {}, "takkke the lanternnn", 'take:lantern'],
    ['library-burned-twice', 'copyists-cellar', { before: ['attack the legionary looter'] }, "againn lol", 'attack:looter'],
    ['chain-golden-horn', 'chain-tower', {}, "take barr", 'take:gate-bar'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, "buy swordd", 'talk:farrukh'],
    ['night-market-samarkand', 'garden', { hold: ['safe-conduct'] }, "bcak", 'go:bazaar'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'], before: ['attack the hour-thief'] }, "againnn", 'attack:hour-thief'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'], before: ['attack the hour-thief'] }, "run awayy", 'go:scaffolds'],
    ['tulip-haarlem', 'spaarne-quay', {}, "take skatess", 'take:skates'],
    ['library-burned-twice', 'harbour-steps', {}, "depart", 'ask'],
    ['library-burned-twice', 'hall-of-muses', {}, "descend", 'go:copyists-cellar'],
    ['cloak-law-rock', 'everyman-gorge', {}, "depart", 'ask'],

    // Round 41: a Kingston grandmother's Jamaican Patois ('Mi a go pick up di likkle brass lantern', 'Mek mi look inna di net
    // dem', 'Tek di key outta di snake hair', 'Gi him di silver coin'); an autocorrect's 'scripture' and 'arming'; a game
    // master's table: 'I roll again' repeats, 'I demand he give back…' is words with the thief.
    ['library-burned-twice', 'harbour-steps', {}, "Wah gwaan! Look pon all dem ship a burn up. Mi a go pick up di likkle brass lantern deh", 'take:lantern'],
    ['library-burned-twice', 'harbour-steps', {}, "Some net a hang pon dem stone post. Mek mi look inna di net dem by di mooring post", 'search:mooring-posts'],
    ['library-burned-twice', 'harbour-steps', {}, "Mi waan fly over di water go a di lighthouse", 'none'],
    ['library-burned-twice', 'stacks', { hold: ['lantern', 'stack-map'] }, "Mi a go climb up tek down di blue case from di top shelf", 'take:pinakes'],
    ['library-burned-twice', 'stacks', { hold: ['lantern', 'pinakes'], revealed: ['scroll-sappho'], before: ['examine the cedar shelves'] }, "Tek di Sappho song book too, mi nah leave it fi burn", 'take:scroll-sappho'],
    ['library-burned-twice', 'library-roof', { hold: ['pinakes', 'rope'], before: ['take the rope'] }, "Mi a go tie di rope round di brick chimney", 'use:chimney+rope'],
    ['library-burned-twice', 'canopic-way', { hold: ['pinakes', 'rope'] }, "Mi a go tiptoe pass him inna di shadow a di column dem", 'sneak:serapeum-vault'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp'], revealed: ['bronze-key'], before: ['examine the medusa heads'] }, "Tek di key outta di snake hair", 'take:bronze-key'],
    ['chain-golden-horn', 'hagia-sophia', {}, "Bless yuh, Fada. Pray fi mi too", 'talk:priest'],
    ['chain-golden-horn', 'hagia-sophia', {}, "Mek mi look unda di scaffold board dem by di tool", 'search:masons-tools'],
    ['chain-golden-horn', 'scriptorium', { hold: ['crowbar'] }, "Mi a go bruk open di cell door wid di crowbar", 'free:theodora+crowbar'],
    ['chain-golden-horn', 'chain-tower', { hold: ['gate-bar'], revealed: ['greek-fire'], before: ['search the tower'] }, "Tek up di jar, careful careful", 'take:greek-fire'],
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['crossbow', 'gate-bar', 'oil-lamp'] }, "Mi a go shoot him wid di crossbow", 'attack:sapper+crossbow'],
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['crossbow', 'gate-bar', 'oil-lamp'] }, "Mi a go creep pass him up di stair", 'sneak:kerkoporta'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax', 'walking-staff'] }, "Lawd, look pon dis big brute! Mi a go stab him wid di seax", 'attack:berserk+seax'],
    ['cloak-law-rock', 'lava-plain', { hold: ['seax', 'walking-staff'] }, "Mi a go slip round him through di crack dem", 'sneak:drowned-rift'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['seax', 'thor-hammer'], defeated: ['berserk'] }, "Yuh! Inna di blue hood! Gi back di ole man cloak!", 'talk:blue-hood'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['seax', 'thor-hammer', 'thorgeir-cloak'], defeated: ['berserk', 'blue-hood'] }, "Mi get di cloak, mi a go back out di fissure", 'go:lava-plain'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga', 'waterskin'] }, "Poor puss, mi a go let yuh outta di cage", 'none'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'], before: ['talk to farrukh'] }, "Gi him di silver coin", 'talk:farrukh'],
    ['night-market-samarkand', 'registan', { hold: ['damascus-blade'] }, "Mi a go chop dem watchman wid di sword", 'attack:night-watch+damascus-blade'],
    ['night-market-samarkand', 'rooftop', {}, "Mi a go look all bout dis roof", 'search'],
    ['night-market-samarkand', 'garden', { hold: ['safe-conduct'] }, "Mek mi wait likkle till di wrestler dem pass", 'wait'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "Lawd Jesus, a wah dat! Mi a go chop it wid di sword", 'attack:hour-thief+damascus-blade'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "Mi a duck!", 'defend:hour-thief'],
    ['tulip-haarlem', 'spaarne-quay', { hold: ['herring', 'skates'] }, "Wah mi a carry?", 'inventory'],
    ['tulip-haarlem', 'st-bavo', {}, "Mi a go ring di bell", 'none'],
    ['chain-golden-horn', 'hagia-sophia', {}, "Go to the scripture", 'go:scriptorium'],
    ['cloak-law-rock', 'axe-falls', { revealed: ['arm-ring'], before: ['examine the black pool'] }, "Get the arming", 'take:arm-ring'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp'], before: ['search the cistern'] }, "I roll again", 'search'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['seax', 'thor-hammer'] }, "I demand he give back what he stole", 'talk:blue-hood'],

    // Round 42: a Durban mom's 'howzit guys, can I go past?', 'here boet, have my herring', 'let me peep through that brass
    // thing'; 'sorry hey, but what's a Semper Augustus?' asks the game; 'Excuse me, why is the hourglass running upward?' is
    // about the hourglass; 'What may one do here?'; a one-handed 'hw do i kill it' asks; 'who is runing man' describes him.
    ['night-market-samarkand', 'registan', { hold: ['safe-conduct'] }, "howzit guys, can I go past please?", 'talk:night-watch'],
    ['night-market-samarkand', 'rooftop', {}, "let me peep through that brass thing", 'examine:quadrant'],
    ['tulip-haarlem', 'spaarne-quay', { hold: ['herring', 'skates'] }, "here boet, have my herring, it's lekker", 'talk:sailor'],
    ['tulip-haarlem', 'tavern', { hold: ['jenever'], before: ['take the jenever'] }, "sorry hey, but what's a Semper Augustus anyway?", 'question'],
    ['cloak-law-rock', 'law-rock', {}, "who is runing man", 'question:runner-news'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "hw do i kill it", 'question:hour-thief'],
    ['night-market-samarkand', 'caravanserai', {}, "Excuse me, why is the hourglass running upward?", 'question:hourglass'],
    ['night-market-samarkand', 'garden', { hold: ['safe-conduct'] }, "What may one do here?", 'help'],

    // Round 43 (the session's last, scored before these changes): a role-player's emotes ('*runs up the colonnade*',
    // '*saws through the thongs with the seax* "You're free, poet!"', '*does it again, harder!*'): the action between
    // asterisks is the deed, a reaction acted out ('*gulps*') is nothing, a line in quotes is said to someone.
    ['library-burned-twice', 'harbour-steps', {}, "*runs up the colonnade toward the Library!*", 'go:hall-of-muses'],
    ['library-burned-twice', 'copyists-cellar', { defeated: ['looter'], revealed: ['seal-ring'], before: ['search the cellar'] }, "*slips the gold owl ring onto my finger* It fits!", 'take:seal-ring'],
    ['library-burned-twice', 'hall-of-muses', {}, "\"Demetria! The scrolls — where is the catalogue?\"", 'talk:demetria'],
    ['library-burned-twice', 'stacks', { hold: ['seal-ring', 'stack-map'] }, "*reaches up on tiptoe for the blue faience case*", 'take:pinakes'],
    ['chain-golden-horn', 'blachernae-walls', { revealed: ['crossbow'], before: ['examine the merlons'] }, "*hefts the crossbow* \"Forgive me, signore, I need this more than you.\"", 'take:crossbow'],
    ['chain-golden-horn', 'scriptorium', { hold: ['oil-lamp'] }, "*lifts the cloth off the lectern*", 'search:lectern'],
    ['cloak-law-rock', 'booths', {}, "*squints at the turf wall* ooh, something shiny!", 'examine:turf-wall'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['seax'] }, "*saws through the walrus-hide thongs with the seax* \"You're free, poet!\"", 'free:hjalti+seax'],
    ['cloak-law-rock', 'thorgeir-booth', { hold: ['thorgeir-cloak'] }, "*drapes the grey cloak gently over the sleeping-bench* \"Rest now, lawspeaker.\"", 'use:sleeping-bench+thorgeir-cloak'],
    ['cloak-law-rock', 'axe-falls', {}, "*rolls up my sleeve and reaches into the icy pool*", 'search:pool'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, "*sticks my hand into the warm saffron pyramid*", 'search:spice-pyramids'],
    ['night-market-samarkand', 'rooftop', {}, "\"Little prince! What do the stars say tonight?\"", 'talk:ulugh-beg'],
    ['night-market-samarkand', 'well-prison', { hold: ['prison-key'] }, "*unlocks the cell with a clank* \"Nasrin, you're free!\"", 'free:nasrin+prison-key'],
    ['night-market-samarkand', 'dome', { hold: ['star-chart', 'damascus-blade'] }, "*gulps* what IS that thing?!", 'question:hour-thief'],
    ['tulip-haarlem', 'tavern', { hold: ['jenever'] }, "*crawls under the auction table*", 'search:auction-table'],
    ['tulip-haarlem', 'tavern', { hold: ['jenever'] }, "*knocks back the jenever* To courage!", 'use+jenever'],
    ['tulip-haarlem', 'grote-markt', {}, "*grabs Kees by the collar* \"Gotcha, thief!\"", 'attack:cutpurse'],
    ['tulip-haarlem', 'grote-markt', { before: ['attack the cutpurse'] }, "*does it again, harder!*", 'attack:cutpurse'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['skates', 'garden-key'] }, "*waits dramatically, tapping my foot*", 'wait'],

    // Rounds 44 and 45 (scored before these): 'masons' tools look abandoned' tells, it does not look; '…, so that's where I'm
    // off to' goes the way just named; 'crawling underneath to look' searches under what the sentence named.
    ['chain-golden-horn', 'hagia-sophia', {}, "Those masons' tools look abandoned, I'm going to poke about under the scaffold boards where they're lying", 'search:masons-tools'],
    ['chain-golden-horn', 'hagia-sophia', { before: ["search the masons' tools"] }, "I can hear someone swearing beyond the cloister door, so that's where I'm off to", 'go:scriptorium'],
    ['tulip-haarlem', 'tavern', {}, "Something round is lying under the auction table, I'm crawling underneath to look, excuse me gentlemen", 'search:auction-table'],
    // The first corpus: 'count the stars with the prince' is done beside him, not with a thing the player lacks.
    ['night-market-samarkand', 'rooftop', {}, 'count the stars with the prince', 'talk:ulugh-beg'],

    // Round 46 (scored before these): a name said outright is not rivalled by one only come near ('track', not 'cracks');
    // 'with' and a thing here describes what words naming nothing meant; a word of size before a name opens no deed;
    // a feeling or a remark about a thing, then 'let me look', looks at it; a request, then a plan, is the request;
    // 'great, got the key.' is no greeting; 'is he going to…' with no one met is the one here; 'so they let me through'
    // asks nothing; reading by flipping through; 'what's left for me to do'; 'wich'; 'what's that X doing'; a group called
    // before a question; 'is it warm by the fire'; 'd' where the room's text sends one way down.
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff', 'whey-skin', 'seax', 'arm-ring'] }, 'x track', 'examine:track'],
    ['tulip-haarlem', 'grote-markt', { defeated: ['cutpurse'] }, "I'll try the door with paint on the step, maybe it's an artist", 'go:hals-studio'],
    ['chain-golden-horn', 'chain-tower', { hold: ['oil-lamp', 'crossbow', 'crowbar', 'illuminated-page'] }, 'let me have a look at the big wheel thing with the chain', 'examine:capstan'],
    ['night-market-samarkand', 'bazaar', { revealed: ['bead-amber'], before: ['examine the spice pyramids'] }, "ooh, a little amber bead with a sun in it, I'm taking it", 'take:bead-amber'],
    ['tulip-haarlem', 'hals-studio', { hold: ['skates'] }, 'oh I love the painting, let me take a closer look', 'examine:easel'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['walking-staff'] }, 'that carved face on the post is creepy, let me look', 'examine:carved-post'],
    ['night-market-samarkand', 'caravanserai', {}, "could I have that safe-conduct, please? I'll look for Nasrin", 'talk:clavijo'],
    ['night-market-samarkand', 'rooftop', { hold: ['prison-key', 'bead-amber', 'bead-jade'] }, "could I have your star chart? I'll go get the thing that's eating the hours", 'talk:ulugh-beg'],
    ['night-market-samarkand', 'garden', { hold: ['prison-key', 'waterskin'] }, 'great, got the key. back west to the market', 'go:bazaar'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern', 'wet-cloak', 'scroll-eratosthenes'] }, 'is he going to draw his sword on me?', 'question:looter'],
    ['library-burned-twice', 'canopic-way', { hold: ['lantern', 'scroll-eratosthenes'] }, 'will he let me past with the scrolls?', 'question:captain'],
    ['night-market-samarkand', 'registan', { hold: ['prison-key', 'waterskin'] }, "I'll show the guards my safe-conduct so they let me through", 'missing'],
    ['tulip-haarlem', 'counting-house', { hold: ['skates'] }, 'let me flip through these ledgers', 'examine:ledgers'],
    ['library-burned-twice', 'serapeum-vault', { hold: ['lantern'] }, "what's left for me to do?", 'help'],
    ['night-market-samarkand', 'bazaar', { hold: ['safe-conduct', 'waterskin', 'silver-tanga'] }, 'wich way is the prison', 'question:well-prison'],
    ['cloak-law-rock', 'everyman-gorge', {}, "what's that staff doing in the rock?", 'question:walking-staff'],
    ['library-burned-twice', 'canopic-way', { hold: ['lantern'] }, "what's that soldier doing standing in the middle of the street?", 'question:captain'],
    ['night-market-samarkand', 'registan', { hold: ['waterskin'] }, 'gentlemen, may I pass to the mosque?', 'talk:night-watch'],
    ['tulip-haarlem', 'tavern', { hold: ['skates', 'herring'], revealed: ['bulb-admiral'], before: ['examine the auction table'] }, 'is it warm by the fire?', 'question:fire'],
    ['night-market-samarkand', 'bazaar', { hold: ['waterskin', 'safe-conduct', 'silver-tanga'] }, 'd', 'go:well-prison'],

    // Round 47 (scored before these): a thing pointed out, then 'I'll take it', is the one lying here, not one carried;
    // 'I have to look at…' is a deed owed; 'take the stairs up to…' is a way; 'introduce myself'; 'snake past'; 'look
    // through it' just after taking the spyglass; 'ok I'll stand still so he can paint me'; 'do I have the key now?'
    // asks about the key; 'I'd love the map' asks the one who gives it.
    ['tulip-haarlem', 'tavern', { hold: ['skates', 'jenever'], revealed: ['bulb-admiral'], before: ['examine the auction table'] }, "hey, that's a tulip bulb on the floor, I'll take it", 'take:bulb-admiral'],
    ['tulip-haarlem', 'tavern', { hold: ['skates', 'bulb-general', 'bulb-viceroy', 'jenever'], revealed: ['bulb-admiral'], before: ['examine the auction table'] }, "oh a tulip bulb! I'll take it", 'take:bulb-admiral'],
    ['library-burned-twice', 'stacks', { hold: ['lantern', 'scroll-eratosthenes'], before: ['examine the cedar shelves'] }, 'Sappho!! I have to take that scroll too', 'take:scroll-sappho'],
    ['chain-golden-horn', 'hagia-sophia', { hold: ['oil-lamp'] }, 'wow, I have to look up at that dome', 'examine:dome'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern'], before: ['search the cellar'] }, "I'll take the stairs up to the reading halls", 'go:hall-of-muses'],
    ['night-market-samarkand', 'caravanserai', {}, "I'll walk over to the man arguing with the hourglass and introduce myself", 'talk:clavijo'],
    ['night-market-samarkand', 'registan', {}, 'snake past the guards', 'sneak:scaffolds'],
    ['tulip-haarlem', 'st-bavo', { hold: ['spyglass'], before: ['take the spyglass'] }, 'look through it', 'use+spyglass'],
    ['tulip-haarlem', 'hals-studio', {}, "ok I'll stand still so he can paint me", 'wait'],
    ['night-market-samarkand', 'garden', { hold: ['prison-key', 'waterskin'] }, 'do I have the prison key now?', 'question:prison-key'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['lantern', 'wet-cloak'] }, "oh thank you, yes I'd love the map", 'talk:demetria'],

    // Round 48 (scored before these): a plea to pass, whatever follows it; 'back to the market' from the garden; 'w back
    // to steps'; 'hold still for him'; 'I'd love those straps'; 'excuse me, could I have a bowl of that stew?'; following
    // the tracks goes the way they lead; 'hand over the bag', 'giv back the cloak'; 'what's special about…', '… good for?',
    // 'what's cooking in the pot?', 'what's at the end of the street?'; a 'who' about a statue, or someone in a painting.
    ['library-burned-twice', 'canopic-way', { hold: ['lantern', 'scroll-eratosthenes'] }, 'let me pass pls im just a scholar', 'talk:captain'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff'] }, "big man, let me by, the war isn't today", 'talk:berserk'],
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['crossbow'] }, "Please, I don't want to fight you. Will you let me pass?", 'talk:sapper'],
    ['night-market-samarkand', 'garden', { hold: ['prison-key'] }, 'Okay, back to the market', 'go:bazaar'],
    ['library-burned-twice', 'warehouses', { hold: ['lantern'], before: ['examine the charred crates'] }, 'w back to steps', 'go:harbour-steps'],
    ['tulip-haarlem', 'hals-studio', {}, "Fine, I'll hold still for him", 'wait'],
    ['cloak-law-rock', 'law-rock', {}, "Oh, thanks, I'd love those straps!", 'talk:snorri'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['walking-staff'] }, 'Excuse me, could I have a bowl of that stew?', 'talk:kalf'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff'] }, 'Let me follow the footprints to that blue crack', 'go:drowned-rift'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff'] }, 'follow the tracks s', 'go:drowned-rift'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['skates'] }, 'hand over the bag', 'talk:bulb-runner'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['walking-staff'] }, 'giv back thorgeirs cloak', 'talk:blue-hood'],
    ['night-market-samarkand', 'bazaar', { hold: ['silver-tanga'] }, "what's special about the rippling sword?", 'question:damascus-blade'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'what is sour whey good for?', 'question:whey-skin'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['walking-staff'] }, "what's cooking in the pot?", 'question:hearth'],
    ['library-burned-twice', 'canopic-way', { hold: ['lantern', 'scroll-eratosthenes'] }, "what's at the end of the street?", 'question:serapeum-vault'],
    ['tulip-haarlem', 'hals-studio', {}, 'who is the laughing woman in the painting?', 'question:easel'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['lantern'] }, 'Who is the statue holding the scroll?', 'question:muses'],

    // Round 49 (scored before these): a thing exclaimed at, then 'let me look'; 'let me look around' after a remark looks
    // round; 'check what I've got'; 'but I'm taking it'; 'poor' is no 'parry', and 'is the cheetah ok?' asks; going up to
    // look at a way, or checking out a booth, takes it; 'bakc'; 'why r they blocking the way'; 'who's inside the tavern?';
    // a captive called by name is asked; 'the rock walls' are walls; going around him sneaks; 'search the water' searches.
    ['tulip-haarlem', 'pauw-garden', {}, 'ooh mirrors! let me look', 'examine:mirrors'],
    ['tulip-haarlem', 'hals-studio', {}, "ooh the painting's still wet, let me look", 'examine:easel'],
    ['library-burned-twice', 'harbour-steps', {}, 'whoa ok the ships are literally on fire. let me look around first', 'look'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern'] }, "let me check what I've got so far", 'inventory'],
    ['chain-golden-horn', 'chain-tower', { hold: ['oil-lamp'], revealed: ['greek-fire'], before: ['search the tower'] }, "greek fire?? ok that's scary but I'm taking it", 'take:greek-fire'],
    ['night-market-samarkand', 'bazaar', {}, 'poor kitty. is the cheetah ok?', 'question:cheetah'],
    ['cloak-law-rock', 'everyman-gorge', {}, "I'll go up and look at the waterfall", 'go:axe-falls'],
    ['cloak-law-rock', 'booths', {}, "I'll check out the booth with the red shield", 'go:runolf-booth'],
    ['library-burned-twice', 'warehouses', { hold: ['lantern'] }, 'bakc west', 'go:harbour-steps'],
    ['night-market-samarkand', 'registan', {}, 'why r they blocking the way', 'question:night-watch'],
    ['tulip-haarlem', 'spaarne-quay', { before: ['give the herring to the sailor'] }, "who's inside the tavern?", 'question:tavern'],
    ['tulip-haarlem', 'counting-house', { hold: ['thief-sketch'] }, 'Pieter, may I let you out?', 'talk:pieter'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'why are the rock walls split like that?', 'question:basalt-wall'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff'] }, "YIKES he's eating his shield. ok I'll go around him through the cracks", 'sneak:drowned-rift'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp'], before: ['examine the upside-down Medusa'] }, 'search the water', 'search'],

    // Round 50 (scored before these): greeted, the one here free to answer; 'may I have a skin of whey?'; 'e 2', 'bak
    // out', 'back s'; 'Hey, I'll watch the juggler'; 'browse the stall'; 'I'm going for him'; 'raise my guard'; a careful
    // look round searches, a look round 'again' looks; 'What an amazing canyon' asks nothing; 'I want to take a look' after
    // a question; 'the huts by the river'; 'the whole country'; 'that light far off'; 'another hour-bead'.
    ['cloak-law-rock', 'runolf-booth', { hold: ['walking-staff'] }, "Hi there, I won't tell anyone, promise. Is that okay?", 'talk:kalf'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'may I have a skin of whey?', 'talk:thorgerd'],
    ['library-burned-twice', 'harbour-steps', { before: ['search'] }, 'e 2 warehoises', 'go:warehouses'],
    ['chain-golden-horn', 'scriptorium', { hold: ['oil-lamp'], before: ['examine the lectern'] }, 'bak out', 'go:hagia-sophia'],
    ['chain-golden-horn', 'chain-tower', { hold: ['oil-lamp'], before: ['search'] }, 'back s', 'go:hagia-sophia'],
    ['night-market-samarkand', 'registan', {}, "Hey, I'll watch the juggler for a bit", 'examine:juggler'],
    ['tulip-haarlem', 'grote-markt', {}, 'Let me browse the bulb stall for a moment', 'examine:bulb-stall'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['walking-staff'] }, "That man has the cloak! I'm going for him", 'attack:blue-hood'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff'] }, 'raise my guard against the berserk', 'defend:berserk'],
    ['chain-golden-horn', 'chain-tower', { hold: ['oil-lamp'] }, "I'm going to carefully look around the tower", 'search'],
    ['chain-golden-horn', 'kerkoporta', { hold: ['oil-lamp'] }, 'Hmm, let me look around here again', 'look'],
    ['cloak-law-rock', 'everyman-gorge', {}, 'What an amazing canyon, I want to look at these rock walls', 'examine:basalt-wall'],
    ['library-burned-twice', 'harbour-steps', {}, 'Oh no, are those ships on fire?? I want to take a look', 'examine:burning-fleet'],
    ['cloak-law-rock', 'everyman-gorge', {}, "Let's go down to the huts by the river", 'go:booths'],
    ['tulip-haarlem', 'st-bavo', {}, "I'll look out over the whole country", 'examine:view'],
    ['library-burned-twice', 'harbour-steps', { hold: ['lantern'] }, "what's that light far off to the east?", 'question:pharos'],
    ['night-market-samarkand', 'rooftop', { hold: ['bead-amber', 'bead-jade'], revealed: ['bead-lapis'], before: ['search the roof'] }, 'is that another hour-bead?', 'question:bead-lapis'],

    // Round 51 (scored before these): waiting to see if he wanders off; slipping out with no foe is going; reaching in to
    // grab a thing; 'let me try that again'; going at him with a knife; popping into the studio; looking round the garden
    // of the Pauw garden; the scroll he dropped; 'dwnstairs'; the Sultan's tent; whose booth, who lives in the booth; the
    // woman on the easel.
    ['library-burned-twice', 'canopic-way', { hold: ['lantern', 'wet-cloak', 'pinakes', 'scroll-sappho', 'scroll-eratosthenes', 'rope'] }, "I'll just wait here a moment and see if he wanders off", 'wait'],
    ['cloak-law-rock', 'runolf-booth', { hold: ['walking-staff', 'whey-skin', 'peace-straps', 'seax'], freed: ['hjalti'] }, "Let's slip back out to the row of booths", 'go:booths'],
    ['cloak-law-rock', 'axe-falls', { hold: ['walking-staff', 'whey-skin', 'seax'], revealed: ['arm-ring'], before: ['examine the pool'] }, "Brr! I'm reaching in to grab that arm-ring", 'take:arm-ring'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff', 'whey-skin', 'seax', 'arm-ring'], before: ['stab the berserk with the seax'] }, "He's still coming, let me try that again!", 'attack:berserk+seax'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['walking-staff', 'whey-skin', 'seax', 'arm-ring', 'thor-hammer'] }, "He won't listen, so I'm going at him with my knife", 'attack:blue-hood+seax'],
    ['tulip-haarlem', 'grote-markt', { hold: ['skates', 'bulb-admiral'] }, "I'm going to pop into the painter's studio", 'go:hals-studio'],
    ['tulip-haarlem', 'pauw-garden', { hold: ['skates', 'bulb-admiral', 'bulb-general', 'spyglass', 'bulb-viceroy', 'garden-key', 'semper-augustus'] }, "Let me look around the garden", 'look'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern', 'wet-cloak', 'scroll-eratosthenes', 'scroll-aristarchus'], defeated: ['looter'], revealed: ['seal-ring'], before: ['attack the legionary', 'search the room'] }, "read the scroll he dropped", 'examine:scroll-aristarchus'],
    ['library-burned-twice', 'hall-of-muses', { hold: ['lantern'] }, "go dwnstairs", 'go:copyists-cellar'],
    ['chain-golden-horn', 'blachernae-walls', { revealed: ['crossbow'], before: ['examine the merlons'] }, "which one is the Sultan's tent?", 'question:ottoman-camp'],
    ['tulip-haarlem', 'hals-studio', { hold: ['skates', 'herring', 'bulb-general', 'spyglass'] }, "who's the laughing woman on the easel?", 'question:easel'],
    ['cloak-law-rock', 'booths', { hold: ['walking-staff', 'whey-skin'], revealed: ['silver-cross'], before: ['examine the turf walls'] }, "whose booth is the one with the red shield?", 'question:runolf-booth'],
    ['cloak-law-rock', 'booths', { hold: ['walking-staff', 'whey-skin'], revealed: ['silver-cross'], before: ['examine the turf walls'] }, "who lives in the little old booth at the end?", 'question:thorgeir-booth'],

    // Round 52 (scored before these): through a door with no verb; peeking into a booth; black cliffs, then 'take a look';
    // down into the blue crack; what the room looked like; 'can we just talk?'; officers called; up to the scaffolding;
    // strapping on skates; 'downstiars'; the crosbow guy; thanks for the straps; a bare 'hatch' on the roof; putting the
    // sailor right; the drumming; a trade offered as a question.
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern', 'wet-cloak', 'scroll-eratosthenes'] }, "Whoa, a soldier! Um, hi, I'm not here to hurt anybody. Can we just talk?", 'talk:looter'],
    ['chain-golden-horn', 'hagia-sophia', { hold: ['oil-lamp', 'crossbow'], revealed: ['crowbar'] }, "Okay, through the little door to the monastery", 'go:scriptorium'],
    ['night-market-samarkand', 'registan', { hold: ['waterskin', 'damascus-blade', 'bead-amber', 'prison-key'] }, "Um, excuse me, officers, could I get through to the mosque?", 'talk:night-watch'],
    ['night-market-samarkand', 'registan', { hold: ['waterskin', 'damascus-blade', 'bead-amber', 'prison-key', 'bead-jade', 'star-chart', 'bead-lapis'], defeated: ['night-watch'] }, "Up to the scaffolding!", 'go:scaffolds'],
    ['tulip-haarlem', 'spaarne-quay', { hold: ['skates', 'bulb-general', 'spyglass', 'strongroom-key', 'garden-key', 'bulb-viceroy', 'bulb-admiral'] }, "I'll strap on the skates", 'use+skates'],
    ['cloak-law-rock', 'everyman-gorge', {}, "These black cliffs are amazing, let me take a look", 'examine:basalt-wall'],
    ['cloak-law-rock', 'booths', { hold: ['whey-skin', 'walking-staff', 'peace-straps', 'silver-cross'] }, "Let's peek into the one with the red shield", 'go:runolf-booth'],
    ['cloak-law-rock', 'lava-plain', { hold: ['whey-skin', 'walking-staff', 'peace-straps', 'silver-cross', 'seax', 'arm-ring', 'thor-hammer'], defeated: ['berserk'] }, "Down into the blue crack", 'go:drowned-rift'],
    ['cloak-law-rock', 'thorgeir-booth', { hold: ['whey-skin', 'walking-staff', 'peace-straps', 'silver-cross', 'seax', 'arm-ring', 'thor-hammer', 'thorgeir-cloak'] }, "What did this room look like again?", 'look'],
    ['library-burned-twice', 'library-roof', { hold: ['lantern', 'wet-cloak', 'stack-map', 'seal-ring', 'scroll-eratosthenes', 'pinakes', 'scroll-sappho', 'rope'] }, "hatch", 'go:stacks'],
    ['chain-golden-horn', 'blachernae-walls', {}, "talk to crosbow guy", 'talk:bartolomeo'],
    ['chain-golden-horn', 'blachernae-walls', { hold: ['oil-lamp'], revealed: ['crossbow'], before: ['examine the merlons'] }, "go downstiars", 'go:cistern'],
    ['tulip-haarlem', 'spaarne-quay', {}, "thats a tulip not an onion", 'talk:sailor'],
    ['cloak-law-rock', 'law-rock', { hold: ['walking-staff', 'whey-skin', 'peace-straps'] }, "thx 4 the straps", 'talk:snorri'],
    ['chain-golden-horn', 'blachernae-walls', {}, "what's that drumming?", 'question:ottoman-camp'],
    ['night-market-samarkand', 'bazaar', { hold: ['waterskin', 'safe-conduct', 'silver-tanga'] }, "would you take this silver tanga for the damascus blade?", 'talk:farrukh'],

    // Round 54 (scored before these) and the rounds before it: a bare 'grab' with two things lying here asks which; 'bck' is
    // back; jumping to the side is out of a blow's way; a thing someone here carries, named outright, is asked about, not its
    // carrier; of things the words name about as well, the one whose own text says what is asked ('is the paint still wet?').
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp'], revealed: ['bronze-key', 'votive-coin'], before: ['examine the medusa heads', 'search the room'] }, "grab", 'ask'],
    ['tulip-haarlem', 'pauw-garden', { hold: ['skates', 'semper-augustus'] }, "go bck", 'go:heemstede-road'],
    ['chain-golden-horn', 'chain-tower', { hold: ['oil-lamp', 'crossbow', 'crowbar', 'gate-bar'], revealed: ['greek-fire'], before: ['search the room'] }, "bck south", 'go:hagia-sophia'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff', 'seax', 'arm-ring'] }, "He's charging me! I'll jump to the side!", 'defend:berserk'],
    ['tulip-haarlem', 'hals-studio', { hold: ['skates', 'herring'] }, "is the paint still wet?", 'question:easel'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['whey-skin', 'walking-staff', 'peace-straps', 'silver-cross', 'seax', 'arm-ring', 'thor-hammer'] }, "is that Thorgeir's cloak under his knee?", 'question:thorgeir-cloak'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['skates', 'bulb-admiral', 'bulb-general', 'bulb-viceroy', 'spyglass', 'garden-key'] }, "is the Semper Augustus in that bag?", 'question:semper-augustus'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['walking-staff', 'silver-cross', 'seax', 'arm-ring', 'thor-hammer'] }, "is that grey bundle Thorgeir's cloak?", 'question:thorgeir-cloak'],
    // A deed of the hands with nothing in them, done to a thing that takes nothing and tests nothing, comes to nothing
    // (turning the capstan, putting out the fire, ringing the bell, feeding the carp, petting the cheetah); 'it's time to'
    // is the deed whose time it is; 'in there' with a thing in hand is the one thing here that takes things.
    ['chain-golden-horn', 'chain-tower', { hold: ['oil-lamp', 'crossbow', 'bronze-key', 'votive-coin', 'crowbar'] }, "turn capstan", 'none'],
    ['library-burned-twice', 'warehouses', { hold: ['lantern', 'wet-cloak'] }, "put out the fire", 'none'],
    ['tulip-haarlem', 'st-bavo', {}, "I'll ring the bell, let them know I'm up here", 'none'],
    ['chain-golden-horn', 'cistern', { hold: ['oil-lamp', 'crossbow'] }, "the fish are so cute, I'll feed them", 'none'],
    ['night-market-samarkand', 'bazaar', { hold: ['waterskin', 'safe-conduct', 'silver-tanga'] }, "Aww, poor cheetah, I want to pet it", 'none'],
    ['cloak-law-rock', 'law-rock', { hold: ['walking-staff', 'peace-straps'] }, "Things are getting scary, I think it's time to use the peace-straps.", 'use+peace-straps'],
    ['library-burned-twice', 'serapeum-vault', { hold: ['lantern', 'wet-cloak', 'scroll-eratosthenes', 'seal-ring', 'stack-map', 'pinakes', 'scroll-sappho'] }, "I'll put the Sappho scroll in there too", 'use:sealed-ark+scroll-sappho'],
    ['tulip-haarlem', 'pauw-garden', { hold: ['skates', 'bulb-admiral', 'bulb-general', 'spyglass', 'strongroom-key', 'garden-key', 'bulb-viceroy', 'semper-augustus'] }, "can I plant the other bulbs there too?", 'question:flower-bed'],
    // ('lock at lectern' is a look by a slip, as before.)
    ['chain-golden-horn', 'scriptorium', {}, "lock at lectern", 'examine:lectern'],
    // How long is no part of a deed ('look around for a minute'), and 'once more' is no search; a condition ends where the
    // player's own deed begins ('If he swings at me I'm ducking'); getting around someone is no request of them; a word
    // that is another thing's own name is no slip for what is carried ('sketch' is not the skates).
    ['chain-golden-horn', 'hagia-sophia', { hold: ['oil-lamp', 'crossbow'] }, "it's so beautiful in here. I'll just look around for a minute", 'look'],
    ['cloak-law-rock', 'drowned-rift', { hold: ['walking-staff', 'seax', 'arm-ring', 'whey-skin', 'peace-straps', 'silver-cross', 'thorgeir-cloak'], defeated: ['blue-hood'] }, "got the cloak! let me look around once more", 'look'],
    ['library-burned-twice', 'copyists-cellar', { hold: ['lantern', 'wet-cloak', 'scroll-eratosthenes'] }, "If he swings at me I'm ducking out of the way", 'defend:looter'],
    ['cloak-law-rock', 'lava-plain', { hold: ['walking-staff', 'whey-skin', 'peace-straps', 'silver-cross', 'seax', 'arm-ring'] }, "can I get around him through the fissures?", 'question:fissures'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['skates', 'bulb-admiral', 'bulb-general', 'bulb-viceroy', 'garden-key', 'spyglass'] }, "show him the sketch", 'missing'],
    // 'where does the door go?' with two doors asks which, for free; 'this booth' inside a booth is the room, answered by
    // what here speaks of it; the scaffold the room's text names.
    ['cloak-law-rock', 'booths', {}, "where does the door go?", 'ask'],
    ['tulip-haarlem', 'grote-markt', {}, "where does the door go?", 'ask'],
    ['cloak-law-rock', 'thorgeir-booth', { hold: ['walking-staff', 'whey-skin', 'peace-straps', 'silver-cross'] }, "how old is this booth?", 'question:flowers'],
    ['chain-golden-horn', 'hagia-sophia', { hold: ['oil-lamp', 'crossbow'] }, "look under the scafold", 'search:masons-tools'],
    ['night-market-samarkand', 'bazaar', { hold: ['safe-conduct', 'silver-tanga', 'waterskin'] }, "where does that road go?", 'ask'],
    // A word that is the very name of someone of this Timeline not here is no slip for a name here ('Thorgeir' is not
    // Thorgerd); a question's own word is no slip for a name ('why' is not the whey-wife).
    ['cloak-law-rock', 'everyman-gorge', {}, "talk to Thorgeir", 'none'],
    ['cloak-law-rock', 'everyman-gorge', { hold: [] }, "why is the gorge splitting?", 'question:basalt-wall'],
    ['cloak-law-rock', 'everyman-gorge', {}, "why is the gorge splitting apart?", 'question:basalt-wall'],
    // 'he' with no one else here, once the foe here is beaten, is that foe; 'it' after a blow is the creature just fought.
    ['chain-golden-horn', 'sappers-tunnel', { hold: ['oil-lamp', 'crossbow', 'crowbar', 'illuminated-page', 'gate-bar', 'greek-fire', 'bronze-key', 'votive-coin'], defeated: ['sapper'] }, "is he dead?", 'question:sapper'],
    ['night-market-samarkand', 'dome', { hold: ['waterskin', 'damascus-blade', 'bead-amber', 'prison-key', 'bead-jade', 'star-chart', 'bead-lapis', 'mason-rope'], before: ['attack the hour-thief'] }, "is it hurt?", 'question:hour-thief'],

    // Round 55 (scored before these): how the player feels is the scene, not a deed ('I feel a bit beat up', 'I'm freezing');
    // enjoying the quiet is waiting; 'let me see if I can' is the deed tried.
    ['cloak-law-rock', 'everyman-gorge', { hold: ['walking-staff', 'whey-skin'] }, "I feel a bit beat up, so I'll drink some of that sour whey.", 'use+whey-skin'],
    ['tulip-haarlem', 'tavern', { hold: ['skates', 'jenever'], revealed: ['bulb-admiral'], before: ['take the jenever', 'look under the auction table'] }, "Time to drink that jenever, I'm freezing.", 'use+jenever'],
    ['tulip-haarlem', 'heemstede-road', { hold: ['skates', 'garden-key'] }, "Let me see if I can slip past him to the gate.", 'sneak:pauw-garden'],
    ['tulip-haarlem', 'pauw-garden', { hold: ['skates', 'garden-key', 'semper-augustus'], defeated: ['bulb-runner'] }, "I think I'll just wait here a moment and enjoy the quiet.", 'wait'],
    // 'Hey, stop that!' is a cry to the pickpocket, not a hand laid on him ('stop that thief' is); 'I'll start by picking up'
    // is the deed begun with.
    ['tulip-haarlem', 'grote-markt', { hold: ['skates', 'bulb-admiral'] }, "that skinny guy is pickpocketing people! hey, stop that!", 'talk:cutpurse'],
    ['library-burned-twice', 'harbour-steps', {}, "Hi! I'm new at this. I guess I'll start by picking up that brass lantern, it looks handy.", 'take:lantern'],
    ['tulip-haarlem', 'grote-markt', { hold: ['skates'] }, "That thin guy is picking pockets! Hey, stop that!", 'talk:cutpurse'],
    ['tulip-haarlem', 'grote-markt', {}, "stop that thief", 'attack:cutpurse'],
    // A thing lying here that the words only come near by what is said of it is no thing a deed of the hands is done to
    // ('put out the fire' on the harbour steps used to take the lantern, whose text speaks of fire).
    ['library-burned-twice', 'harbour-steps', {}, "put out the fire", 'none'],
  ];
  it.each(cases)('%s/%s: "%s"', (dungeon, room, setup, text, deed) => {
    const t = DUNGEONS.find((d) => d.dungeon_id === dungeon)!;
    const got = deedOf(t, blindState(t, { room, setup }), text);
    expect(matches(deed, got), `${text} → ${got}`).toBe(true);
  });
});
