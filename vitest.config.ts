import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'service-worker/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own fresh database; two at a time suits two cores.
          maxWorkers: 2,
          // The files of a worker share its module cache: the server and PGlite are loaded once per
          // worker, not once per file. Isolation between files comes from their own app and database
          // (the server keeps no state in its modules).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // `npm run test:faults`: real server processes under SIGKILL, a PostgreSQL cut, Redis going
          // away, and the OpenAPI/socket fuzzer (see "Fault suite" in the README).
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          // One file at a time: each drives its own server process, and two cores are enough for one.
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
