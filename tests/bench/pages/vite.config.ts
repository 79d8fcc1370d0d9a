import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The benchmark page: the console's own table and tree (production build) beside jsTree, outside the console's
// bundle so the console's chunks and sizes stay exactly as shipped.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify('bench') },
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../../node_modules/.cache/bench-pages', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
