import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongFirstSequencer } from './tests/support/long-first-sequencer';

/**
 * Unit files for the isolated jsdom project although they render no component (.tsx files all go there): these
 * need a DOM, or mock a module (vi.mock), which needs a module registry of the file's own.
 */
const domUnitFiles = [
  'tests/unit/advice/advice-reads.test.ts',
  'tests/unit/machines/layout.machine.test.ts',
  'tests/unit/machines/palette.machine.test.ts',
  'tests/unit/machines/version.machine.test.ts',
  'tests/unit/streams/key-commands.test.ts',
  'tests/unit/telephony/network-rejoin.test.ts',
];

/**
 * Files whose services start in a process of their own on a data directory (tests/server/service-process.ts clears
 * DATABASE_URL): the PostgreSQL pass would run them again on PGlite, 80 s for nothing. The disk guard, the data
 * directory lock, kill -9 and the SIP server's supervision are a PGlite data directory's alone.
 */
const pgliteOnlyFiles = [
  'tests/server/hardening/disk-full.test.ts',
  'tests/server/process.test.ts',
  'tests/server/process-data-dir.test.ts',
  'tests/server/telephony/sip-supervision.test.ts',
];

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: {
    // Vitest's default on a 2-core machine is one worker: every file waited for the one before it.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', ...domUnitFiles],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Rules, contracts, machines, streams and models: no DOM to start, no Testing Library to load, and
          // the modules they share loaded once per worker (none keeps state a file could see from another).
          name: 'unit-node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'],
          exclude: domUnitFiles,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Several instances share a database, and a server ends a pool's connections, only on PostgreSQL
          // (PGlite's directory lock allows one process, and it has no connections): these files run when
          // DATABASE_URL is set and are left out, not skipped, without it. The other way round, the files whose
          // services run on a PGlite data directory whatever DATABASE_URL says run in the PGlite pass only.
          exclude: process.env.DATABASE_URL
            ? pgliteOnlyFiles
            : ['tests/server/multi-instance/**', 'tests/server/postgres-connections.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // The files share a worker's modules (the app, Drizzle, zod schemas) instead of loading them again
          // each: the service keeps no state in modules that outlives an app, and each file has its own database.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
