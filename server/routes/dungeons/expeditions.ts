/** GET /expedition/:id/ and /expedition/:id/user-progress/ (in-play §7 Expeditions). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { artUrl } from '../../art/urls';
import { ARTIFACTS } from '../../content/artifacts';
import { expeditionProgress, findExpedition } from '../../dungeons/expedition';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { findDungeon, dungeonSeedOf } from '../../store/dungeons/seeded-dungeons';

const expeditionOr404 = (id: string | undefined) => findExpedition(id) ?? fail(404, 'That expedition does not exist.');

export function expeditionRoutes(app: FastifyInstance): void {
  route(app, api.expedition, ({ ctx, params }) => {
    const e = expeditionOr404(params.id);
    const artifact = ARTIFACTS.find((a) => a.artifact_id === e.artifact)!;
    return {
      expedition_id: e.expedition_id,
      name: e.name,
      description: e.description,
      disclaimer: e.disclaimer,
      image_url: artUrl(e.art),
      dungeons: e.dungeons.flatMap((id) => {
        const row = findDungeon(ctx.db, id);
        return row ? [{ dungeon_id: id, name: row.name, image_url: artUrl(dungeonSeedOf(row).art) }] : [];
      }),
      artifact: { artifact_id: artifact.artifact_id, name: artifact.name, icon: artUrl(artifact.icon), description: artifact.publicDescription },
    };
  });

  route(app, api.expeditionProgress, ({ ctx, userId, params }) => expeditionProgress(ctx.db, userId, expeditionOr404(params.id)));
}
