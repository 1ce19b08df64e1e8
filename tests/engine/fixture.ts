/** A tiny dungeon that exercises every rule in few moves: the engine tests' laboratory. */
import type { DungeonSeed } from '../../server/content/dungeon-types';

export const vault: DungeonSeed = {
  dungeon_id: 'test-vault',
  name: 'The Test Vault',
  description: 'A vault built for testing.',
  art: 'test',
  creator: 'tests',
  is_premium: false,
  type: 'structured',
  actions: 20,
  start: 'hall',
  trackers: [{ key: 'health', name: 'Health', icon: 'heart', description: 'Health.', start: 6, max: 6, fatalAtZero: true }],
  rooms: [
    {
      key: 'hall',
      name: 'The Hall',
      description: 'A hall with a statue.',
      exits: [
        {
          to: 'vault-room',
          label: 'the iron door',
          aliases: ['north', 'door'],
          locked: {
            item: 'key',
            check: { skill: 'Athletics', difficulty: 15, success: 'You force the door.', failure: 'The door holds.' },
            text: 'The iron door is locked.',
            unlockText: 'The door opens.',
          },
        },
        { to: 'pit', label: 'the ledge east', aliases: ['east', 'ledge'] },
        { to: 'arena', label: 'the arch south', aliases: ['south', 'arch'] },
      ],
      items: [
        { key: 'lantern', name: 'Brass Lantern', icon: 'lantern', publicDescription: 'A lantern.' },
        { key: 'key', name: 'Iron Key', icon: 'key', publicDescription: 'A key.', hidden: 'search' },
      ],
      features: [{ key: 'statue', name: 'Statue of Thoth', aliases: ['statue'], description: 'Thoth, ibis-headed.' }],
      characters: [
        {
          key: 'prisoner',
          name: 'the Prisoner',
          icon: 'prisoner',
          lines: ['Help me!', 'Thank you.'],
          captive: { requires: 'key', captiveText: 'The prisoner is chained.', freedText: 'The chains fall.' },
        },
      ],
    },
    {
      key: 'pit',
      name: 'The Pit',
      description: 'A ledge over a drop.',
      exits: [{ to: 'hall', label: 'the ledge west', aliases: ['west'] }],
      hazard: {
        key: 'drop',
        name: 'the crumbling ledge',
        kind: 'skill',
        avoidedBy: 'lantern',
        avoidedText: 'Your lantern shows the crumbling edge.',
        check: { skill: 'Athletics', difficulty: 30, success: 'You leap clear.', failure: 'You fall.', onFail: { deadly: true } },
      },
    },
    {
      key: 'arena',
      name: 'The Arena',
      description: 'Sand and a golem.',
      exits: [{ to: 'hall', label: 'the arch north', aliases: ['north'] }],
      foes: [
        { key: 'golem', name: 'the Clay Golem', icon: 'golem', aliases: ['golem'], description: 'A clay golem.', hp: 1, defense: 2, attack: 2, damage: 1, defeatedText: 'The golem crumbles.', drops: ['golem-heart'] },
      ],
    },
    {
      key: 'vault-room',
      name: 'The Vault',
      description: 'An altar waits.',
      milestone: 'Halfway there.',
      exits: [{ to: 'hall', label: 'the iron door', aliases: ['south', 'door'] }],
      features: [{ key: 'altar', name: 'altar', description: 'An altar with a lamp-shaped hollow.', use: { item: 'lantern', text: 'The lantern fits the hollow.' } }],
    },
  ],
  items: [{ key: 'golem-heart', name: 'Golem Heart', icon: 'heart-stone', publicDescription: 'A clay heart.' }],
  missions: [
    { key: 'm-treasure', description: 'Find the lantern.', rule: { type: 'treasure_hunt', items: ['lantern'] } },
    { key: 'm-rescue', description: 'Free the prisoner.', rule: { type: 'rescue', character: 'prisoner' } },
    { key: 'm-challenge', description: 'Win within 5 actions.', rule: { type: 'challenge_mode', maxActions: 5 } },
    { key: 'm-hardcore', description: 'No failed check, no resurrection.', rule: { type: 'hardcore_mode', noFailedChecks: true } },
    { key: 'm-catalogue', description: 'Find everything.', rule: { type: 'catalogue_the_timeline' } },
  ],
  goal: { kind: 'use', item: 'lantern', feature: 'altar' },
  victory_text: 'The vault is yours.',
  game_over: { action_counter_zero: 'Out of time.', deadly_failure: 'You died.' },
};

/** The shortest clean win: no checks at all, five actions. */
export const SHORT_WIN = ['take the lantern', 'search', 'take the key', 'go north', 'use the lantern on the altar'];
