/**
 * Home for a player who played: series and dungeons in progress, completed and not started, stories of their
 * own, and another player's play that must not show. The answers are pinned byte for byte (one item a line).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { memories } from '../../../server/content';
import { VAULT, dungeonServer } from '../dungeons/helpers';
import { type Caller, type Clock, makeSubscriber, player, rawRun, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const [glassblowers, salt, bell, elk] = memories.map((m) => ({ id: m.series_id, adventures: m.adventures.map((a) => a.adventure_id) }));

async function progress(userId: string, seriesId: string, adventureId: string, status: 'in_progress' | 'ended', at: string): Promise<void> {
  await rawRun(app.ctx.db, 'INSERT INTO adventure_progress (user_id, adventure_id, series_id, current_chapter, status, started_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)',
    userId, adventureId, seriesId, status, at, at);
}

async function crawl(userId: string, dungeonId: string, status: 'active' | 'game_over' | 'victory', at: string): Promise<void> {
  await rawRun(app.ctx.db, `INSERT INTO dungeon_crawls (user_id, dungeon_id, attempt, seed, status, state_json, artifacts_json, created_at, updated_at) VALUES (?, ?, 1, 1, ?, '{}', '[]', ?, ?)`,
    userId, dungeonId, status, at, at);
}

async function completed(userId: string, dungeonId: string, at: string): Promise<void> {
  await rawRun(app.ctx.db, 'INSERT INTO dungeon_completions (user_id, dungeon_id, at) VALUES (?, ?, ?)', userId, dungeonId, at);
}

/** Ada's play, and Bo's (which would turn Elk and Cloak Law Rock to Completed if it leaked into Ada's home). */
async function played(clock: Clock): Promise<Caller> {
  const ada = await player(app, 'ada@example.com');
  const bo = await player(app, 'bo@example.com');
  const [a, b] = [await userIdOf(ada), await userIdOf(bo)];
  // Glassblowers: one adventure ended long ago, one in progress since the series was seeded (In Progress).
  await progress(a, glassblowers!.id, glassblowers!.adventures[0]!, 'ended', '2026-02-20T10:00:00.000Z');
  await progress(a, glassblowers!.id, glassblowers!.adventures[1]!, 'in_progress', '2026-03-02T10:00:00.000Z');
  // Salt: every adventure ended, the last one after the seeding (Completed, its time); Bell (premium): every one ended before it.
  for (const [i, id] of salt!.adventures.entries()) await progress(a, salt!.id, id, 'ended', `2026-03-03T1${i}:00:00.000Z`);
  for (const id of bell!.adventures) await progress(a, bell!.id, id, 'ended', '2026-02-10T10:00:00.000Z');
  for (const id of elk!.adventures) await progress(b, elk!.id, id, 'ended', '2026-03-07T10:00:00.000Z');
  await crawl(a, 'library-burned-twice', 'active', '2026-03-04T10:00:00.000Z');
  await crawl(a, 'night-market-samarkand', 'victory', '2026-03-05T10:00:00.000Z');
  await completed(a, 'night-market-samarkand', '2026-03-05T10:00:00.000Z');
  // Won once, then restarted before the dungeon's content last changed: Completed, at the dungeon's time.
  await crawl(a, 'chain-golden-horn', 'active', '2026-02-01T10:00:00.000Z');
  await completed(a, 'chain-golden-horn', '2026-01-31T10:00:00.000Z');
  await crawl(a, 'tulip-haarlem', 'game_over', '2026-03-06T10:00:00.000Z');
  await completed(a, VAULT, '2026-02-15T10:00:00.000Z');
  await crawl(b, 'cloak-law-rock', 'victory', '2026-03-08T10:00:00.000Z');
  await completed(b, 'cloak-law-rock', '2026-03-08T10:00:00.000Z');
  // Stories of Ada's own, a minute apart: the first played on (its first turn ending would make it Completed if
  // home read that turn, not the last), the second ended, the third deleted.
  const [first, second, third] = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
  await ada.call(api.createCustomSaga, {}, { saga_id: first, premise: 'A bell rings under the lake every night.' });
  clock.advance(60_000);
  await ada.call(api.createCustomSaga, {}, { saga_id: second, premise: 'A lantern that burns backwards.' });
  clock.advance(60_000);
  await ada.call(api.createCustomSaga, {}, { saga_id: third, premise: 'A map that redraws itself at night.' });
  await ada.call(api.deleteCustomSaga, { sagaId: third! });
  clock.advance(60_000);
  await ada.call(api.storyTurn, { storyId: first! }, { text: 'I ring the bell myself' });
  const ending = JSON.stringify([{ blockType: 'endingCliffhanger', blockText: 'The end.', character: null, characterImageURL: null }]);
  await rawRun(app.ctx.db, 'UPDATE story_turns SET blocks_json = ? WHERE turn_number = 1 AND saga_id IN (?, ?)', ending, first, second);
  return ada;
}

