/**
 * Rewrites zod schemas written with the classic API's methods into zod/mini's functions:
 * `node --import tsx scripts/zod-mini-codemod.ts [files…]` (default: every file of src/contract).
 *
 * The contract is in zod/mini because the sync worker loads it before the first screen: classic zod
 * attaches every method to every schema, so none of its ~90 kB can be left out of a bundle, while
 * zod/mini's functions are tree-shaken to the dozen the contract calls (e2e/first-load.spec.ts holds the
 * budget). A schema added in the classic style (after a merge, say) is converted by running this on
 * its file; lint then rejects any `import … from 'zod'` left in src/contract.
 *
 *   z.string().min(1).max(9)      → z.string().check(z.minLength(1), z.maxLength(9))
 *   z.number().int().min(0)       → z.int().check(z.gte(0))
 *   X.nullable() / .optional()    → z.nullable(X) / z.optional(X)
 *   X.default(v)                  → z._default(X, v)
 *   X.extend(s) / .partial()      → z.extend(X, s) / z.partial(X)
 *   z.object(s).strict()          → z.strictObject(s)
 *   X.transform(f) / .pipe(Y)     → z.pipe(X, z.transform(f)) / z.pipe(X, Y)
 *   z.string().datetime(o)        → z.iso.datetime(o)
 *
 * The receiver's kind (string or array vs number, for min and max) comes from the type checker, so the
 * file must type-check as classic zod first. Anything it cannot map is reported and left unchanged.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const LENGTH_KINDS = /^Zod(String|Array|Email|StringFormat|ISODateTime)\b/;
const NUMBER_KINDS = /^Zod(Number|Int|NumberFormat|Coerced)/;

interface Out {
  /** The schema without its pending checks. */
  base: string;
  checks: string[];
}
const text = (o: Out): string => (o.checks.length ? `${o.base}.check(${o.checks.join(', ')})` : o.base);

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const targets = (process.argv.length > 2 ? process.argv.slice(2) : filesOf('src/contract')).map((f) => resolve(f));
const program = ts.createProgram(targets, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, skipLibCheck: true });
const checker = program.getTypeChecker();
const problems: string[] = [];

function kindOf(node: ts.Expression): string {
  return checker.typeToString(checker.getTypeAtLocation(node));
}

function isZodSchema(node: ts.Expression): boolean {
  const type = checker.getTypeAtLocation(node);
  return !!type.getProperty('_zod') && !!type.getProperty('safeParse');
}

const METHODS = new Set(['min', 'max', 'int', 'nullable', 'optional', 'nullish', 'default', 'extend', 'partial', 'strict', 'pipe', 'transform', 'refine', 'datetime', 'trim', 'toLowerCase', 'regex']);

