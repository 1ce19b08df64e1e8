import { defineConfig } from 'vitest/config';
import { syncWorker } from './vite.config';

export default defineConfig({
  // src/worker-client.ts names the worker's script through it (never started in a test).
  plugins: [syncWorker('worker/index.ts')],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
  },
});
