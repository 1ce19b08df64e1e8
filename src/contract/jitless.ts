/**
 * Zod compiles object parsers with `new Function` when it may, and even its probe for that is reported as a
 * violation under the app's Content-Security-Policy (no 'unsafe-eval'). So in a browser (a page, a worker)
 * no schema may be built with the compiler on: common.ts, which every schema module imports, imports this
 * first. The server keeps the compiler: no policy applies there, and it parses more.
 */
import * as z from 'zod/mini';

const browser = 'document' in globalThis || 'importScripts' in globalThis;
if (browser) z.config({ jitless: true });
