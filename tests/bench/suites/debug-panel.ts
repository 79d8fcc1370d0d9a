import type { Browser, Page } from '@playwright/test';
import { signIn } from '../lib/console-page';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

/** Issue 38: each of the debug panel's heavy tabs opens within this, from the click to its content painted. */
const budgetMs = 500;

type Opened = { openMs: number; paintedMs: number; longestTaskMs: number };

/**
 * In the page: from the click on a tab (dispatched in the page, so no round trip from here) to the first frame
 * painted after `open` finds the tab showing something (its content or its progress), and after `ready` finds
 * the content itself; and the longest main-thread task meanwhile (a long task blocks input and paint alike).
 */
const timeTab = (page: Page, tab: string, open: string, ready: string): Promise<Opened> =>
  page.evaluate(
    ([tabName, openSelector, readySelector]) =>
      new Promise<Opened>((resolve) => {
        let longest = 0;
        const tasks = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
        });
        tasks.observe({ type: 'longtask' });
        const panel = document.querySelector('[role="dialog"][aria-label="Debug panel"]') ?? document;
        const trigger = [...panel.querySelectorAll('[role="tab"]')].find((t) => t.textContent === tabName);
        if (!(trigger instanceof HTMLElement)) throw new Error(`no ${tabName} tab`);
        const start = performance.now();
        // Painted: the frame after the one that laid the content out.
        const paintedAt = (done: (ms: number) => void) =>
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
        let openMs: number | undefined;
        let seenOpen = false;
        const check = () => {
          if (!seenOpen && document.querySelector(openSelector)) {
            seenOpen = true;
            paintedAt((ms) => (openMs = ms));
          }
          if (!document.querySelector(readySelector)) return;
          observer.disconnect();
          paintedAt((paintedMs) => {
            tasks.disconnect();
            resolve({ openMs: openMs ?? paintedMs, paintedMs, longestTaskMs: longest });
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        // Radix tabs switch on mousedown; the click follows as a real pointer's would.
        trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
        trigger.click();
      }),
    [tab, open, ready] as const,
  );

/** A fresh page signed in as the bench account with the debug panel open and `actor` chosen in the Actors tab. */
async function panelOn(browser: Browser, baseUrl: string, actor: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx (esbuild keepNames) wraps named inner functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const page = await context.newPage();
  await signIn(page, baseUrl);
  await page.getByRole('button', { name: /Debug panel/ }).click();
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await panel.getByRole('button', { name: actor, exact: true }).click();
  return { page, close: () => context.close() };
}

/** The tabs issue 38 names, each on the telephony machine (the largest registered one); what shows they opened. */
const active = '[role="dialog"] [role="tabpanel"][data-state="active"]';
const cases = [
  {
    tab: 'Paths',
    actor: 'telephony',
    open: `${active} [role="status"]`,
    ready: 'ol[aria-label="Paths of telephony"] li',
  },
  {
    tab: 'Statechart',
    actor: 'telephony',
    open: `${active} [aria-label="Statechart of telephony"]`,
    ready: '[aria-label="Statechart of telephony"] svg g[data-state]',
  },
] as const;

/** One figure per run as a row; the budget where issue 38 sets one. */
const rowOf = (metric: string, samples: number[], budget?: number): Row => ({
  metric,
  unit: 'ms',
  median: median(samples),
  samples,
  ...(budget === undefined ? {} : { budget }),
});

/**
 * Debug panel rows, each run in a fresh page (nothing cached): the actor chosen, then its tab clicked at once (the
 * work that starts on the choice has had no head start), timed to the tab showing something and to its content;
 * then the tab opened again after the Actors tab (what a second look costs).
 */
export async function debugPanelSuite(browser: Browser, baseUrl: string, runs: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { tab, actor, open, ready } of cases) {
    const first: Opened[] = [];
    const again: Opened[] = [];
    for (let run = 0; run < runs; run++) {
      const { page, close } = await panelOn(browser, baseUrl, actor);
      try {
        first.push(await timeTab(page, tab, open, ready));
        await page.getByRole('dialog', { name: 'Debug panel' }).getByRole('tab', { name: 'Actors' }).click();
        again.push(await timeTab(page, tab, open, ready));
      } finally {
        await close();
      }
    }
    const label = `debug panel ${tab} tab (${actor})`;
    rows.push(
      rowOf(
        `${label}: click → open (progress or content)`,
        first.map((s) => s.openMs),
        budgetMs,
      ),
      rowOf(
        `${label}: click → content painted`,
        first.map((s) => s.paintedMs),
        budgetMs,
      ),
      rowOf(
        `${label}: longest main-thread task`,
        first.map((s) => s.longestTaskMs),
      ),
      rowOf(
        `${label}: opened again, click → content painted`,
        again.map((s) => s.paintedMs),
        budgetMs,
      ),
    );
  }
  return rows;
}
