import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/contracts/paths';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { deskPaths } from '../../../src/contracts/workflow/desk';
import { demoPassword } from '../../../server/db/seed/demo-accounts';
import { pdfOfSize, toDataUrl } from '../../fixtures/upload-files';
import { evaluateInInspector } from '../../support/block-main-thread';
import { killAllServices, startService, type ServiceProcess } from '../service-process';
import { pgliteTemplate } from '../test-database';

const mib = 1024 * 1024;
const root = mkdtempSync(join(tmpdir(), 'sc-disk-'));
const mounted: string[] = [];
afterAll(() => {
  killAllServices();
  for (const point of mounted) execFileSync('umount', ['-l', point]);
  rmSync(root, { recursive: true, force: true });
});

/** A tmpfs of its own, or why not: mounting needs root (CAP_SYS_ADMIN), which a CI container may not give. */
function mountTmpfs(megabytes: number): string | { skip: string } {
  const point = join(root, `tmpfs-${mounted.length}`);
  mkdirSync(point);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', point], { stdio: 'pipe' });
  } catch (error) {
    return { skip: `this machine cannot mount a tmpfs (${String(error).split('\n')[0]})` };
  }
  mounted.push(point);
  return point;
}

const freeBytes = (path: string) => {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
};

/** The fields these calls answer with that the test reads (login: token; cases: id and title). */
type Answer = {
  status: number;
  errCode: number;
  msg: string;
  data: { id: number; token: string; title: string };
  ms: number;
};

/** One call, bounded: a call that does not answer within 10 s fails the test (the old service hung for good). */
async function api(service: ServiceProcess, path: string, body: unknown, token?: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${service.url}/api${path}`, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    ...((await response.json()) as Omit<Answer, 'ms' | 'status'>),
    ms: Date.now() - started,
  };
}

/** A 4 MB PDF that does not compress (PostgreSQL would otherwise store a padded one in a few kilobytes). */
function incompressiblePdf(): string {
  const bytes = pdfOfSize(4 * mib);
  randomBytes(bytes.length - 2048).copy(bytes, 1024);
  return toDataUrl(bytes, 'application/pdf');
}

/** The run's migrated, seeded template in `dataDir` (initdb and the seed would cost minutes here). */
async function seed(dataDir: string): Promise<void> {
  mkdirSync(dataDir);
  const engine = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: await pgliteTemplate() });
  await engine.close();
}

const outOfSpace = 'The service is out of disk space; nothing was saved';

describe('a full disk', () => {
  it(
    'refuses large uploads below the watermark and every write below the floor, reads on, recovers by itself, stops in time',
    { timeout: 240_000 },
    async (context) => {
      const point = mountTmpfs(400);
      if (typeof point !== 'string') return context.skip(point.skip);
      const dataDir = join(point, 'data');
      await seed(dataDir);
      // Room for the seeded data, the watermark (128 MB) and a few 4 MB uploads above it.
      const used = Math.ceil((400 * mib - freeBytes(point)) / mib);
      execFileSync('mount', ['-o', `remount,size=${used + 128 + 40}m`, point]);

      const service = await startService({ DATA_DIR: dataDir });
      const { token } = (await api(service, paths.login, { username: 'agent', password: demoPassword })).data;
      const pdf = incompressiblePdf();
      const accepted: string[] = [];
      let refused: Answer | undefined;
      for (let i = 0; i < 30 && !refused; i++) {
        const made = await api(service, workflowPaths.caseCreate, { title: `Scanned claim ${i}` }, token);
        expect(made.errCode).toBe(0);
        const name = `claim-${i}.pdf`;
        const upload = await api(
          service,
          deskPaths.documentAdd,
          { case_id: made.data.id, documents: [{ document_name: name, document_data: pdf }] },
          token,
        );
        if (upload.errCode === 0) accepted.push(name);
        else refused = upload;
      }
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused).toMatchObject({ status: 507, errCode: 15 });
      expect(refused?.msg).toMatch(
        /^The service is low on disk space \(\d+ MB free\): uploads over 1 MB are refused/,
      );
      expect(refused?.ms).toBeLessThan(2_000);
      const version = async () =>
        (await (await fetch(`${service.url}/api/version`, { signal: AbortSignal.timeout(5_000) })).json())
          .data.disk;
      expect((await version()).state).toBe('low');
      // Below the watermark, small writes go on.
      const small = await api(service, workflowPaths.caseCreate, { title: 'Written while low' }, token);
      expect(small.errCode).toBe(0);

      // Another program takes the rest of the disk, to 10 MB: below the floor (32 MB) no write is taken.
      const filler = join(point, 'filler');
      writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(point) - 10 * mib)));
      const whileFull = await api(service, workflowPaths.caseCreate, { title: 'Refused while full' }, token);
      expect(whileFull).toMatchObject({ status: 507, errCode: 15, msg: outOfSpace });
      expect(whileFull.ms).toBeLessThan(2_000);
      expect((await version()).state).toBe('full');
      const read = await api(service, workflowPaths.caseGet, { id: small.data.id }, token);
      expect(read).toMatchObject({ errCode: 0, data: { title: 'Written while low' } });

      // Space comes back: within the guard's next look (1 s) writes are taken again, with no restart.
      rmSync(filler);
      const back = Date.now();
      while ((await version()).state === 'full' && Date.now() - back < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await api(
        service,
        workflowPaths.caseCreate,
        { title: 'Written after space came back' },
        token,
      );
      expect(after.errCode).toBe(0);

      const stopping = Date.now();
      expect(await service.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopping).toBeLessThan(5_000);

      // Everything acknowledged is there; nothing refused is, not even in part.
      const check = await PGlite.create(join(dataDir, 'pglite'));
      const titles = await check.query<{ title: string }>(
        "select title from cases where title in ('Written while low', 'Refused while full', 'Written after space came back') order by title",
      );
      expect(titles.rows.map((row) => row.title)).toEqual([
        'Written after space came back',
        'Written while low',
      ]);
      const documents = await check.query<{ name: string }>(
        "select name from case_documents where name like 'claim-%' order by id",
      );
      expect(documents.rows.map((row) => row.name)).toEqual(accepted);
      await check.close();
    },
  );
});

describe('a stuck main thread', () => {
  it('still stops within 5 s of SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'stuck');
    await seed(dataDir);
    // The inspector only on SIGUSR1, on a free port: nothing is listening until the test asks.
    const service = await startService({ DATA_DIR: dataDir, NODE_OPTIONS: '--inspect-port=0' });
    process.kill(service.serverPid() as number, 'SIGUSR1');
    const deadline = Date.now() + 10_000;
    let wsUrl: string | undefined;
    while (!wsUrl && Date.now() < deadline) {
      wsUrl = /Debugger listening on (ws:\/\/\S+)/.exec(service.output())?.[1];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The main thread spins as PGlite did on a full disk: no JavaScript of the service runs on it again.
    await evaluateInInspector(wsUrl as string, 'for (;;) {}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const blocked = await fetch(`${service.url}/api/version`, { signal: AbortSignal.timeout(1_000) }).catch(
      () => 'no answer',
    );
    expect(blocked).toBe('no answer');

    const stopping = Date.now();
    await service.stop('SIGTERM');
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(service.output()).toContain('the service did not stop within 4.5 s of its signal');
  });
});
