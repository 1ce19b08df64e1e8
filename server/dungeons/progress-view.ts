/** The player's crawl as the read page and the journal page see it (GET user-progress, details, fast-travel). */
import type { CrawlHead, DungeonDetails, DungeonProgress, RoomInfo, RoomSummary } from '../../src/contract';
import { inventoryView, roomInfo, roomSummaries, trackersView } from '../engine/dungeon';
import type { ServerContext } from '../http/server-context';
import { eventsOf } from '../store/dungeons/crawls';
import type { Crawl } from './crawls';
import { roomFirst } from '../store/dungeons/firsts';
import { freeRoomRestart } from './free-chances';
import { crawlOr404, dungeonOr404, type Playing } from './dungeon-access';
import { artifactsEarnedView } from './artifacts-view';
import { linkEvents, linkItems, linkTrackers } from './art-links';
import { missionsFor } from './dungeon-view';
import { historian } from './historians';

/** The current room's narration, when narration is on. */
export async function roomAudio(ctx: ServerContext, d: Playing, crawl: Crawl): Promise<string | null> {
  const room = d.t.rooms.find((r) => r.key === crawl.state.world.room);
  return room && ctx.narrate ? ctx.narrate(ctx.db, room.description) : null;
}

/** The rooms found, each with its narration when narration is on (a download keeps them all). */
async function roomsView(ctx: ServerContext, d: Playing, crawl: Crawl): Promise<RoomSummary[]> {
  const rooms: RoomSummary[] = [];
  for (const summary of roomSummaries(d.t, crawl.state)) {
    const room = d.t.rooms.find((r) => r.name === summary.name);
    rooms.push({ ...summary, audio_url: room && ctx.narrate ? await ctx.narrate(ctx.db, room.description) : null });
  }
  return rooms;
}

/** The crawl without its history: what the calls that play or change it answer. */
export async function headView(ctx: ServerContext, userId: string, d: Playing, crawl: Crawl): Promise<CrawlHead> {
  const s = crawl.state;
  return {
    dungeon_id: d.row.dungeon_id,
    status: s.status,
    free_room_restart_available: await freeRoomRestart(ctx.db, userId),
    actions_available: s.world.actionsLeft,
    actions_total: s.actionsTotal,
    current_room: d.t.rooms.find((r) => r.key === s.world.room)?.name ?? s.world.room,
    room_audio_url: await roomAudio(ctx, d, crawl),
    inventory: linkItems(inventoryView(d.t, s)),
    trackers: linkTrackers(trackersView(d.t, s)),
    missions: await missionsFor(ctx.db, userId, d.t, s),
    rooms: await roomsView(ctx, d, crawl),
    artifacts: crawl.artifacts,
    read_step: crawl.read_step,
    artifacts_earned: await artifactsEarnedView(ctx.db, userId),
  };
}

/** The whole crawl, every event included (GET user-progress). */
export async function progressView(ctx: ServerContext, userId: string, d: Playing, crawl: Crawl): Promise<DungeonProgress> {
  return { ...(await headView(ctx, userId, d, crawl)), events: linkEvents(d.t, await eventsOf(ctx.db, userId, d.row.dungeon_id)) };
}

/** GET /dungeon/:id/user-progress/ */
export async function dungeonProgress(ctx: ServerContext, userId: string, id: string): Promise<DungeonProgress> {
  const d = await dungeonOr404(ctx.db, id);
  return await progressView(ctx, userId, d, await crawlOr404(ctx.db, userId, d.row.dungeon_id));
}

/** GET /dungeon/:id/details/: the journal page (the current room, the rooms found, journal and notes). */
export async function dungeonDetails(ctx: ServerContext, userId: string, id: string): Promise<DungeonDetails> {
  const d = await dungeonOr404(ctx.db, id);
  const crawl = await crawlOr404(ctx.db, userId, d.row.dungeon_id);
  return { room_info: await roomInfoView(ctx, d, crawl), rooms: roomSummaries(d.t, crawl.state), journal: crawl.state.journal, notes: crawl.state.notes };
}

/** GET /dungeon/:id/fast-travel/: the rooms a crawl may travel to. */
export async function fastTravelRooms(ctx: ServerContext, userId: string, id: string): Promise<{ rooms: RoomSummary[] }> {
  const d = await dungeonOr404(ctx.db, id);
  return { rooms: roomSummaries(d.t, (await crawlOr404(ctx.db, userId, d.row.dungeon_id)).state) };
}

async function roomInfoView(ctx: ServerContext, d: Playing, crawl: Crawl): Promise<RoomInfo> {
  const first = await roomFirst(ctx.db, d.row.dungeon_id, crawl.state.world.room);
  return { ...roomInfo(d.t, crawl.state), first_to_discover_room: await historian(ctx.db, first) };
}
