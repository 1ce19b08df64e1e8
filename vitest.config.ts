import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // No test asserts speed (benchmarks do, in bench/): the limit only catches a hang, also on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
