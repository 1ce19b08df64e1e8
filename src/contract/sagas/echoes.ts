/**
 * Mythic Echoes (in-play §3, §4): what other players typed at a similar point of their stories.
 * The owner may reroll the list (subscribers, 3 per chapter), feature one (subscribers who can) and
 * confirm a Scroll of Fate that the narrator weaves into the next chapter.
 */
import * as z from 'zod/mini';
import { Id } from '../common';
import { endpoint } from '../endpoint';
import { AdventureMode } from './custom-story';

export const Echo = z.object({
  echoes_id: Id,
  title: z.string(),
  text: z.string(),
  username: z.string(),
  /** The author's id: their avatar blurs like any other player's, and stays hidden once blocked. */
  user_id: Id,
  avatar: z.nullable(z.string()),
  is_featured: z.boolean(),
  story_id: Id,
});
export type Echo = z.infer<typeof Echo>;

export const ECHO_LIMITS = { list: 10, rerolls: 3 } as const;

/** GET /sagas/{id}/echoes/ and the answers of the echo calls. */
export const EchoList = z.object({
  echoes: z.array(Echo).check(z.maxLength(ECHO_LIMITS.list)),
  chapter: z.int().check(z.gte(1)),
  rerolls_left: z.int().check(z.gte(0), z.lte(ECHO_LIMITS.rerolls)),
  can_reroll: z.boolean(),
  can_feature: z.boolean(),
  /** The confirmed Scroll of Fate for the next chapter, and the mode it was confirmed in. */
  scroll: z.array(Echo),
  adventure_mode: AdventureMode,
});
export type EchoList = z.infer<typeof EchoList>;

/** Echoes confirm payload (in-play §3): the echo ids kept in the Scroll of Fate. */
export const EchoConfirm = z.object({
  echoes: z.array(Id).check(z.maxLength(ECHO_LIMITS.list)),
  adventure_mode: AdventureMode,
});
const NoBody = z.optional(z.strictObject({}));

export const echoesApi = {
  sagaEchoes: endpoint({ method: 'GET', path: '/sagas/:sagaId/echoes/', response: EchoList }),
  echoesReroll: endpoint({ method: 'POST', path: '/sagas/:sagaId/echoes/reroll/', body: NoBody, response: EchoList }),
  echoFeature: endpoint({ method: 'POST', path: '/sagas/:sagaId/echoes/:echoId/feature/', body: NoBody, response: EchoList }),
  echoesConfirm: endpoint({ method: 'POST', path: '/sagas/:sagaId/echoes/confirm/', body: EchoConfirm, response: EchoList }),
} as const;
