/** What commands and writes answer the UI, and how a failure is worded. */
import type * as z from 'zod/mini';
import { describeFailure, type FailedOutcome } from './http/outcome';
import type { Result } from './types';

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const done: Result = { ok: true, value: undefined };

/** The first validation message, as the contract words it ("At most 250 characters"). */
export function invalid(error: z.core.$ZodError): { ok: false; message: string } {
  return { ok: false, message: error.issues[0]?.message ?? 'Invalid input' };
}

export function failed(out: FailedOutcome): { ok: false; message: string; status?: number } {
  return out.kind === 'http' ? { ok: false, message: describeFailure(out), status: out.status } : { ok: false, message: describeFailure(out) };
}

/** What an online-only command answers when there is no network (it never throws for that). */
export const NEEDS_CONNECTION = 'You are offline. This needs a connection.';

/** A failed online-only call: no network says so plainly; anything else as `failed`. */
export function failedOnline(out: FailedOutcome): { ok: false; message: string; status?: number } {
  return out.kind === 'network' ? { ok: false, message: NEEDS_CONNECTION } : failed(out);
}

/** Thrown by an optimistic write that finds the write cannot be made; nothing is written. */
export class Refused extends Error {}

/** An enqueue that did not happen: a refusal is shown as is; anything else is a storage failure. */
export function notSaved(e: unknown): { ok: false; message: string } {
  if (e instanceof Refused) return { ok: false, message: e.message };
  console.error('[write] could not save the write', e);
  return { ok: false, message: 'This could not be saved on your device.' };
}
