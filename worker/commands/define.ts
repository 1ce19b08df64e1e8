import type * as z from 'zod/mini';
import { invalid } from '../result';
import type { Result } from '../types';
import type { CommandContext } from './context';

/** A command's arguments as its API method takes them, one tuple schema: z.tuple([Id, z.boolean()]). */
export type Args = z.ZodMiniType<unknown[], unknown[]>;

/**
 * One online-only command, whole: its name (the API method's), the arguments the UI passes, and what it
 * does with them. worker/commands/index.ts lists them.
 */
export interface CommandDef<N extends string, I extends Args, T> {
  name: N;
  /** Checked before `run`: arguments that do not fit answer the schema's first message, and nothing runs. */
  input: I;
  run(ctx: CommandContext, input: z.output<I>): Promise<Result<T>>;
}

/** Infers the name, the arguments and the answer, so every part of a command is typed by them. */
export const defineCommand = <N extends string, I extends Args, T>(command: CommandDef<N, I, T>): CommandDef<N, I, T> => command;

/** Any command of the registry. */
export type AnyCommand = CommandDef<string, Args, unknown>;

/** The registry: each command under its own name (a key that is not its command's name does not compile). */
export const commandRegistry = <C extends { [K in keyof C]: AnyCommand & { name: K } }>(commands: C): C => commands;

/** One API method per command, named after it and typed by its arguments and its answer. */
export type CommandMethods<C extends Record<string, AnyCommand>> = {
  [K in keyof C]: C[K] extends CommandDef<string, infer I, infer T> ? (...args: z.input<I>) => Promise<Result<T>> : never;
};

/** Every command method does this: check the arguments, then run. */
export async function runCommand(ctx: CommandContext, command: AnyCommand, args: unknown[]): Promise<Result<unknown>> {
  const input = command.input.safeParse(args);
  if (!input.success) return invalid(input.error);
  return command.run(ctx, input.data);
}

/** What a command keeps for the worker's life (a download's jobs, the read steps waiting), made on first use. */
export function perWorker<S>(make: (ctx: CommandContext) => S): (ctx: CommandContext) => S {
  const made = new WeakMap<CommandContext, S>();
  return (ctx) => {
    let state = made.get(ctx);
    if (state === undefined) {
      state = make(ctx);
      made.set(ctx, state);
    }
    return state;
  };
}
