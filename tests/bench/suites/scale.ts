import { firstWindow, readMargin } from '../../../src/rules/desk-window-reads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../../scripts/build-server.mjs';
import { slaStates } from '../../../src/contracts/workflow/sla';
import { createDatabase } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { budgets } from '../lib/budgets';
import { deskAccount } from '../lib/desk-data';
import { printTable, type Row } from '../lib/report';
import { seedScaleTenant, type ScaleTenant } from '../lib/scale-data';
import { explainList } from '../lib/scale-plans';
import { scaleBrowserRows } from './scale-browser';
import { hammer, post, tokenOf, type Call } from '../lib/service-calls';
import { benchPostgres } from '../lib/service-data';

type Engine = 'PGlite' | 'PostgreSQL';
type Options = { seconds: number; cases: Record<Engine, number> };

const fmt = (n: number) => n.toLocaleString('en-ZA');
const step = (text: string) => process.stdout.write(`· ${text}\n`);

/**
 * The desk's first pages, as the case list call asks for them: "My cases" (the agent's open cases in their
 * default workgroup, the tab the desk opens on) and the workgroup's open cases, 50 rows, most urgent first.
 */
const deskPages = (tenant: ScaleTenant) => {
  const list = '/workflow/case/list';
  const mine = { record_type: 'case', owner_user_id: tenant.userId, wrkgrp_id: tenant.workgroupId };
  const group = { record_type: 'case', wrkgrp_id: tenant.workgroupId };
  const page = { page_number: 0, size: 50, open_only: true };
  // The desk's own call (issue 38): a window of a tab with the four counts, and a window far down the tab.
  const desk = '/workflow/lists/page';
  // The rows the desk's first read asks for (rules/desk-window-reads.ts).
  const first = firstWindow + readMargin;
  const tab = { record_type: 'case', wrkgrp_id: tenant.workgroupId, limit: first };
  const far = Math.min(100_000, Math.max(0, tenant.groupOpen - 100));
  return [
    { tab: 'my cases', rows: tenant.myOpen, path: list, body: { ...mine, ...page, sort: 'sla' }, expect: 50 },
    {
      tab: 'workgroup cases',
      rows: tenant.groupOpen,
      path: list,
      body: { ...group, ...page, sort: 'sla' },
      expect: 50,
    },
    // The other order the desk offers: read from the database at each call (a page and a count).
    {
      tab: 'my cases newest first',
      rows: tenant.myOpen,
      path: list,
      body: { ...mine, ...page, sort: 'created' },
      expect: 50,
    },
    {
      tab: 'workgroup cases newest first',
      rows: tenant.groupOpen,
      path: list,
      body: { ...group, ...page, sort: 'created' },
      expect: 50,
    },
    {
      tab: 'desk window: my cases with the counts',
      rows: tenant.myOpen,
      path: desk,
      body: { ...tab, list: 'my' },
      expect: Math.min(first, tenant.myOpen),
    },
    {
      tab: `desk window: workgroup cases at row ${fmt(far)}`,
      rows: tenant.groupOpen,
      path: desk,
      body: { ...tab, list: 'wg', offset: far, counts: false },
      expect: Math.min(first, tenant.groupOpen - far),
    },
  ];
};

/** How the list's cases spread over the SLA states, from the kept list (one call per state). */
async function slaSpread(baseUrl: string, call: Call): Promise<string> {
  const counts: string[] = [];
  for (const state of slaStates) {
    const body = await post(baseUrl, call.path, { ...(call.body as object), sla_state: state }, call.token);
    const page = body.data as { page?: { totalElements?: number } } | undefined;
    counts.push(`${state} ${fmt(page?.page?.totalElements ?? 0)}`);
  }
  return counts.join(', ');
}

