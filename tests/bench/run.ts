/**
 * `npm run bench [-- --quick]`: bundle, load, interaction, datatable, tree (beside jsTree), machines, service and
 * case desk figures, each the median of several runs, printed as one table and written as JSON to
 * tests/bench/results. `npm run bench -- --only=desk` runs the case desk rows alone; `--only=bulk` the bulk assign;
 * `--only=service` the service rows on PGlite and PostgreSQL; `--only=routing` the queue routing decisions;
 * `--only=softphone` the softphone machine's events per second; `--only=startup` the service's start-up time and
 * memory (compiled and tsx, PGlite and PostgreSQL); `--only=load` the bundle sizes and the page load and interaction
 * rows (warm, and cold over a throttled link); `--only=lighthouse` desktop Lighthouse on sign-in, home and desk;
 * `--only=tree` the tree rows beside jsTree; `--only=bus` two instances on one PostgreSQL: what A does reaching B;
 * `--only=telephony` INVITE → ringing in the agent's page (SIPp against the Kamailio the service started, Chromium
 * as the agent); `--only=media` calls held at once through Kamailio and rtpengine; `--only=reset` the reset-mail
 * answer, registered address beside unknown; `--only=scale` the case list at 1 000 000 cases (PostgreSQL) and
 * 200 000 (PGlite), seeded set-based; `--only=debug` the debug panel's Paths tab and statechart.
 * Never part of `npm test`: timings are measured, not asserted.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/support/server';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs } from '../e2e/support/chromium';
import { printTable, verdictOf, writeResults, type Row } from './lib/report';
import { bundleSuite } from './suites/bundle';
import { busSuite } from './suites/bus';
import { bulkSuite } from './suites/bulk';
import { componentsSuite, openBenchPage } from './suites/components';
import { debugOnly } from './suites/debug-only';
import { deskSuite } from './suites/desk';
import { lighthouseOnly } from './suites/lighthouse-only';
import { loadSuite } from './suites/load';
import { machinesSuite } from './suites/machines';
import { mediaOnly } from './suites/media';
import { metadataSuite } from './suites/metadata';
import { paletteSuite } from './suites/palette';
import { resetTimingSuite } from './suites/reset-timing';
import { routingSuite } from './suites/routing';
import { scaleOnly } from './suites/scale';
import { serviceSuite } from './suites/service';
import { softphoneOnly } from './suites/softphone-only';
import { startupSuite } from './suites/startup';
import { telephonySuite } from './suites/telephony';
import { treeOnly } from './suites/tree-only';
import { workflowSuite } from './suites/workflow';

const quick = process.argv.includes('--quick');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
/** The desk's own server seeds 10 000 cases into a fresh data directory; fewer runs, each opens the desk anew. */
const desk = { cases: 10_000, runs: quick ? 3 : 5 };
const settings = quick
  ? { runs: 3, treeSizes: [10_000], serviceRuns: 1, serviceSeconds: 3, events: 20_000, documents: 10_000 }
  : {
      runs: 7,
      treeSizes: [10_000, 50_000],
      serviceRuns: 3,
      serviceSeconds: 10,
      events: 100_000,
      documents: 100_000,
    };

const step = (name: string) => process.stdout.write(`· ${name}\n`);

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });

/** `--only=desk`: the production build, then the case desk rows on their own server. */
async function deskOnly(): Promise<void> {
  const started = Date.now();
  buildIfStale(process.cwd(), {});
  step(`case desk (${desk.cases} cases)`);
  const browser = await launch();
  const rows = await deskSuite(browser, desk).finally(() => browser.close());
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    console.log(
      `${row.metric}: ${row.samples?.map((n) => Math.round(n)).join(', ')} ms${row.note ? ` (${row.note})` : ''}`,
    );
  console.log(
    `${rows.length} figures; ${Math.round((Date.now() - started) / 1000)} s (not written to results)`,
  );
}

