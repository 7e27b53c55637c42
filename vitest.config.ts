import { defineConfig } from 'vitest/config';

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
          exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/bench/**'],
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
    ],
  },
});