function convertFile(sf: ts.SourceFile): string {
  const source = sf.getFullText();

  /** The node's text with every zod method call inside it rewritten. */
  function rewrite(node: ts.Node): string {
    if (ts.isCallExpression(node)) {
      const out = call(node);
      if (out) return text(out);
    }
    // JSDoc comments are children too, but they sit in the leading trivia already copied.
    const children = node.getChildren(sf).filter((c) => !ts.isJSDoc(c));
    if (children.length === 0) return source.slice(node.getStart(sf), node.getEnd());
    let result = '';
    let at = node.getStart(sf);
    for (const child of children) {
      result += source.slice(at, child.getStart(sf)) + rewrite(child);
      at = child.getEnd();
    }
    return result + source.slice(at, node.getEnd());
  }

  function asOut(node: ts.Expression): Out {
    if (ts.isCallExpression(node)) {
      const out = call(node);
      if (out) return out;
    }
    return { base: rewrite(node), checks: [] };
  }

  /** A zod method call, converted; undefined when the call is not one. */
  function call(node: ts.CallExpression): Out | undefined {
    if (!ts.isPropertyAccessExpression(node.expression)) return undefined;
    const name = node.expression.name.text;
    const receiver = node.expression.expression;
    if (!METHODS.has(name) || !isZodSchema(receiver)) return undefined;
    const args = node.arguments.map((a) => rewrite(a));
    const kind = kindOf(receiver);
    const raw = asOut(receiver);
    const r: Out = { base: raw.base.replace(/^(z)\s*\n\s*\./, '$1.'), checks: raw.checks };
    const wrap = (fn: string, ...rest: string[]): Out => ({ base: `z.${fn}(${[text(r), ...rest].join(', ')})`, checks: [] });
    const check = (c: string): Out => ({ base: r.base, checks: [...r.checks, c] });
    // `z\n  .object(…)` reads as z.object(…) for the patterns below.
    const receiverText = text(r).replace(/\s*\n\s*\./g, '.');
    switch (name) {
      case 'nullable':
      case 'optional':
      case 'nullish':
      case 'partial':
        return wrap(name);
      case 'default':
        return wrap('_default', ...args);
      case 'extend':
        return wrap('extend', ...args);
      case 'pipe':
        return wrap('pipe', ...args);
      case 'transform':
        return wrap('pipe', `z.transform(${args.join(', ')})`);
      case 'refine':
        return check(`z.refine(${args.join(', ')})`);
      case 'trim':
        return check('z.trim()');
      case 'toLowerCase':
        return check('z.toLowerCase()');
      case 'regex':
        return check(`z.regex(${args.join(', ')})`);
      case 'int':
        if (receiverText === 'z.number()') return { base: 'z.int()', checks: [] };
        if (receiverText === 'z.coerce.number()') return { base: 'z.pipe(z.coerce.number(), z.int())', checks: [] };
        break;
      case 'datetime':
        if (receiverText === 'z.string()') return { base: `z.iso.datetime(${args.join(', ')})`, checks: [] };
        break;
      case 'strict': {
        const m = /^z\.object\(([\s\S]*)\)$/.exec(receiverText);
        if (m) return { base: `z.strictObject(${m[1]})`, checks: [] };
        const partial = /^z\.partial\(z\.object\(([\s\S]*)\)\)$/.exec(receiverText);
        if (partial) return { base: `z.partial(z.strictObject(${partial[1]}))`, checks: [] };
        break;
      }
      case 'min':
      case 'max': {
        // A pipe's checks apply to its output: z.pipe(a, b).min() reads as b's kind.
        const isLength = LENGTH_KINDS.test(kind) || /^ZodPipe<.*, Zod(String|Array)/.test(kind);
        const isNumber = NUMBER_KINDS.test(kind) || /^ZodPipe<.*, Zod(Number|Int)/.test(kind);
        if (isLength) return check(`z.${name === 'min' ? 'minLength' : 'maxLength'}(${args.join(', ')})`);
        if (isNumber) return check(`z.${name === 'min' ? 'gte' : 'lte'}(${args.join(', ')})`);
        break;
      }
    }
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    problems.push(`${sf.fileName}:${line + 1}: cannot convert .${name}() on ${kind}`);
    return undefined;
  }

  let result = '';
  let at = 0;
  for (const statement of sf.statements) {
    result += source.slice(at, statement.getStart(sf)) + rewrite(statement);
    at = statement.getEnd();
  }
  result += source.slice(at);
  result = result
    .replace(/import \{ z \} from 'zod';/g, "import * as z from 'zod/mini';")
    .replace(/import type \{ z \} from 'zod';/g, "import type * as z from 'zod/mini';")
    .replace(/\bz\.ZodType\b/g, 'z.ZodMiniType');
  // A file that only called methods on imported schemas now calls z's functions.
  if (result !== source && !/import (type )?\* as z from 'zod\/mini';/.test(result)) result = `import * as z from 'zod/mini';\n${result}`;
  return result;
}

for (const file of targets) {
  const sf = program.getSourceFile(file);
  if (!sf) continue;
  const before = sf.getFullText();
  const after = convertFile(sf);
  if (after !== before) {
    writeFileSync(file, after);
    console.log(`converted ${file}`);
  }
}
for (const p of problems) console.error(p);
if (problems.length) process.exitCode = 1;