/** The answer as sent, one item a line. */
const lines = async (me: Caller, url: string): Promise<string> => (await me.inject({ method: 'GET', url })).body.replaceAll('},{', '},\n{');

describe('home for a player who played', () => {
  it('featured lists every series and dungeon with the player’s progress, as it did', async () => {
    let clock: Clock;
    ({ app, clock } = await dungeonServer());
    const ada = await played(clock);
    const featured = await lines(ada, '/api/homepage/featured/');
    expect(featured).toMatchInlineSnapshot(`
      "{"items":[{"kind":"series","series_id":"glassblowers-oath","dungeon_id":null,"story_id":null,"name":"The Glassblower's Oath","image_url":"/api/media/art/series-glassblowers-oath.svg","description":"Murano, 1491. Every furnace on the island burns by the Council’s leave, and every secret of the glass is sworn to silence. One glassmaker’s daughter has broken the oath: she has blown a mirror that remembers. Walk into her memory before the Ten walk into her workshop.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-02T10:00:00.000Z"},
      {"kind":"series","series_id":"salt-cartographer","dungeon_id":null,"story_id":null,"name":"The Salt Cartographer","image_url":"/api/media/art/cover-salt-cartographer.svg","description":"Saltmere, 1788: on a marsh coast where the tide obeys lines drawn in brine, someone has torn a corner from the master chart. Step into the memory of Ysolde Marrow, cartographer, and help her find what the sea has been hiding for thirty-nine years.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-03T11:00:00.000Z"},
      {"kind":"series","series_id":"ninefold-bell","dungeon_id":null,"story_id":null,"name":"The Bell of Ninefold Hollow","image_url":"/api/media/art/cover-ninefold-bell.svg","description":"Ninefold Hollow, 1611: every dusk the great bell tolls nine times to keep the valley’s old echoes in their caves. On the night it cracks on the eighth, the echoes come down the mountain looking for mouths. Step into the memory and help a bell-ringer, a monk and one very curious echo find the word that was lost.","is_premium":true,"can_access":false,"progress":"Completed","updated_at":"2026-03-01T09:00:00.000Z"},
      {"kind":"series","series_id":"elk-of-uraniborg","dungeon_id":null,"story_id":null,"name":"The Elk of Uraniborg","image_url":"/api/media/art/series-elk-of-uraniborg.svg","description":"Hven, 1591. Tycho Brahe keeps a brass nose, a jester who sees the future, a catalogue of a thousand stars and a tame elk that drinks. Tonight one of the stars has walked out of the catalogue, and the elk has it. Walk into his sister Sophie’s memory before the island forgets.","is_premium":false,"can_access":true,"progress":"Not Started","updated_at":"2026-03-01T09:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"library-burned-twice","story_id":null,"name":"The Library That Burned Twice","image_url":"/api/media/art/timeline-alexandria.svg","description":"Alexandria, the autumn of 48 BC. Caesar is besieged in the palace quarter and has set the Egyptian fleet alight. In the histories you know, the fire reaches the warehouses and the scrolls waiting on the quays. In this timeline it is reaching further, and the Sanctum has sent you, Historian, to carry the memory of the Library out before the hours close over it.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-04T10:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"night-market-samarkand","story_id":null,"name":"The Night Market of Samarkand","image_url":"/api/media/art/timeline-samarkand.svg","description":"Samarkand, September 1404. The Castilian envoy Ruy González de Clavijo has reached the court of Timur, and the city is one long feast. But hours are going missing here: candles burn down in a blink, the call to prayer comes twice, a mason finishes a dome and wakes to find it half-built. Something is eating this timeline's time. The Sanctum sends you to find it.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-05T10:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"chain-golden-horn","story_id":null,"name":"The Chain of the Golden Horn","image_url":"/api/media/art/timeline-constantinople.svg","description":"Constantinople, the last night of May 1453. The great chain still stretches across the Golden Horn, but the Sultan has dragged his ships overland behind it. Tomorrow the walls will be stormed. In one history a little gate called the Kerkoporta is left open and the city falls through it. In this one, the hours are tearing loose around that gate. Go, Historian.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-01T09:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"tulip-haarlem","story_id":null,"name":"The Tulip That Broke Haarlem","image_url":"/api/media/art/timeline-haarlem.svg","description":"Haarlem, the first week of February 1637. In the tavern of the Young Marksman the florists are auctioning bulbs they have never seen for houses they do not own. In the histories you know, one morning nobody bids, and the madness ends. In this timeline the most famous bulb in the world, a Semper Augustus, has been stolen, and while it is loose the price climbs by the hour. By noon it will be worth more than the Republic. Find it, Historian, and put it back in the ground.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-06T10:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"cloak-law-rock","story_id":null,"name":"The Cloak at the Law Rock","image_url":"/api/media/art/timeline-thingvellir.svg","description":"Thingvellir, Iceland, midsummer of the year 1000. The whole free island has ridden to the Althing, and it has split in two: the Christians and the heathens have named their own lawspeakers and sworn themselves out of each other's law. In the histories you know, the old lawspeaker Thorgeir lay down under his cloak for a day and a night, and rose to give one law to both. In this timeline his cloak was stolen in the night, he cannot think, and by evening the swords will be out at the Law Rock. Find the cloak, Historian, and let the land keep one law.","is_premium":false,"can_access":true,"progress":"Not Started","updated_at":"2026-03-01T09:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"test-vault","story_id":null,"name":"The Test Vault","image_url":"/api/media/art/test.svg","description":"A vault built for testing.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-01T09:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"test-vault-premium","story_id":null,"name":"The Premium Vault","image_url":"/api/media/art/test.svg","description":"A vault built for testing.","is_premium":true,"can_access":false,"progress":"Not Started","updated_at":"2026-03-01T09:00:00.000Z"}]}"
    `);
    // A subscriber may open the premium ones; nothing else changes.
    const before = (JSON.parse(featured) as { items: object[] }).items;
    await makeSubscriber(app, await userIdOf(ada));
    expect((await ada.call(api.featured)).items).toEqual(before.map((i) => ({ ...i, can_access: true })));
  });

  it('recents list what the player played, most recent first, as they did', async () => {
    let clock: Clock;
    ({ app, clock } = await dungeonServer());
    const ada = await played(clock);
    expect(await lines(ada, '/api/homepage/recents/')).toMatchInlineSnapshot(`
      "{"items":[{"kind":"dungeon","series_id":null,"dungeon_id":"tulip-haarlem","story_id":null,"name":"The Tulip That Broke Haarlem","image_url":"/api/media/art/timeline-haarlem.svg","description":"Haarlem, the first week of February 1637. In the tavern of the Young Marksman the florists are auctioning bulbs they have never seen for houses they do not own. In the histories you know, one morning nobody bids, and the madness ends. In this timeline the most famous bulb in the world, a Semper Augustus, has been stolen, and while it is loose the price climbs by the hour. By noon it will be worth more than the Republic. Find it, Historian, and put it back in the ground.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-06T10:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"night-market-samarkand","story_id":null,"name":"The Night Market of Samarkand","image_url":"/api/media/art/timeline-samarkand.svg","description":"Samarkand, September 1404. The Castilian envoy Ruy González de Clavijo has reached the court of Timur, and the city is one long feast. But hours are going missing here: candles burn down in a blink, the call to prayer comes twice, a mason finishes a dome and wakes to find it half-built. Something is eating this timeline's time. The Sanctum sends you to find it.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-05T10:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"library-burned-twice","story_id":null,"name":"The Library That Burned Twice","image_url":"/api/media/art/timeline-alexandria.svg","description":"Alexandria, the autumn of 48 BC. Caesar is besieged in the palace quarter and has set the Egyptian fleet alight. In the histories you know, the fire reaches the warehouses and the scrolls waiting on the quays. In this timeline it is reaching further, and the Sanctum has sent you, Historian, to carry the memory of the Library out before the hours close over it.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-04T10:00:00.000Z"},
      {"kind":"series","series_id":"salt-cartographer","dungeon_id":null,"story_id":null,"name":"The Salt Cartographer","image_url":"/api/media/art/cover-salt-cartographer.svg","description":"Saltmere, 1788: on a marsh coast where the tide obeys lines drawn in brine, someone has torn a corner from the master chart. Step into the memory of Ysolde Marrow, cartographer, and help her find what the sea has been hiding for thirty-nine years.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-03T11:00:00.000Z"},
      {"kind":"series","series_id":"glassblowers-oath","dungeon_id":null,"story_id":null,"name":"The Glassblower's Oath","image_url":"/api/media/art/series-glassblowers-oath.svg","description":"Murano, 1491. Every furnace on the island burns by the Council’s leave, and every secret of the glass is sworn to silence. One glassmaker’s daughter has broken the oath: she has blown a mirror that remembers. Walk into her memory before the Ten walk into her workshop.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-02T10:00:00.000Z"},
      {"kind":"story","series_id":null,"dungeon_id":null,"story_id":"00000000-0000-4000-8000-000000000001","name":"A bell rings under the lake every night","image_url":"/api/media/art/story-00000000-0000-4000-8000-000000000001.svg","description":"A bell rings under the lake every night.","is_premium":false,"can_access":true,"progress":"In Progress","updated_at":"2026-03-01T09:03:00.000Z"},
      {"kind":"story","series_id":null,"dungeon_id":null,"story_id":"00000000-0000-4000-8000-000000000002","name":"A lantern that burns backwards","image_url":"/api/media/art/story-00000000-0000-4000-8000-000000000002.svg","description":"A lantern that burns backwards.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-01T09:01:00.000Z"},
      {"kind":"series","series_id":"ninefold-bell","dungeon_id":null,"story_id":null,"name":"The Bell of Ninefold Hollow","image_url":"/api/media/art/cover-ninefold-bell.svg","description":"Ninefold Hollow, 1611: every dusk the great bell tolls nine times to keep the valley’s old echoes in their caves. On the night it cracks on the eighth, the echoes come down the mountain looking for mouths. Step into the memory and help a bell-ringer, a monk and one very curious echo find the word that was lost.","is_premium":true,"can_access":false,"progress":"Completed","updated_at":"2026-03-01T09:00:00.000Z"},
      {"kind":"dungeon","series_id":null,"dungeon_id":"chain-golden-horn","story_id":null,"name":"The Chain of the Golden Horn","image_url":"/api/media/art/timeline-constantinople.svg","description":"Constantinople, the last night of May 1453. The great chain still stretches across the Golden Horn, but the Sultan has dragged his ships overland behind it. Tomorrow the walls will be stormed. In one history a little gate called the Kerkoporta is left open and the city falls through it. In this one, the hours are tearing loose around that gate. Go, Historian.","is_premium":false,"can_access":true,"progress":"Completed","updated_at":"2026-03-01T09:00:00.000Z"}]}"
    `);
  });
});