/** The bundle sizes, then the page load and interaction rows (warm, and cold over a throttled link). */
async function bundleAndLoadRows(browser: Browser, url: string): Promise<Row[]> {
  step('bundle sizes');
  const rows = await bundleSuite(browser, url);
  step(`load and interactions (${settings.runs} runs; then cold over a throttled link)`);
  rows.push(...(await loadSuite(browser, url, settings.runs)));
  return rows;
}

/** `--only=load`: the production build (if stale), the service, then the bundle and load rows alone. */
async function loadOnly(): Promise<void> {
  const started = Date.now();
  buildIfStale(process.cwd(), {});
  const server = await startServer();
  const browser = await launch();
  const rows: Row[] = [];
  try {
    rows.push(...(await bundleAndLoadRows(browser, server.url)));
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    if (row.samples)
      console.log(`${row.metric}: ${row.samples.map((n) => Math.round(n)).join(', ')} ${row.unit}`);
  console.log(
    `${rows.length} figures; ${Math.round((Date.now() - started) / 1000)} s (not written to results)`,
  );
}

/** The service rows' data on each engine: the desk's 10 000 cases and 100 000 documents in the member index. */
const serviceData = { cases: 10_000, documents: 100_000 };

/** `--only=service`: the service rows alone, on PGlite and PostgreSQL (no build, no browser). */
async function serviceOnly(): Promise<void> {
  step('service (autocannon, 50 connections; PGlite and PostgreSQL servers of their own)');
  const rows = await serviceSuite(serviceData, { runs: quick ? 1 : 3, seconds: quick ? 3 : 10 });
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    console.log(
      `${row.metric}: ${row.samples?.map((n) => Math.round(n)).join(', ') ?? '—'}${row.note ? ` (${row.note})` : ''}`,
    );
}

/** `--only=bulk`: the 1,000-case bulk assign alone, in process. */
async function bulkOnly(): Promise<void> {
  step(`bulk assign of 1,000 cases, in process`);
  const rows = await bulkSuite({ runs: quick ? 1 : 3 });
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows) console.log(`${row.metric}: ${row.samples?.map((n) => n.toFixed(2)).join(', ')} s`);
}

/** The palette's record search over 10 000 cases and 10 000 people, in process. */
const palette = { count: 10_000, searches: quick ? 60 : 300 };

/** `--only=palette`: the palette search rows alone (no build, no browser). */
async function paletteOnly(): Promise<void> {
  step(`palette search (${palette.count} cases and people, in process)`);
  const rows = await paletteSuite(palette);
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    console.log(
      `${row.metric}: ${Math.round((row.median ?? 0) * 10) / 10} ms${row.note ? ` (${row.note})` : ''}`,
    );
}

/** Queue routing decisions (the pure rules the routing board runs per PBX question), in process. */
const routing = { decisions: quick ? 2000 : 20_000 };

/** `--only=routing`: the routing decision rows alone. */
function routingOnly(): void {
  step(`routing decisions (1,000 agents, 100 queues, in process)`);
  console.log(`\n${printTable(routingSuite(routing))}\n`);
}

/** Starts of the service per store and launcher; each start is seconds, so fewer runs than the page figures. */
const startup = { runs: quick ? 2 : 5 };

/** `--only=startup`: the build (if stale), then the start-up rows alone. */
async function startupOnly(): Promise<void> {
  buildIfStale(process.cwd(), {});
  step(`service start-up and memory (compiled and tsx; PGlite and PostgreSQL), ${startup.runs} runs each`);
  const rows = await startupSuite(startup);
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    if (row.samples)
      console.log(`${row.metric}: ${row.samples.map((n) => Math.round(n)).join(', ')} ${row.unit}`);
}

/** `--only=telephony`: the build (if stale), then SIPp calls to a browser agent's extension. */
async function telephonyOnly(): Promise<void> {
  buildIfStale(process.cwd(), {});
  const calls = quick ? 5 : 20;
  step(`INVITE → ringing in the agent's page (${calls} SIPp calls over TCP, the service's own Kamailio)`);
  const browser = await launch();
  const rows = await telephonySuite(browser, { calls }).finally(() => browser.close());
  console.log(`\n${printTable(rows)}\n`);
  for (const row of rows)
    console.log(`${row.metric}: ${row.samples?.map((n) => Math.round(n)).join(', ')} ${row.unit}`);
}