/** The first call of a list (it builds the kept SLA list), its size on the wire, then `connections` callers. */
async function measurePages(
  engine: Engine,
  server: RunningServer,
  tenant: ScaleTenant,
  options: { seconds: number; connections: number },
): Promise<Row[]> {
  const token = await tokenOf(server.url, deskAccount);
  const rows: Row[] = [];
  const label = (tab: string, size: number) =>
    `scale [${engine}]: ${tab.startsWith('desk') ? tab : `case list, first page of ${tab}`} (${fmt(size)} of ${fmt(tenant.cases)} cases)`;
  for (const page of deskPages(tenant)) {
    const call: Call = { path: page.path, body: page.body, token };
    const name = label(page.tab, page.rows);
    step(`${name}: first call`);
    const started = performance.now();
    const answer = await fetch(`${server.url}/api${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(call.body),
    });
    const text = await answer.text();
    const firstMs = performance.now() - started;
    const body = JSON.parse(text) as { errCode: number; msg: string; data?: { rows?: unknown[] } };
    if (body.errCode !== 0 || body.data?.rows?.length !== page.expect) {
      const note = `errCode ${body.errCode} ${body.msg.slice(0, 120)}; ${body.data?.rows?.length ?? 0} rows`;
      rows.push({ metric: `${name}, first call`, unit: 'ms', median: null, note });
      continue;
    }
    const bySla = 'sort' in page.body && page.body.sort === 'sla';
    rows.push({
      metric: `${name}, first call${bySla ? ' (builds the kept SLA list)' : ''}`,
      unit: 'ms',
      median: firstMs,
    });
    const size = Buffer.byteLength(text) / 1000;
    const first = page.path === '/workflow/lists/page' && !('offset' in page.body);
    rows.push({
      metric: `${name}, answer size`,
      unit: 'KB',
      median: size,
      ...(first ? { budget: budgets.deskFirstWindowKb } : {}),
    });
    if (bySla) console.log(`${name}: ${await slaSpread(server.url, call)}`);
    step(`${name}: ${options.connections} connection(s), ${options.seconds} s`);
    const result = await hammer(server.url, call, options.seconds, options.connections);
    const failed = result.errors + result.non2xx;
    const note = failed ? `${failed} failed requests` : undefined;
    const perEngine =
      engine === 'PostgreSQL'
        ? { rps: budgets.caseListRequestsPerSecond, p99: budgets.caseListP99Ms }
        : { p99: budgets.caseListP99Ms };
    const at = `${options.connections} connection${options.connections === 1 ? '' : 's'}`;
    rows.push(
      {
        metric: `${name}, requests/s at ${at}`,
        unit: 'req/s',
        median: result.rps,
        ...(perEngine.rps ? { budget: perEngine.rps, higherIsBetter: true } : {}),
        ...(note ? { note } : {}),
      },
      { metric: `${name}, p50 latency`, unit: 'ms', median: result.p50 },
      { metric: `${name}, p99 latency`, unit: 'ms', median: result.p99, budget: perEngine.p99 },
    );
  }
  rows.push(...(await scaleBrowserRows(engine, server, tenant)));
  return rows;
}

const seedRow = (engine: Engine, tenant: ScaleTenant, seconds: number): Row => ({
  metric: `scale [${engine}]: seed ${fmt(tenant.cases)} cases with history, notes, tasks and calls`,
  unit: 's',
  median: seconds,
  note: `my cases ${fmt(tenant.myOpen)}, workgroup ${fmt(tenant.groupOpen)} open`,
});

/** PostgreSQL: a database of its own, migrated and seeded by the server, then the tenant, plans and load. */
async function onPostgres(options: Options): Promise<Row[]> {
  const database = await benchPostgres();
  if ('reason' in database)
    return [{ metric: 'scale [PostgreSQL]', unit: '', median: null, note: database.reason }];
  try {
    const server = await startServer({ env: { DATABASE_URL: database.url }, template: null });
    try {
      const direct = await createDatabase({ databaseUrl: database.url });
      const rows: Row[] = [];
      let tenant: ScaleTenant;
      try {
        step(`PostgreSQL: seeding ${fmt(options.cases.PostgreSQL)} cases`);
        const started = performance.now();
        tenant = await seedScaleTenant(direct.db, options.cases.PostgreSQL);
        rows.push(seedRow('PostgreSQL', tenant, (performance.now() - started) / 1000));
        for (const owner of [true, false]) {
          const plans = await explainList(direct.db, database.url, tenant, owner);
          for (const plan of plans) {
            const which = owner ? 'my cases' : 'workgroup cases';
            console.log(`\n-- ${which}: ${plan.name}\n${plan.text}`);
            rows.push({ metric: `scale [PostgreSQL]: ${which}, ${plan.name}`, unit: 'ms', median: plan.ms });
          }
        }
      } finally {
        await direct.close();
      }
      rows.push(...(await measurePages('PostgreSQL', server, tenant, { ...options, connections: 50 })));
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** PGlite: a fresh data directory, migrated, seeded and filled before its server starts (it holds the lock). */
async function onPglite(options: Options): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-console-bench-scale-'));
  try {
    const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    let tenant: ScaleTenant;
    let seconds: number;
    try {
      await database.migrate();
      await seedDatabase(database.db);
      step(`PGlite: seeding ${fmt(options.cases.PGlite)} cases`);
      const started = performance.now();
      tenant = await seedScaleTenant(database.db, options.cases.PGlite);
      seconds = (performance.now() - started) / 1000;
    } finally {
      await database.close();
    }
    const server = await startServer({ dataDir, template: null });
    try {
      const rows = await measurePages('PGlite', server, tenant, { ...options, connections: 1 });
      return [seedRow('PGlite', tenant, seconds), ...rows];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `--only=scale`: the large tenant (issue 38) on PostgreSQL (1 000 000 cases, 50 connections) and PGlite
 * (200 000 cases, one connection), one engine after the other; `--cases=N` seeds N on both and
 * `--engine=PostgreSQL` (or `PGlite`) measures one (for development).
 */
export async function scaleOnly(quick: boolean): Promise<void> {
  const asked = Number(process.argv.find((a) => a.startsWith('--cases='))?.slice('--cases='.length));
  const options: Options = {
    seconds: quick ? 3 : 10,
    cases: asked > 0 ? { PGlite: asked, PostgreSQL: asked } : { PGlite: 200_000, PostgreSQL: 1_000_000 },
  };
  // The servers run the compiled service; the console's build is not needed for calls.
  buildServer(process.cwd());
  const engine = process.argv.find((a) => a.startsWith('--engine='))?.slice('--engine='.length);
  const rows = [
    ...(engine === 'PGlite' ? [] : await onPostgres(options)),
    ...(engine === 'PostgreSQL' ? [] : await onPglite(options)),
  ];
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows) if (row.note) console.log(`${row.metric}: ${row.note}`);
}
