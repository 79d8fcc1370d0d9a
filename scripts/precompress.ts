import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the browser fetches from the console. Images and fonts are compressed formats already; source maps are
 * left out because only devtools fetch them and brotli at quality 11 over them would dominate the build.
 */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.wasm',
]);

/** A sibling saving less than this share of the original costs a stat and a decode for next to nothing. */
const minimumSaving = 0.1;

export type Precompressed = { file: string; bytes: number; br: number | null; gzip: number | null };

const worthIt = (original: Buffer, compressed: Buffer) =>
  compressed.length <= original.length * (1 - minimumSaving);

async function precompressFile(path: string, file: string): Promise<Precompressed> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const keepBr = worthIt(source, br);
  const keepGz = worthIt(source, gz);
  await Promise.all([
    keepBr ? writeFile(`${path}.br`, br) : undefined,
    keepGz ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
  return { file, bytes: source.length, br: keepBr ? br.length : null, gzip: keepGz ? gz.length : null };
}

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside every compressible file under
 * `dir`, each only when it saves at least a tenth, so the service can send them as they are (@fastify/static's
 * preCompressed) instead of compressing on every request or sending identity bytes. Files run in parallel: zlib
 * works on libuv's thread pool, so the build's wait is the slowest file, not the sum.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && compressibleExtensions.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map((path) => precompressFile(path, path.slice(dir.length + 1))));
}

/** The Vite side: after the bundle and the public files are written to the output directory. */
export function precompress(): Plugin {
  let log: (message: string) => void = () => undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const done = await precompressDir(options.dir);
        const sum = (pick: (p: Precompressed) => number | null) =>
          Math.round(done.reduce((total, p) => total + (pick(p) ?? p.bytes), 0) / 1000);
        log(
          `precompressed ${done.length} files: ${sum((p) => p.bytes)} kB, brotli ${sum((p) => p.br)} kB, gzip ${sum((p) => p.gzip)} kB`,
        );
      },
    },
  };
}
