import { chromium, type Page } from '@playwright/test';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { tableTwoLineRowHeight } from '../../../src/rules/kit-table';
import { chromiumArgs } from '../../e2e/support/chromium';
import type { RunningServer } from '../../e2e/support/server';
import { budgets } from '../lib/budgets';
import { signInAs } from '../lib/console-page';
import { listCalls, pushesSeen, watchCanvas, watched, watchFor, type ListCall } from '../lib/canvas-watch';
import { deskAccount } from '../lib/desk-data';
import type { Row } from '../lib/report';
import type { ScaleTenant } from '../lib/scale-data';
import { post, tokenOf } from '../lib/service-calls';
import { median } from '../lib/stats';

const desk = '#/case-management/case-management';
/**
 * Where each run leaves the desk for and comes back from: a screen of light calls. The home screen's own call
 * (/dashboard/home) takes tens of seconds at this size on PGlite and holds its one connection, so a desk opened
 * straight after it would measure that call; it is timed once, as its own row, after the sign-in lands there.
 */
const elsewhere = '#/notifications/notification-list';
/** The 100 000th row of the workgroup's open cases (position 99 999), where the far scroll lands. */
const farRow = 99_999;
const runs = 5;
const waitMs = 60_000;
const step = (text: string) => process.stdout.write(`· ${text}\n`);

type Samples = Record<string, number[]>;
const add = (into: Samples, figures: Record<string, number>) => {
  for (const [k, v] of Object.entries(figures)) (into[k] ??= []).push(v);
};

/**
 * Waits until a one-row desk read answers within a second again: the home screen's call, left running on the
 * service when the page moved on, holds PGlite's one connection until it ends. Answers how long that took.
 */
async function serviceSettled(baseUrl: string, token: string): Promise<number> {
  const body = { record_type: 'case', list: 'my', offset: 0, limit: 1, counts: false };
  const started = performance.now();
  for (;;) {
    const t = performance.now();
    await post(baseUrl, '/workflow/lists/page', body, token);
    if (performance.now() - t < 1000) return performance.now() - started;
    if (performance.now() - started > 600_000) throw new Error('the service stayed busy for 10 minutes');
  }
}

/** To another screen, as a user leaves the desk; resolves once the desk's grid is gone. */
async function leaveDesk(page: Page): Promise<void> {
  await page.evaluate((path) => (window.location.hash = path), elsewhere);
  await page.waitForFunction(() => !document.querySelector('main .dvn-scroller'));
}

const sum = (calls: ListCall[], key: 'bytes' | 'body') => calls.reduce((n, c) => n + c[key], 0);

/**
 * From the hash change a menu link makes to the frame after the grid drew its first case number (any row: glide
 * draws every visible cell in one pass), with the list calls that ended before that draw and where the time went.
 */
async function openDesk(page: Page, path: string): Promise<Record<string, number>> {
  await watchFor(page, ['SCL-']);
  const start = await page.evaluate((p) => {
    const t = performance.now();
    window.location.hash = p;
    return t;
  }, path);
  const seen = await watched(page, waitMs);
  const calls = await listCalls(page, start, seen.drawn);
  if (calls.length === 0) throw new Error('the desk drew rows without a list call');
  const first = calls[0];
  const last = calls[calls.length - 1];
  return {
    total: seen.painted - start,
    kb: sum(calls, 'bytes') / 1000,
    calls: calls.length,
    'navigation → first list call sent (route, desk code, machine)': first.start - start,
    'list call: queued in the browser (fetch → request sent)': first.queued,
    'list call(s): sent → answered': last.end - first.start,
    'list call: the service (request sent → first byte)': first.ttfb,
    'answer → rows drawn (machine, React, grid)': seen.drawn - last.end,
    'rows drawn → next frame': seen.painted - seen.drawn,
  };
}

/** The numbers at positions [at, at + 12) of the workgroup's open cases, as the desk orders them. */
async function numbersAt(baseUrl: string, token: string, at: number): Promise<string[]> {
  const body = { record_type: 'case', list: 'wg', offset: at, limit: 12, counts: false };
  const answer = await post(baseUrl, '/workflow/lists/page', body, token);
  const rows = (answer.data as { rows?: { number: string }[] } | undefined)?.rows ?? [];
  if (answer.errCode !== 0 || rows.length === 0) throw new Error(`no rows at ${at}: ${answer.msg}`);
  return rows.map((r) => r.number);
}

/** The grid's scroller set to show `row` at the top, to the frame after that row's number was drawn. */
async function scrollFar(page: Page, numbers: string[]): Promise<Record<string, number>> {
  await watchFor(page, numbers);
  const start = await page.evaluate((top) => {
    const scroller = document.querySelector<HTMLElement>('main .dvn-scroller');
    if (!scroller) throw new Error('the desk has no grid scroller');
    const t = performance.now();
    scroller.scrollTop = top;
    return t;
  }, farRow * tableTwoLineRowHeight);
  const seen = await watched(page, waitMs);
  const calls = await listCalls(page, start, seen.drawn);
  const first = calls[0];
  const last = calls[calls.length - 1];
  return {
    total: seen.painted - start,
    calls: calls.length,
    'scroll → window call sent (grid region, machine, reader)': first ? first.start - start : Number.NaN,
    'window call: queued in the browser (fetch → request sent)': first ? first.queued : Number.NaN,
    'window call: sent → answered': first ? last.end - first.start : Number.NaN,
    'window call: the service (request sent → first byte)': first ? first.ttfb : Number.NaN,
    'answer → rows drawn (machine, React, grid)': seen.drawn - (last?.end ?? start),
    'rows drawn → next frame': seen.painted - seen.drawn,
  };
}

