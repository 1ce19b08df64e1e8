// Before any schema is built (see the module).
import './jitless';
import * as z from 'zod/mini';

/** Limits of app-shell §9 and in-play §9, shared by the client's inputs and the server's validation. */
export const LIMITS = {
  username: 24,
  partnerCode: 24,
  choice: 250,
  storyChoice: 1000,
  comment: 1000,
  loginCode: 6,
  email: 254,
  resendSeconds: 16,
  minimumAge: 13,
  search: 100,
  /** A free-play code is sent as typed (app-shell §5); the server refuses longer ones with a message. */
  redeemCode: 64,
} as const;

/** Every 4xx/5xx body: a human-readable message the app may show as is. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Answer of calls whose spec says only "message". */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const Id = z.string().check(z.minLength(1), z.maxLength(64));
export const IsoDate = z.iso.datetime({ offset: true });
export const Url = z.string().check(z.minLength(1), z.maxLength(2048));

/** Trimmed, non-empty, bounded free text: what a player types. */
export const playerText = (max: number) =>
  z.pipe(z.pipe(z.string(), z.transform((s) => s.trim())), z.string().check(z.minLength(1, 'Text cannot be empty'), z.maxLength(max, `At most ${max} characters`)));

export const Rating = z.int().check(z.gte(1), z.lte(5));

/** A public view of another player: how comments, leaderboards and missions show people. */
export const PublicUser = z.object({
  user_id: Id,
  /** 'A Historian' for a player who has not chosen a username yet. */
  username: z.string(),
  avatar_url: z.nullable(z.string()),
  rank_title: z.optional(z.nullable(z.string())),
});
export type PublicUser = z.infer<typeof PublicUser>;
