import type * as z from 'zod/mini';
import { invalid } from '../result';
import type { Result } from '../types';
import type { CommandContext } from './context';

/**
 * A command's arguments as its API method takes them: one schema per argument, in order
 * (`[z.string(), z.boolean()]`). Not one z.tuple: zod's tuple code would ride along in the worker's first
 * chunk, which holds the contract's zod, and a first visit would pay for it.
 */
export type Args = readonly z.ZodMiniType[];

/** The method's parameters: an argument whose schema takes undefined may be left out at the end. */
export type ArgsIn<I extends Args> = I extends readonly [...infer Head extends Args, infer Last extends z.ZodMiniType]
  ? undefined extends z.input<Last>
    ? [...ArgsIn<Head>, z.input<Last>?]
    : [...ArgsIn<Head>, z.input<Last>]
  : [];

/** The arguments as `run` gets them, each parsed by its schema. */
export type ArgsOut<I extends Args> = { -readonly [K in keyof I]: z.output<I[K]> };

/**
 * One online-only command, whole: its name (the API method's), the arguments the UI passes, and what it
 * does with them. worker/commands/index.ts lists them.
 */
export interface CommandDef<N extends string, I extends Args, T> {
  name: N;
  /** Checked before `run`: an argument that does not fit answers its schema's first message, and nothing runs. */
  input: I;
  run(ctx: CommandContext, input: ArgsOut<I>): Promise<Result<T>>;
}

/** Infers the name, the arguments and the answer, so every part of a command is typed by them. */
export const defineCommand = <N extends string, const I extends Args, T>(command: CommandDef<N, I, T>): CommandDef<N, I, T> => command;

/** Any command of the registry. */
export type AnyCommand = CommandDef<string, Args, unknown>;

/** The registry: each command under its own name (a key that is not its command's name does not compile). */
export const commandRegistry = <C extends { [K in keyof C]: AnyCommand & { name: K } }>(commands: C): C => commands;

/** One API method per command, named after it and typed by its arguments and its answer. */
export type CommandMethods<C extends Record<string, AnyCommand>> = {
  [K in keyof C]: C[K] extends CommandDef<string, infer I, infer T> ? (...args: ArgsIn<I>) => Promise<Result<T>> : never;
};

/** Every command method does this: check the arguments, then run. */
export async function runCommand(ctx: CommandContext, command: AnyCommand, args: unknown[]): Promise<Result<unknown>> {
  const input: unknown[] = [];
  for (const [i, schema] of command.input.entries()) {
    const arg = schema.safeParse(args[i]);
    if (!arg.success) return invalid(arg.error);
    input.push(arg.data);
  }
  return command.run(ctx, input);
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
