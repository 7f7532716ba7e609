import { defineConfig } from 'vitest/config';

const exclude = ['node_modules/**', 'build/**', 'data/**', 'tests/e2e/**'];
// Files share their worker's module cache (decision 064): each file still gets its own database, and no test
// mocks modules or changes process.env. Importing the app again for every file was a fifth of the
// integration suites' time and two thirds of the unit suite's.
const isolate = false;
const integration = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['**/*.int.test.ts'],
    exclude,
    env: { TEST_DRIVER: driver },
    isolate,
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate,
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...exclude, '**/*.int.test.ts', '**/*.cluster.test.ts'],
        },
      },
      // npm run test:cluster (decision 017): one cluster of real servers, started by the file itself.
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          exclude,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      integration('integration-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-pg', 'pg')] : []),
    ],
  },
});
