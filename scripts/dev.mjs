// `npm run dev`: the API server on :8080 and Vite with hot reload on :5173 (which proxies /api).
import { spawn } from 'node:child_process';

/** Test mode's stand-in for Google (server/auth/test-google.ts): 'Continue with Google' works with no network. */
const env = process.env;
const TEST_GOOGLE = {
  GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID || 'chronicle-local',
  GOOGLE_AUTH_URL: env.GOOGLE_AUTH_URL ?? '/api/test-google/authorize',
  GOOGLE_JWKS_URL: env.GOOGLE_JWKS_URL ?? '/api/test-google/certs',
};

const procs = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, SERVE_APP: '0', DEV_ROUTES: '1', PAYMENT_TEST_MODE: '1', ...TEST_GOOGLE } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => { for (const p of procs) p.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { if (code) stop(); });
