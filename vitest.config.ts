import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on CI's two cores the unit and component
    // tests ran in one worker (568 s). The tests wait on jsdom and imports more than on the CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // property tests run thousands of cases: seconds each when the machine is busy
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share one module graph: the step's CPU fell by a third. The one
          // process-wide state, the password gate, is settled before each file (test/setup-file.ts):
          // without that, one file's queued hashes made the next answer 503 in some orders.
          isolate: false,
          setupFiles: ['./test/setup-file.ts'],
          // PGlite clones are ~300 MB each: two at a time fits two cores and the memory well (three
          // on PostgreSQL, where the tests mostly wait, was no faster: 89 → 84 s, within noise).
          maxWorkers: 2,
        },
      },
      'apps/web/vitest.config.{ts,mts}',
      {
        test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'], environment: 'node' },
      },
    ],
  },
});
