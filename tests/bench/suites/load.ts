import type { Browser, Page } from '@playwright/test';
import { budgets } from '../lib/budgets';
import type { Row } from '../lib/report';
import { coldDeskSuite } from './load-cold-desk';
import { throttledLoadSuite } from './load-throttled';
import { phaseRows, phasesOf, type Phases } from '../lib/load-phases';
import { instrumentedPage, openSignIn, submitSignIn } from '../lib/sign-in-marks';
import { median, repeat } from '../lib/stats';

/** The longest event duration recorded since the last call: the interaction's latency, as INP counts it. */
const takeInteraction = async (page: Page): Promise<number> => {
  await page.waitForTimeout(150);
  return page.evaluate(() => {
    const w = window as unknown as { benchEvents: (PerformanceEventTiming & { interactionId?: number })[] };
    const worst = w.benchEvents.reduce((max, e) => Math.max(max, e.duration), 0);
    w.benchEvents = [];
    // The Event Timing API reports nothing under 16 ms; such an interaction counts as 16 ms at most.
    return worst === 0 ? 16 : worst;
  });
};

async function oneSignIn(browser: Browser, baseUrl: string) {
  const { context, page } = await instrumentedPage(browser);
  const interactive = await openSignIn(page, baseUrl);
  const dashboard = await submitSignIn(page);
  return { context, page, interactive, dashboard, phases: await phasesOf(page) };
}

export async function loadSuite(browser: Browser, baseUrl: string, runs: number): Promise<Row[]> {
  const interactive: number[] = [];
  const dashboard: number[] = [];
  const sidebar: number[] = [];
  const dropdown: number[] = [];
  const dialog: number[] = [];
  const phases: Phases[] = [];
  await repeat(runs, async () => {
    const { context, page, ...t } = await oneSignIn(browser, baseUrl);
    interactive.push(t.interactive);
    dashboard.push(t.dashboard);
    phases.push(t.phases);
    await takeInteraction(page);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    sidebar.push(await takeInteraction(page));
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await takeInteraction(page);
    await page.getByRole('button', { name: /user menu/ }).click();
    dropdown.push(await takeInteraction(page));
    await page.getByRole('menuitem', { name: 'Switch profile' }).click();
    await page.getByRole('dialog').waitFor();
    dialog.push(await takeInteraction(page));
    await context.close();
    return 0;
  });
  const ms = (metric: string, samples: number[], budget: number): Row => ({
    metric,
    unit: 'ms',
    median: median(samples),
    samples,
    budget,
  });
  return [
    ms('load: sign-in page interactive', interactive, budgets.signInInteractiveMs),
    ms(
      'load: sign-in submit to usable dashboard (tenant step excluded)',
      dashboard,
      budgets.dashboardAfterSignInMs,
    ),
    // Where those two figures' time goes (issue 38): consecutive phases that add up to them.
    ...phaseRows('load', phases),
    // Cold visits over a slow link, each in its own context, after the warm ones above.
    ...(await throttledLoadSuite(browser, baseUrl, runs)),
    ...(await coldDeskSuite(browser, baseUrl, runs)),
    ms('interaction: toggle the sidebar', sidebar, budgets.interactionMs),
    ms('interaction: open the user dropdown', dropdown, budgets.interactionMs),
    ms('interaction: open the Switch profile dialog', dialog, budgets.interactionMs),
  ];
}
