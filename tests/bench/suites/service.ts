import { rmSync } from 'node:fs';
import { createDatabase } from '../../../server/db/client';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { budgets } from '../lib/budgets';
import { benchAccount } from '../lib/console-page';
import { deskAccount, type DeskOwner } from '../lib/desk-data';
import type { Row } from '../lib/report';
import { benchPostgres, seedServiceData, serviceDataDir, type ServiceData } from '../lib/service-data';
import { hammer, post, tokenOf, type Result } from '../lib/service-calls';
import { median } from '../lib/stats';

type EngineName = 'PGlite' | 'PostgreSQL';
type Budget = { rps?: number; p99?: number };
type LoadKind = 'simple' | 'cases' | 'tree' | 'metadata';
type Load = { kind: LoadKind; path: string; body: unknown; token: string };
type Engine = { name: EngineName; server: RunningServer; owner: DeskOwner };

const connections = 50;
const simple: Budget = { rps: budgets.serviceRequestsPerSecond, p99: budgets.serviceP99Ms };
const tree: Budget = { p99: budgets.treeLoadP99Ms };

/** What each row measures and its budgets per engine (ARCHITECTURE.md §10). */
const loads: Record<LoadKind, { name: string; budgets: Partial<Record<EngineName, Budget>> }> = {
  simple: { name: 'simple read (role map)', budgets: { PGlite: simple, PostgreSQL: simple } },
  cases: {
    name: 'case list, 50 rows by SLA of 10 000',
    budgets: {
      PGlite: { rps: budgets.caseListRequestsPerSecondPglite },
      PostgreSQL: { rps: budgets.caseListRequestsPerSecond, p99: budgets.caseListP99Ms },
    },
  },
  tree: { name: 'tree load, 10 000 nodes', budgets: { PGlite: tree, PostgreSQL: tree } },
  metadata: {
    name: 'metadata query, three operators',
    budgets: { PostgreSQL: { rps: budgets.metadataQueryRequestsPerSecond } },
  },
};

const run = (baseUrl: string, load: Load, seconds: number): Promise<Result> =>
  hammer(baseUrl, load, seconds, connections);

const condition = (operator: string, dataType: string, op1: string, op2: unknown) => ({
  operator,
  type: 'str',
  data_type: dataType,
  op1,
  op2,
});

/** The seeded member search index (the bench adds its documents), queried on premium, dependants and surname. */
async function metadataQuery(baseUrl: string, token: string): Promise<unknown> {
  const body = await post(baseUrl, '/meta/search/index/get_all', {}, token);
  const index = (body.data as { id: number; name: string }[] | undefined)?.find(
    (i) => i.name === 'member_search',
  );
  if (body.errCode !== 0 || !index) throw new Error(`no metadata index to query: ${JSON.stringify(body)}`);
  return {
    index_id: index.id,
    query: {
      and: [
        condition('greater', 'FLOAT', 'premium', 3000),
        condition('less', 'INTEGER', 'dependants', 3),
        condition('contains', 'STRING', 'surname', 'e'),
      ],
    },
    limit: 20,
    offset: 0,
  };
}

/** The desk's default list: the agent's open cases in their default workgroup, most urgent first, page 1. */
const caseListBody = (owner: DeskOwner) => ({
  record_type: 'case',
  owner_user_id: owner.userId,
  wrkgrp_id: owner.workgroupId,
  open_only: true,
  sort: 'sla',
  page_number: 0,
  size: 50,
});

async function loadsOf(engine: Engine): Promise<Load[]> {
  const url = engine.server.url;
  const [admin, agent] = await Promise.all([tokenOf(url, benchAccount), tokenOf(url, deskAccount)]);
  return [
    { kind: 'simple', path: '/get_user_role_map', body: {}, token: admin },
    { kind: 'cases', path: '/workflow/case/list', body: caseListBody(engine.owner), token: agent },
    { kind: 'tree', path: '/dev/kit/get_tree_demo', body: { id: 'demo-10000' }, token: admin },
    { kind: 'metadata', path: '/meta/query/run', body: await metadataQuery(url, admin), token: admin },
  ];
}