async function main(): Promise<void> {
  if (only === 'telephony') return telephonyOnly();
  if (only === 'tree') return treeOnly(launch, quick);
  if (only === 'desk') return deskOnly();
  if (only === 'load') return loadOnly();
  if (only === 'lighthouse') return lighthouseOnly(quick);
  if (only === 'startup') return startupOnly();
  if (only === 'softphone') return softphoneOnly(quick);
  if (only === 'routing') return routingOnly();
  if (only === 'bulk') return bulkOnly();
  if (only === 'service') return serviceOnly();
  if (only === 'scale') return scaleOnly(quick);
  if (only === 'palette') return paletteOnly();
  if (only === 'media') return mediaOnly(launch, quick);
  if (only === 'debug') return debugOnly(launch, quick);
  if (only === 'bus') return console.log(`\n${printTable(await busSuite({ runs: quick ? 10 : 30 }))}\n`);
  if (only === 'reset') return console.log(`\n${printTable(await resetTimingSuite(quick))}\n`);
  if (only) throw new Error(`--only=${only} is not a suite; the suites are listed atop tests/bench/run.ts`);
  const started = Date.now();
  step('production build (if stale) and the benchmark page');
  buildIfStale(process.cwd(), {});
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'tests/bench/pages/vite.config.ts'],
    { stdio: 'inherit' },
  );
  const pagesDir = join(process.cwd(), 'node_modules/.cache/bench-pages');
  const server = await startServer();
  // Exposed gc and precise memory info let the machines suite measure memory per actor exactly.
  const browser = await launch();
  const rows: Row[] = [];
  try {
    rows.push(...(await bundleAndLoadRows(browser, server.url)));
    step('datatable and tree (with jsTree)');
    const bench = await openBenchPage(browser, pagesDir);
    try {
      rows.push(...(await componentsSuite(bench.page, settings)));
      step('machines');
      rows.push(...(await machinesSuite(bench.page, { runs: settings.runs, events: settings.events })));
    } finally {
      await bench.close();
    }
    step('workflow lists (10 000 actions)');
    rows.push(...workflowSuite(settings.runs));
    step(`case desk (${desk.cases} cases, its own server)`);
    rows.push(...(await deskSuite(browser, desk)));
  } finally {
    await browser.close();
    await server.stop();
  }
  step('service (autocannon, 50 connections; PGlite and PostgreSQL servers of their own)');
  rows.push(
    ...(await serviceSuite(serviceData, { runs: settings.serviceRuns, seconds: settings.serviceSeconds })),
  );
  step(`metadata bulk load (${settings.documents} documents) and query, in process`);
  rows.push(...(await metadataSuite({ documents: settings.documents, queryRuns: settings.runs })));
  step('bulk assign of 1,000 cases, in process');
  rows.push(...(await bulkSuite({ runs: quick ? 1 : 3 })));
  step(`palette search (${palette.count} cases and people), in process`);
  rows.push(...(await paletteSuite(palette)));
  step('routing decisions (1,000 agents, 100 queues), in process');
  rows.push(...routingSuite(routing));
  step('reset mail answer, registered address beside unknown, in process');
  rows.push(...(await resetTimingSuite(quick)));
  step('service start-up and memory (compiled and tsx; PGlite and PostgreSQL); two instances on one bus');
  rows.push(...(await startupSuite(startup)), ...(await busSuite({ runs: quick ? 10 : 30 })));
  console.log(`\n${printTable(rows)}\n`);
  const file = writeResults(rows, {
    quick,
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    seconds: Math.round((Date.now() - started) / 1000),
  });
  const over = rows.filter((r) => ['over', 'slower'].includes(verdictOf(r).verdict)).length;
  console.log(
    `${rows.length} figures, ${over} over budget or slower than the peer; ${Math.round((Date.now() - started) / 1000)} s; ${file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
