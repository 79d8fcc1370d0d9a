import type { Browser, Page } from '@playwright/test';
import { budgets } from '../lib/budgets';
import { signIn } from '../lib/console-page';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';
import { tabTargets, timeOpening, type Opened, type TabName } from './debug-timing';
import { chooseRowByCell } from '../../e2e/support/kit-grid-choose';

const panelName = 'Debug panel';

/** A fresh page (nothing cached) signed in as the bench account; `open` also opens the debug panel. */
async function freshPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx (esbuild keepNames) wraps named inner functions in __name(); the page has no such helper.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const page = await context.newPage();
  await signIn(page, baseUrl);
  return { page, close: () => context.close() };
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: panelName });
/** The Actors tab's list: the kit Datatable's region. */
const actorsOf = (page: Page) => panelOf(page).getByRole('region', { name: 'Live actors', exact: true });

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /Debug panel/ }).click();
  await actorsOf(page).waitFor();
}

const timeTab = (page: Page, tab: TabName): Promise<Opened> =>
  timeOpening(page, { trigger: { tab }, ...tabTargets[tab] });

/** Chooses an actor in the Actors tab (the tab opened first when the panel is not on it). */
async function choose(page: Page, actor: string) {
  const panel = panelOf(page);
  await panel.getByRole('tab', { name: 'Actors' }).click();
  await chooseRowByCell(actorsOf(page), actor);
}

/** The actors with a machine, as the Actors tab lists them (the picker of the Statechart and Paths tabs). */
const machineActors = (page: Page): Promise<string[]> =>
  actorsOf(page)
    .locator('canvas tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((r) => r.children[1]?.textContent !== '—')
        .map((r) => r.children[0]?.textContent ?? '')
        .filter(Boolean),
    );

type Samples = Map<string, Opened[]>;
const add = (samples: Samples, key: string, opened: Opened) =>
  samples.set(key, [...(samples.get(key) ?? []), opened]);

/** Phases of one opening from its marks: the layout or report computing, React's render and commit, the paint. */
const phasesOf = (o: Opened): string => {
  const ready = o.marks['layout-ready'] ?? o.marks['paths-ready'];
  const commit = o.marks['chart-commit'] ?? o.marks['paths-commit'];
  const fmt = (n: number | undefined) => (n === undefined ? '—' : `${Math.round(n)}`);
  if (commit === undefined) return `painted ${fmt(o.paintedMs)}`;
  const computed = ready === undefined ? 0 : ready;
  return `computing ${fmt(computed)} · render ${fmt(commit - computed)} · paint ${fmt(o.paintedMs - commit)}`;
};

const rowsOf = (label: string, runs: Opened[]): Row[] => [
  {
    metric: `${label}: click → content painted`,
    unit: 'ms',
    median: median(runs.map((r) => r.paintedMs)),
    samples: runs.map((r) => r.paintedMs),
    budget: budgets.debugTabOpenMs,
  },
  {
    metric: `${label}: click → open (progress or content)`,
    unit: 'ms',
    median: median(runs.map((r) => r.openMs)),
    samples: runs.map((r) => r.openMs),
  },
  {
    metric: `${label}: longest main-thread task`,
    unit: 'ms',
    median: median(runs.map((r) => r.longestTaskMs)),
    samples: runs.map((r) => r.longestTaskMs),
  },
];

/**
 * Debug panel rows (issue 38), each sample a first opening: the panel itself (the Actors tab) and every tab in a
 * fresh page; the telephony machine's (the largest) Statechart and Paths each in a fresh page right after choosing
 * it; then every other machine in the picker, one after the other in a fresh page per round (its first opening,
 * though the page has opened others'). Phases per sample are printed to say where the time went.
 */
export async function debugPanelSuite(browser: Browser, baseUrl: string, runs: number): Promise<Row[]> {
  const tabs: Samples = new Map();
  const machines: Samples = new Map();
  const phases: string[] = [];
  for (let run = 0; run < runs; run++) {
    for (const tab of ['Statechart', 'Paths'] as const) {
      const { page, close } = await freshPage(browser, baseUrl);
      try {
        await openPanel(page);
        await choose(page, 'telephony');
        const opened = await timeTab(page, tab);
        add(machines, `${tab} tab (telephony)`, opened);
        phases.push(`${tab} (telephony) run ${run + 1}: ${phasesOf(opened)}`);
      } finally {
        await close();
      }
    }
    const { page, close } = await freshPage(browser, baseUrl);
    try {
      // Open: the header's loading note while the panel's code loads, or the panel itself.
      const panel = await timeOpening(page, {
        trigger: { button: /Debug panel/ },
        open: 'header [role="status"], [role="dialog"][aria-label="Debug panel"]',
        ready: tabTargets.Actors.ready,
      });
      add(tabs, 'panel opened, Actors tab', panel);
      const { marks } = panel;
      phases.push(
        `panel opened run ${run + 1}: code ${Math.round(marks['panel-commit'] ?? -1)} · access answered ${Math.round(marks['access-ready'] ?? -1)} · painted ${Math.round(panel.paintedMs)}`,
      );
      for (const tab of ['Events', 'Statechart', 'Trace', 'Paths', 'Team', 'Actors'] as const)
        add(
          tabs,
          `${tab} tab${tab === 'Statechart' || tab === 'Paths' ? ' (auth)' : ''}`,
          await timeTab(page, tab),
        );
      for (const actor of await machineActors(page)) {
        if (actor === 'telephony' || actor === 'auth') continue;
        for (const tab of ['Statechart', 'Paths'] as const) {
          await choose(page, actor);
          const opened = await timeTab(page, tab);
          add(machines, `${tab} tab (${actor})`, opened);
          phases.push(`${tab} (${actor}) run ${run + 1}: ${phasesOf(opened)}`);
        }
      }
    } finally {
      await close();
    }
  }
  console.log(`\nPhases (ms after the click):\n${phases.join('\n')}\n`);
  const label = (key: string) => `debug panel ${key}`;
  const tabRows = [...tabs].flatMap(([key, samples]) => rowsOf(label(key), samples));
  const telephony = [...machines].filter(([key]) => key.endsWith('(telephony)'));
  const others = [...machines].filter(([key]) => !key.endsWith('(telephony)'));
  return [
    ...tabRows,
    ...telephony.flatMap(([key, samples]) => rowsOf(label(key), samples)),
    ...others.flatMap(([key, samples]) => rowsOf(label(key), samples).slice(0, 1)),
  ];
}
