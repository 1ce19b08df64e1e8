import type * as z from 'zod/mini';
import type { OutboxKind } from '../../src/db';
import { enqueue } from '../outbox/enqueue';
import { done, invalid, notSaved } from '../result';
import type { Result } from '../types';
import type { WriteContext, WriteDef } from './define';

/**
 * Every write method does this: parse the input, prepare, queue the write with its optimistic rows in one
 * transaction, and kick the outbox. Answers once the write is kept on the device, not when it is sent.
 */
export async function performWrite<K extends OutboxKind, I extends z.ZodMiniType>(ctx: WriteContext, write: WriteDef<K, I>, raw: z.input<I>): Promise<Result> {
  const input = write.input.safeParse(raw);
  if (!input.success) return invalid(input.error);
  try {
    const prepared = await write.prepare(ctx, input.data);
    if ('ok' in prepared) return prepared;
    await enqueue(ctx.db, ctx.clock, { ...prepared, tables: write.tables(ctx.db) });
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}

/** Any write of the registry. */
type AnyWrite = WriteDef<OutboxKind, z.ZodMiniType>;

/** One API method per write, named after its kind and typed by its input schema. */
export type WriteMethods<W extends Record<string, AnyWrite>> = { [K in keyof W]: (input: z.input<W[K]['input']>) => Promise<Result> };

export function writeMethods<W extends Record<string, AnyWrite>>(ctx: WriteContext, writes: W): WriteMethods<W> {
  const methods = Object.entries(writes).map(([kind, write]) => [kind, (input: unknown) => performWrite(ctx, write, input)]);
  // Object.fromEntries cannot keep a type per key; the entries are the registry's own, one per kind
  // (tests/worker/writes/registry.test.ts calls each).
  return Object.fromEntries(methods) as WriteMethods<W>;
}
