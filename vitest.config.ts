import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{events,projections,backend,scripts,tests}/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/bench/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
