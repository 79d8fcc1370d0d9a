import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery } from '../support/admin-query';
import { dropTestDatabase } from '../support/drop-database';
import { freshDatabase } from './template-database';

/**
 * The service suite's templates, made once per run before any file starts: migrated and seeded from empty, then
 * copied by every file (tests/server/test-database.ts). A file used to migrate and seed its own database, which
 * was most of its time (PostgreSQL: create, migrate and seed 12 s against a 1 s copy). Made anew each run, never
 * kept between runs, so the seed's dates (due times, SLA clocks, "today") are as fresh as a file's own would be.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'staff-console-templates-'));
  const cleanUps: (() => Promise<void>)[] = [async () => rmSync(folder, { recursive: true, force: true })];
  const tearDown = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  };
  try {
    // PGlite's template is made on PostgreSQL runs too: a few files open PGlite data directories of their own.
    const path = join(folder, 'pglite.tar');
    writeFileSync(path, Buffer.from(await (await pgliteDump()).arrayBuffer()));
    project.provide('pgliteTemplate', path);
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `sc_template_${process.pid}_${randomBytes(4).toString('hex')}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      cleanUps.push(() => dropTestDatabase(url, name));
      await fillPostgres(url, name);
      project.provide('postgresTemplate', name);
    }
    return tearDown;
  } catch (error) {
    await tearDown();
    throw error;
  }
}

async function pgliteDump(): Promise<Blob> {
  const fresh = await freshDatabase();
  try {
    return await (fresh.dumpDataDir as () => Promise<Blob>)();
  } finally {
    await fresh.close();
  }
}

/** Migrates and seeds the template, then waits until its pool's connections are gone: a copy needs it unused. */
async function fillPostgres(adminUrl: string, name: string): Promise<void> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await (await freshDatabase(url.toString())).close();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await adminQuery(
      adminUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    if (Date.now() > deadline) throw new Error(`the template ${name} still has connections after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
