import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { noBlockingViolations } from './support/axe';
import { chooseRowByCell } from './support/kit-grid-choose';

// Issue 24: the search graph and the debug panel's statechart are laid out by ELK.

/** The debug panel's Statechart tab of one actor, at 1440 × 900. */
const statechartOf = async (page: Page, actor: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /Debug panel/ }).click();
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await chooseRowByCell(panel.getByRole('region', { name: 'Live actors', exact: true }), actor);
  await panel.getByRole('tab', { name: 'Statechart' }).click();
  return panel;
};

const shoot = async (page: Page, name: string) => {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ]) {
    await page.setViewportSize({ width, height });
    // The side panel animates its width: shoot once it fits the new window.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const panel = document.getElementById('debug-panel');
          return !panel || panel.getBoundingClientRect().width <= window.innerWidth;
        }),
      )
      .toBe(true);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** Each label line's box against its node's box, as the browser drew them, with a pixel for rounding. */
const labelsOutside = async (nodes: Locator): Promise<string[]> =>
  nodes.evaluateAll((links) =>
    links.flatMap((link) => {
      const box = link.querySelector('rect')?.getBoundingClientRect();
      if (!box) return [`${link.getAttribute('data-node')}: no box`];
      return [...link.querySelectorAll('tspan')]
        .filter((span) => {
          const r = span.getBoundingClientRect();
          return (
            r.left < box.left - 1 ||
            r.right > box.right + 1 ||
            r.top < box.top - 1 ||
            r.bottom > box.bottom + 1
          );
        })
        .map((span) => `${link.getAttribute('data-node')}: "${span.textContent}"`);
    }),
  );

test('the search graph keeps every label inside its box, pans, zooms, and opens a record', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/#/ls-metadata/search-graph');
  const graph = page.getByRole('group', { name: /^Search graph: \d+ message types/ });
  await expect(graph).toBeVisible();
  const nodes = graph.locator('a[data-node]');
  expect(await nodes.count()).toBeGreaterThan(3);
  expect(await labelsOutside(nodes)).toEqual([]);

  // No two boxes overlap.
  const boxes = await nodes.evaluateAll((links) =>
    links.map((l) => l.querySelector('rect')?.getBoundingClientRect().toJSON() as DOMRect),
  );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);

  // The text alternative names the records and their links.
  await expect(page.getByRole('region', { name: 'Transforms' })).toContainText('links to Search index');

  await noBlockingViolations(page);

  // Zoom by button, pan with the arrow keys while a node has focus.
  const zoom = page.getByRole('toolbar', { name: 'Search graph zoom' });
  const level = zoom.getByLabel('Zoom level');
  const before = await level.textContent();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).not.toHaveText(before ?? '');
  expect(await labelsOutside(nodes)).toEqual([]);
  // Ctrl + wheel zooms too; a drag on the background pans without opening anything.
  const zoomed = await level.textContent();
  const frame = graph.locator('..');
  const frameBox = await frame.boundingBox();
  await page.mouse.move((frameBox?.x ?? 0) + 8, (frameBox?.y ?? 0) + 8);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect(level).not.toHaveText(zoomed ?? '');
  const first = nodes.first();
  const beforeDrag = await first.locator('rect').boundingBox();
  await page.mouse.down();
  await page.mouse.move((frameBox?.x ?? 0) + 68, (frameBox?.y ?? 0) + 38, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await first.locator('rect').boundingBox())?.x)
    .toBe((beforeDrag?.x ?? 0) + 60);
  await expect(page).toHaveURL(/search-graph$/);
  await first.focus();
  const at = await first.locator('rect').boundingBox();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await first.locator('rect').boundingBox())?.x).toBeLessThan(at?.x ?? 0);

  // Enter on a focused node opens its screen; so does a click.
  const index = graph.getByRole('link', { name: /^member_search: usable · \d+ documents$/ });
  await index.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/ls-metadata\/search-idx$/);
  await page.goBack();
  await graph.getByRole('link', { name: /^member_search: usable/ }).click();
  await expect(page).toHaveURL(/#\/ls-metadata\/search-idx$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Index Mapping' })).toBeVisible();

  // On a phone the graph runs top to bottom, its labels still inside their boxes.
  await page.goBack();
  await page.setViewportSize({ width: 375, height: 812 });
  const top = (key: string) => graph.locator(`a[data-node^="${key}"] rect`).first().boundingBox();
  await expect.poll(async () => ((await top('x'))?.y ?? 0) > ((await top('t'))?.y ?? 0) + 40).toBe(true);
  expect(await labelsOutside(nodes)).toEqual([]);
  await noBlockingViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => ((await top('x'))?.x ?? 0) > ((await top('t'))?.x ?? 0) + 40).toBe(true);
  await shoot(page, 'search-graph');
});

