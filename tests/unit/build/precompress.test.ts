// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sc-precompress-'));
  mkdirSync(join(dir, 'assets', 'nested'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (seed: string) =>
  Array.from({ length: 300 }, (_, i) => `const ${seed}${i} = "${seed}".repeat(${i});`).join('\n');
/** Bytes no compressor can shrink: a pseudo-random stream (seeded, so every run is the same). */
const noise = (length: number) => {
  let x = 2463534242;
  return Buffer.from(
    Array.from({ length }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x & 0xff;
    }),
  );
};
const write = (file: string, content: string | Buffer) => writeFileSync(join(dir, file), content);
const read = (file: string) => readFileSync(join(dir, file));

describe('precompressDir', () => {
  it('writes .br and .gz siblings that decompress to the original, in every folder', async () => {
    write('index.html', `<!doctype html>${text('page')}`);
    write('assets/entry-abc.js', text('entry'));
    write('assets/nested/style-def.css', text('.rule'));
    write('site.webmanifest', text('manifest'));
    await precompressDir(dir);
    for (const file of [
      'index.html',
      'assets/entry-abc.js',
      'assets/nested/style-def.css',
      'site.webmanifest',
    ]) {
      expect(brotliDecompressSync(read(`${file}.br`)), file).toEqual(read(file));
      expect(gunzipSync(read(`${file}.gz`)), file).toEqual(read(file));
      expect(read(`${file}.br`).length, file).toBeLessThan(read(file).length / 2);
    }
  });

  it('reports the sizes it wrote, brotli smaller than gzip on text', async () => {
    write('assets/entry-abc.js', text('entry'));
    const [report] = await precompressDir(dir);
    expect(report).toMatchObject({
      file: join('assets', 'entry-abc.js'),
      bytes: read('assets/entry-abc.js').length,
    });
    expect(report.br).toBe(read('assets/entry-abc.js.br').length);
    expect(report.gzip).toBe(read('assets/entry-abc.js.gz').length);
    expect(report.br).toBeLessThan(report.gzip ?? 0);
  });

  it('skips formats that are compressed already, files too small to gain, and incompressible bytes', async () => {
    write('logo.png', text('png'));
    write('font.woff2', text('font'));
    write('version.json', '{"version":"1.2.39"}');
    write('assets/random-abc.js', noise(4096));
    const report = await precompressDir(dir);
    for (const file of ['logo.png', 'font.woff2', 'version.json', 'assets/random-abc.js']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(report.map((r) => r.file).sort()).toEqual([join('assets', 'random-abc.js'), 'version.json']);
  });

  it('does not compress its own output when run again', async () => {
    write('index.html', `<!doctype html>${text('page')}`);
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz.gz'))).toBe(false);
    expect(brotliDecompressSync(read('index.html.br'))).toEqual(read('index.html'));
  });
});