/** Until the server answers quickly three times in a row: a slow load can leave minutes of queued calls. */
const quickAnswers = async (baseUrl: string): Promise<void> => {
  const deadline = Date.now() + 600_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${baseUrl}/api/version`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
      quick = performance.now() - started < 20 ? quick + 1 : 0;
    } catch {
      quick = 0; // still busy with the previous load's calls
    }
  }
};

/**
 * The previous load's last requests may still be in the server's hands when autocannon stops: wait until the
 * server answers quickly again, then check this load's answer once (it also warms the path).
 */
const drain = async (baseUrl: string, load: Load): Promise<void> => {
  await quickAnswers(baseUrl);
  const body = await post(baseUrl, load.path, load.body, load.token);
  if (body.errCode !== 0) throw new Error(`${loads[load.kind].name}: errCode ${body.errCode} ${body.msg}`);
  const page = body.data as { rows?: unknown[] } | undefined;
  if (load.kind === 'cases' && page?.rows?.length !== 50)
    throw new Error(`the case list answered ${page?.rows?.length ?? 0} rows, not a full page of 50`);
};

async function measure(engine: Engine, options: { runs: number; seconds: number }) {
  const out = new Map<LoadKind, Result[]>();
  for (const load of await loadsOf(engine)) {
    await drain(engine.server.url, load);
    const results: Result[] = [];
    for (let i = 0; i < options.runs; i++) results.push(await run(engine.server.url, load, options.seconds));
    out.set(load.kind, results);
  }
  return out;
}

type Measured = { name: EngineName; results?: Map<LoadKind, Result[]>; reason?: string };

/** Per load, its three figures with the two engines side by side (PGlite row, then PostgreSQL row). */
function rowsOf(measured: Measured[]): Row[] {
  const rows: Row[] = [];
  for (const kind of Object.keys(loads) as LoadKind[]) {
    const { name, budgets: perEngine } = loads[kind];
    const figures = [
      { label: 'requests/s at 50 connections', unit: 'req/s', pick: (r: Result) => r.rps },
      { label: 'p50 latency', unit: 'ms', pick: (r: Result) => r.p50 },
      { label: 'p99 latency', unit: 'ms', pick: (r: Result) => r.p99 },
    ];
    for (const figure of figures)
      for (const engine of measured) {
        const results = engine.results?.get(kind) ?? [];
        const budget = perEngine[engine.name];
        const limit =
          figure.unit === 'req/s' ? budget?.rps : figure.label.startsWith('p99') ? budget?.p99 : undefined;
        const failed = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
        // A run in which no call was answered (autocannon gives up after 10 s) has no latency to report.
        const counted = figure.unit === 'req/s' ? results : results.filter((r) => r.rps > 0);
        const samples = counted.map(figure.pick);
        const note =
          engine.reason ??
          (results.length && !samples.length
            ? `no call answered within 10 s (${failed} failed)`
            : failed > 0
              ? `${failed} failed requests`
              : undefined);
        rows.push({
          metric: `service [${engine.name}]: ${name}, ${figure.label}`,
          unit: figure.unit,
          median: samples.length ? median(samples) : null,
          samples,
          ...(limit === undefined ? {} : { budget: limit, higherIsBetter: figure.unit === 'req/s' }),
          ...(note ? { note } : {}),
        });
      }
  }
  return rows;
}

/** PGlite: a fresh data directory, seeded before its server starts (the server then holds its lock). */
async function onPglite(data: ServiceData, options: { runs: number; seconds: number }): Promise<Measured> {
  const { dataDir, owner } = await serviceDataDir(data);
  const server = await startServer({ dataDir, template: null });
  try {
    return { name: 'PGlite', results: await measure({ name: 'PGlite', server, owner }, options) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: a database of its own, migrated and seeded by the server's start, then the bench's data added. */
async function onPostgres(data: ServiceData, options: { runs: number; seconds: number }): Promise<Measured> {
  const database = await benchPostgres();
  if ('reason' in database) return { name: 'PostgreSQL', reason: database.reason };
  try {
    const server = await startServer({ env: { DATABASE_URL: database.url }, template: null });
    try {
      const direct = await createDatabase({ databaseUrl: database.url });
      const owner = await seedServiceData(direct.db, data).finally(() => direct.close());
      return { name: 'PostgreSQL', results: await measure({ name: 'PostgreSQL', server, owner }, options) };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * autocannon at 50 connections against two servers of the product, one on PGlite and one on PostgreSQL, each
 * with the same data: 10 000 open cases in the agent's list and 100 000 documents in the member search index.
 * One engine after the other, so they do not share the machine's two cores.
 */
export async function serviceSuite(
  data: ServiceData,
  options: { runs: number; seconds: number },
): Promise<Row[]> {
  const pglite = await onPglite(data, options);
  const postgres = await onPostgres(data, options);
  return rowsOf([pglite, postgres]);
}
