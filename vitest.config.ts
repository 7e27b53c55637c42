import { defineConfig } from 'vitest/config';

/**
 * Tests that start whole processes or move a million rows: they measure time and memory, so they run
 * after the others, one file at a time, with the machine to themselves (`npm test` runs them last).
 */
const SLOW = [
  'tests/platform/outage.test.ts',
  'tests/platform/topology.test.ts',
  'backend/src/modules/operations/export-memory.test.ts',
  'tests/platform/redis-ha.test.ts',
  'tests/platform/replica.test.ts',
  'tests/platform/loadsim.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One project per kind of test: the server side runs in Node, the console's components in a DOM.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{events,projections,backend,scripts,tests}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/bench/**', ...SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'front-ends',
          include: ['{console,admin}/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['console/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          fileParallelism: false,
        },
      },
    ],
  },
});