test('the statechart diagram lights the active state and sends an available transition', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  const panel = await statechartOf(page, 'tenant');

  const diagram = panel.getByRole('group', { name: 'Statechart diagram of tenant' });
  const active = diagram.locator('[data-active]');
  await expect(active).toHaveAttribute('data-state', 'ready');
  const list = panel.getByRole('region', { name: 'Statechart of tenant' });
  await expect(list.locator('[aria-current="true"]')).toContainText('ready');

  // Every state name and event name sits inside its box.
  const spilled = await diagram.evaluate((svg) =>
    [...svg.querySelectorAll('[data-state], [data-event]')].flatMap((g) => {
      const box = g.querySelector('rect')?.getBoundingClientRect();
      const text = g.querySelector('text')?.getBoundingClientRect();
      if (!box || !text) return [];
      const inside =
        text.left >= box.left - 1 &&
        text.right <= box.right + 1 &&
        text.top >= box.top - 1 &&
        text.bottom <= box.bottom + 1;
      return inside ? [] : [g.getAttribute('data-state') ?? g.getAttribute('data-event')];
    }),
  );
  expect(spilled).toEqual([]);

  await noBlockingViolations(page, '#debug-panel');
  await shoot(page, 'debug-panel');

  // tenant.reset is available from any state: its label in the diagram sends it, and the machine goes idle.
  await diagram.locator('[data-event="tenant.reset"][data-available]').click();
  await expect(active).toHaveAttribute('data-state', 'idle');
  await expect(list.locator('[aria-current="true"]')).toContainText('idle');
  await expect(diagram.locator('[data-state="ready"]')).not.toHaveAttribute('data-active');

  // From idle, tenant.load loads the tenants again and comes back to ready.
  await diagram.locator('[data-event="tenant.load"][data-available]').first().click();
  await expect(active).toHaveAttribute('data-state', 'ready');

  // The list view is the same chart as text.
  await panel.getByRole('button', { name: 'List', exact: true }).click();
  await expect(list.locator('[aria-current="true"]')).toBeVisible();
  await expect(diagram).toHaveCount(0);
});

// Issue 41: the telephony chart drawn whole fitted at 30 %, every name unreadable. It opens, as Stately's editor
// does, on the active state with its ancestors open and every other compound state closed to its name and count.
test('the telephony statechart opens readable on its active state; a closed state opens on click and on Enter', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  const panel = await statechartOf(page, 'telephony');
  const chart = panel.getByRole('region', { name: 'Statechart of telephony' });
  const diagram = chart.locator('svg');
  const level = chart.getByRole('toolbar', { name: 'Statechart zoom' }).getByLabel('Zoom level');
  const active = diagram.locator('[data-active] text').first();
  await expect(active).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/statechart-telephony-opened.png' });

  // At Fit the active state's name is drawn at least 10 px high.
  const fontPx = () =>
    active.evaluate(
      (t: SVGTextElement) => (t.getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(t).fontSize),
    );
  expect(await fontPx()).toBeGreaterThanOrEqual(10);
  expect(parseInt((await level.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(70);

  // The session is closed: its name and how many states it holds, none of them drawn.
  const session = diagram.getByRole('button', { name: 'session: 2 regions' });
  await expect(session).toHaveAttribute('aria-expanded', 'false');
  await expect(diagram.locator('[data-state="session.agent"]')).toHaveCount(0);
  await noBlockingViolations(page, '#debug-panel');

  // A click opens it: its regions are drawn, themselves closed.
  await session.click();
  await expect(session).toHaveAttribute('aria-expanded', 'true');
  const agent = diagram.getByRole('button', { name: /^agent: \d+ states$/ });
  await expect(agent).toHaveAttribute('aria-expanded', 'false');
  await expect(diagram.locator('[data-state="session.agent.registering"]')).toHaveCount(0);

  // Enter on the focused region opens it too, and Fit fits what is open.
  await agent.focus();
  await page.keyboard.press('Enter');
  await expect(diagram.locator('[data-state="session.agent.registering"]')).toBeVisible();
  await expect(agent).toHaveAttribute('aria-expanded', 'true');
  await expect(agent).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/statechart-telephony-agent-open.png' });
  await chart.getByRole('button', { name: 'Fit' }).click();
  await expect(diagram.locator('[data-state="session.agent.inQueue"]')).toBeInViewport();
  // Space on it closes it again.
  await agent.focus();
  await page.keyboard.press(' ');
  await expect(agent).toHaveAttribute('aria-expanded', 'false');
  await expect(diagram.locator('[data-state="session.agent.registering"]')).toHaveCount(0);
  await noBlockingViolations(page, '#debug-panel');
});