/**
 * Another session of the agent (a second sign-in, from the bench) renames the first case of My cases: from the
 * push chunk's arrival in the page to the frame after the grid drew the new title.
 */
async function pushedRename(page: Page, baseUrl: string, token: string, run: number) {
  const read = { record_type: 'case', list: 'my', offset: 0, limit: 1, counts: false };
  const answer = await post(baseUrl, '/workflow/lists/page', read, token);
  const record = (answer.data as { rows: { id: number; version: number }[] }).rows[0];
  const title = `Bench push ${run} ${Date.now() % 100_000}`;
  await watchFor(page, [title]);
  const saved = await post(
    baseUrl,
    '/workflow/case/update',
    { id: record.id, version: record.version, title },
    token,
  );
  if (saved.errCode !== 0) throw new Error(`the rename was refused: ${saved.msg}`);
  const seen = await watched(page, waitMs);
  const push = (await pushesSeen(page)).find((p) => p.text.includes(title));
  if (!push) throw new Error('the rename was drawn without its push');
  return {
    total: seen.painted - push.at,
    'push arrived → title drawn (parse, machine, React, grid)': seen.drawn - push.at,
    'title drawn → next frame': seen.painted - seen.drawn,
  };
}

const phaseRows = (label: string, samples: Samples): Row[] =>
  Object.entries(samples)
    .filter(([k]) => !['total', 'kb', 'calls'].includes(k))
    .map(([k, v]) => ({ metric: `${label} phase, ${k}`, unit: 'ms', median: median(v), samples: v }));

/**
 * Issue 38's desk rows at scale, in Chromium on the production build against the seeded server: the agent signs
 * in, opens the desk once (its code is then cached, as for a user coming from another screen), and each run goes to a
 * light screen and back. (a) first rows painted and the list calls' bytes; (b) the workgroup tab scrolled to row 100 000; (c) a
 * rename by another session pushed to the open desk.
 */
export async function scaleBrowserRows(
  engine: string,
  server: RunningServer,
  tenant: ScaleTenant,
): Promise<Row[]> {
  buildIfStale(process.cwd(), {});
  const label = `scale [${engine}]: desk`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const first: Samples = {};
  const far: Samples = {};
  const push: Samples = {};
  const afterWrite: Samples = {};
  let homeMs: number;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await watchCanvas(context);
    const page = await context.newPage();
    // The other session first: a call after minutes of quiet could meet a socket the server already closed.
    const token = await tokenOf(server.url, deskAccount);
    await signInAs(page, server.url, deskAccount);
    await leaveDesk(page);
    step('desk in Chromium: waiting for the home call to end on the service');
    homeMs = await serviceSettled(server.url, token);
    await openDesk(page, desk);
    await leaveDesk(page);
    // The first rows with no write between the visits: a write renews the service's kept order of the tab, and
    // the first read after it pays for that (the pushes below show it in their own rows).
    step(`desk in Chromium: first rows, ${runs} runs`);
    for (let run = 0; run < runs; run++) {
      add(first, await openDesk(page, desk));
      await leaveDesk(page);
    }
    step(`desk in Chromium: a pushed rename, ${runs} runs`);
    for (let run = 0; run < runs; run++) {
      add(afterWrite, await openDesk(page, desk));
      add(push, await pushedRename(page, server.url, token, run));
      await leaveDesk(page);
    }
    if (tenant.groupOpen > farRow + 12) step(`desk in Chromium: the scroll to row 100,000, ${runs} runs`);
    if (tenant.groupOpen > farRow + 12)
      for (let run = 0; run < runs; run++) {
        await openDesk(page, `${desk}?list=wg`);
        add(far, await scrollFar(page, await numbersAt(server.url, token, farRow)));
        await leaveDesk(page);
      }
    await context.close();
  } finally {
    await browser.close();
  }
  const ms = (metric: string, samples: number[] | undefined, budget: number, unit = 'ms'): Row =>
    samples
      ? { metric: `${label}: ${metric}`, unit, median: median(samples), samples, budget }
      : { metric: `${label}: ${metric}`, unit, median: null, note: 'fewer open cases than the row' };
  const mine = `My cases, ${tenant.myOpen.toLocaleString('en-ZA')} of ${tenant.cases.toLocaleString('en-ZA')}`;
  return [
    ms(`first rows painted after navigation (${mine})`, first.total, budgets.deskFirstRowsMs),
    ms('first rows: list calls on the wire before the paint', first.kb, budgets.deskFirstWindowKb, 'KB'),
    ...phaseRows(`${label} first rows`, first),
    ms('first rows, the visit after a write by another session', afterWrite.total, budgets.deskFirstRowsMs),
    ...phaseRows(`${label} first rows after a write`, afterWrite),
    ms('scroll to row 100,000 of the workgroup tab and paint', far.total, budgets.deskFarScrollMs),
    ...phaseRows(`${label} far scroll`, far),
    ms('pushed change, message to repaint', push.total, budgets.deskPushRepaintMs),
    ...phaseRows(`${label} push`, push),
    {
      metric: `${label}: service busy with the home screen's call after sign-in (waited, one)`,
      unit: 'ms',
      median: homeMs,
    },
  ];
}
