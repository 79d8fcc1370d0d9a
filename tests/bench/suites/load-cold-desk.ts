import type { Browser, Page } from '@playwright/test';
import { signIn } from '../lib/console-page';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const deskPath = '/#/case-management/case-management';
/** Issue 38's cold load: a fresh browser context over 10 Mbit/s with 40 ms RTT. */
const link = { latency: 40, bitsPerSecond: 10_000_000 };

/** In the page: marks the first frame in which the desk's grid shows a row (or says it has none). */
const watchDesk = () => {
  const w = window as unknown as { deskReady?: number };
  new MutationObserver(() => {
    if (w.deskReady !== undefined) return;
    const main = document.querySelector('main');
    if (main?.querySelector('table[role="grid"] tbody tr') || main?.textContent?.includes('No cases'))
      w.deskReady = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** What one cold desk cost: JS files, when its list call started, when its rows showed. */
const deskFigures = (page: Page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const path = (e: PerformanceResourceTiming) => new URL(e.name).pathname;
    const list = entries.find((e) => path(e).startsWith('/api/workflow/lists'));
    return {
      js: entries.filter((e) => path(e).endsWith('.js')).length,
      requests: entries.length,
      listCallStart: list ? list.startTime : Number.NaN,
      rows: (window as unknown as { deskReady: number }).deskReady,
    };
  });

/**
 * The case desk opened by its address in a page with an empty HTTP cache (the session from a sign-in in the same
 * context), over the slow link: how many JS files a screen costs and when its data call starts.
 */
async function oneColdDesk(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx (esbuild keepNames) wraps named inner functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  try {
    await signIn(await context.newPage(), baseUrl);
    const page = await context.newPage();
    await page.addInitScript(watchDesk);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: link.bitsPerSecond / 8,
      uploadThroughput: link.bitsPerSecond / 8,
    });
    await page.goto(`${baseUrl}${deskPath}`);
    await page.waitForFunction(() => (window as unknown as { deskReady?: number }).deskReady !== undefined);
    // The desk polls and listens for pushes, so the network is never idle: a moment for late chunks instead.
    await page.waitForTimeout(1500);
    return await deskFigures(page);
  } finally {
    await context.close();
  }
}

/** Cold desk rows (issue 38): JS files, the list call's start and the first rows, from navigation start. */
export async function coldDeskSuite(browser: Browser, baseUrl: string, runs: number): Promise<Row[]> {
  const runsOf: Awaited<ReturnType<typeof oneColdDesk>>[] = [];
  for (let run = 0; run < runs; run++) runsOf.push(await oneColdDesk(browser, baseUrl));
  const label = `cold desk, ${link.bitsPerSecond / 1_000_000} Mbit/s ${link.latency} ms RTT`;
  const row = (metric: string, unit: string, samples: number[]): Row => ({
    metric: `${label}: ${metric}`,
    unit,
    median: median(samples),
    samples,
  });
  return [
    row(
      'JS files requested',
      'files',
      runsOf.map((r) => r.js),
    ),
    row(
      'requests in all',
      'requests',
      runsOf.map((r) => r.requests),
    ),
    row(
      'list call starts (from navigation)',
      'ms',
      runsOf.map((r) => r.listCallStart),
    ),
    row(
      'first rows shown (from navigation)',
      'ms',
      runsOf.map((r) => r.rows),
    ),
  ];
}
