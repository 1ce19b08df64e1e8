/**
 * POST /dungeon/:id/: resumes the player's crawl, or starts one (the first, a restart, or a new one after
 * a victory when asked with new_run). Artifacts apply to new crawls only: owned, at most four, paid from artifact_power by count.
 */
import type { StartRequest, StartResponse } from '../../src/contract';
import { ARTIFACT_COSTS } from '../content/artifacts';
import { artifactCost, restartDungeon, startCrawl } from '../engine/dungeon';
import type { ServerContext } from '../http/server-context';
import { fail } from '../http/errors';
import { findCrawl, putCrawl } from './crawls';
import { addArtifactPower, artifactPowerOf, ensurePlayer, ownedArtifacts } from '../store/dungeons/players';
import { crawlOr404, playableOr403 } from './dungeon-access';
import { roomAudio } from './progress-view';
import { crawlSeed } from './setup';
import { type Committed, commitResult } from './commit-result';
import { turnAnswer } from './turns';

type Body = Required<Omit<StartRequest, 'after_seq'>> & Pick<StartRequest, 'after_seq'>;

/** Checks and charges the selection; throws (rolling everything back) when it cannot be taken. */
async function payForArtifacts(ctx: ServerContext, userId: string, artifacts: string[]): Promise<void> {
  const priced = artifactCost(artifacts, ARTIFACT_COSTS, await ownedArtifacts(ctx.db, userId));
  if (!priced.ok) fail(400, priced.error);
  const power = await artifactPowerOf(ctx.db, userId);
  if (priced.cost > power) {
    fail(400, `Taking ${artifacts.length} artifact${artifacts.length === 1 ? '' : 's'} costs ${priced.cost} artifact power; you have ${power}.`);
  }
  if (priced.cost > 0) await addArtifactPower(ctx.db, userId, -priced.cost, ctx.now());
}

export async function startOrResume(ctx: ServerContext, userId: string, id: string, body: Body): Promise<StartResponse> {
  const d = await playableOr403(ctx, userId, id);
  const now = ctx.now();
  await ensurePlayer(ctx.db, userId, now);
  const crawl = await findCrawl(ctx.db, userId, d.row.dungeon_id);
  let committed: Committed = { events: [], new_items: [], missions_completed: [] };
  // A won run is played again only when asked ('Enter the Timeline' sends new_run): continuing it resumes it as won.
  if (!crawl || body.restart || (crawl.status === 'victory' && body.new_run)) {
    await payForArtifacts(ctx, userId, body.artifacts);
    const attempt = (crawl?.attempt ?? 0) + 1;
    const opts = { seed: crawlSeed(ctx.db, userId, d.row.dungeon_id, attempt), artifacts: body.artifacts, now: new Date(now).toISOString() };
    const result = crawl ? restartDungeon(d.t, crawl.state, opts) : startCrawl(d.t, opts);
    await putCrawl(ctx.db, userId, d.row.dungeon_id, { attempt, state: result.state }, now);
    committed = await commitResult(ctx.db, userId, d, result, now);
  }
  const answer = await turnAnswer(ctx, userId, d, committed, body.after_seq);
  const after = await crawlOr404(ctx.db, userId, d.row.dungeon_id);
  return { ...answer, room: { name: answer.progress.current_room, audio_url: await roomAudio(ctx, d, after) } };
}
