import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
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
          // DATABASE_URL is set and are left out, not skipped, without it.
          exclude: process.env.DATABASE_URL
            ? []
            : ['tests/server/multi-instance/**', 'tests/server/postgres-connections.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
