import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { chunkGraph, chunkGroups } from './scripts/chunk-groups';
import { precompress } from './scripts/precompress';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The build version is baked into the bundle and written to dist/version.json, which the service reports;
// the console's 30 s version check compares the two (spec §4 "Build version").
export default defineConfig({
  plugins: [
    react(),
    chunkGraph(),
    {
      name: 'version-file',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'version.json',
          source: JSON.stringify({ version: pkg.version }),
        });
      },
    },
    // Last, so it sees every file of the output, version.json and the public ones included.
    precompress(),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(pkg.version) },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 5000}` } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // A handful of requests per screen rather than one per shared module (scripts/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
