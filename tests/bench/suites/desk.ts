import { rmSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { startServer } from '../../e2e/support/server';
import { budgets } from '../lib/budgets';
import { signInAs } from '../lib/console-page';
import { deskAccount, deskDataDir } from '../lib/desk-data';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const deskPath = '#/case-management/case-management';
const homePath = '#/dashboard/v1';

/**
 * In the page: from the navigation (the hash change a menu link makes) to the frame after the desk's grid has
 * its first rows (the grid's accessible rows are written with the canvas it paints).
 */
const openDesk = async (path: string): Promise<{ ms: number; count: string }> => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (document.querySelector('main table[role="grid"]'))
    throw new Error('a grid is on screen before the desk');
  const start = performance.now();
  window.location.hash = path;
  while (!document.querySelector('main table[role="grid"] tbody tr')) {
    if (performance.now() - start > 120_000) throw new Error('the desk showed no rows within 120 s');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await frame();
  const ms = performance.now() - start;
  return { ms, count: document.querySelector('main [data-kit="table-count"]')?.textContent ?? '' };
};

/** In the page: one keystroke in the desk's search box to the frame after the table's count changed. */
const keystroke = async (text: string): Promise<number> => {
  const input = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (!input) throw new Error('the desk has no search box');
  // The desk scrolls through every row (no pages): its footer says "1–20 of 9,999".
  const pager = () => document.querySelector('main [data-kit="table-count"]')?.textContent ?? '';
  const before = pager();
  const start = performance.now();
  // A keystroke as React sees it: the native value setter, then the input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  while (pager() === before) {
    if (performance.now() - start > 10_000) throw new Error(`the filter "${text}" changed nothing`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
};

/** The service's part of opening the desk: the one call that answers the agent's four lists, timed from Node. */
async function listsCall(baseUrl: string): Promise<number> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = (await (await post('/login', deskAccount)).json()) as { data: { token: string } };
  const start = performance.now();
  await (await post('/workflow/lists', { record_type: 'case' }, login.data.token)).arrayBuffer();
  return performance.now() - start;
}

/**
 * The case desk with `cases` cases in the agent's own list, on the bench's own server over a fresh data
 * directory: first rows painted after navigating to the desk, and a search keystroke to the repainted list.
 */
export async function deskSuite(browser: Browser, options: { cases: number; runs: number }): Promise<Row[]> {
  const dataDir = await deskDataDir(options.cases);
  const server = await startServer({ dataDir, template: null });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx (esbuild keepNames) wraps named inner functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const firstRows: number[] = [];
  const filter: number[] = [];
  const service: number[] = [];
  let shown = '';
  try {
    const page = await context.newPage();
    await signInAs(page, server.url, deskAccount);
    for (let run = 0; run < options.runs; run++) {
      service.push(await listsCall(server.url));
      const opened = await page.evaluate(openDesk, deskPath);
      firstRows.push(opened.ms);
      shown = opened.count;
      for (const text of ['9', '99', '999']) filter.push(await page.evaluate(keystroke, text));
      await page.evaluate((path) => {
        window.location.hash = path;
      }, homePath);
      await page.waitForURL(/#\/dashboard\/v1/);
      // The route swaps when the home screen is ready; until then the desk (and its grid) is still mounted.
      await page.waitForFunction(() => !document.querySelector('main table[role="grid"]'));
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cases = options.cases.toLocaleString('en-ZA');
  return [
    {
      metric: `desk with ${cases} cases: first rows painted after navigation`,
      unit: 'ms',
      median: median(firstRows),
      samples: firstRows,
      note: `the agent's My cases (pager: ${shown}); of it, the service's lists call alone: ${Math.round(median(service))} ms`,
    },
    {
      metric: `desk with ${cases} cases: filter keystroke to repaint`,
      unit: 'ms',
      median: median(filter),
      samples: filter,
      budget: budgets.tableFilterMs,
    },
  ];
}
