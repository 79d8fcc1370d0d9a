import { test, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { badge, openPhone, readyAgent, testCaller } from './support/softphone';
import { startTelephonyWorld, type TelephonyWorld } from './support/telephony-world';
import { axeOf } from './support/axe';

/**
 * Issue 35: a caller who gives up while it rings is not the agent's miss; the dock at 1280 and 375 px cuts nothing (keypad, "caller ID", the Missed column), and during a call
 * Hang up is its main button; then a blind transfer to a queue releases the agent into after-call work. One
 * service (with its own Kamailio and queue router), one agent and one test caller for the whole file.
 */
test.describe.configure({ mode: 'serial' });

const queueNumber = '5002'; // "Claims Support – Johannesburg" (seed): nobody Ready there, so the caller queues

let world: TelephonyWorld;
let contexts: BrowserContext[] = [];
let agent: Page;
let dial: (number: string) => Promise<void>;
let hangup: () => Promise<void>;

const panel = (page: Page) => page.locator('[data-softphone-panel]');

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(150_000);
  world = await startTelephonyWorld('e2e.dock.local', { embedded: true });
  contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [agentContext, callerContext] = contexts;
  if (!agentContext || !callerContext) throw new Error('contexts did not open');
  agent = await agentContext.newPage();
  await readyAgent(agent, 'agent', world.server.url);
  ({ dial, hangup } = await testCaller(await callerContext.newPage(), world.server.url));
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await world?.server.stop(); // the service stops the Kamailio it started
});

/**
 * Nothing in the open panel is cut: no text element is wider inside than its box (scrollWidth over clientWidth),
 * none sticks out of the panel sideways, the panel itself does not scroll sideways; each keypad key, scrolled to,
 * lies inside the window and is the element a click at its centre reaches.
 */
const expectDockWhole = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  const dock = panel(page);
  await expect(dock).toBeVisible();
  const report = await dock.evaluate((root) => {
    const outer = root.getBoundingClientRect();
    const name = (e: Element) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    const texts = [...root.querySelectorAll('p, span, label, h2, h3, th, td, button, a, strong, li')].filter(
      (e) => e.getClientRects().length > 0 && !e.closest('svg, [aria-hidden="true"], .visually-hidden'),
    );
    return {
      sideways: root.scrollWidth - root.clientWidth,
      cut: texts.filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0).map(name),
      outside: texts
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return box.left < outer.left - 1 || box.right > outer.right + 1;
        })
        .map(name),
    };
  });
  expect(report.sideways, 'the panel scrolls sideways').toBeLessThanOrEqual(0);
  expect(report.cut, 'text cut inside its box').toEqual([]);
  expect(report.outside, 'text outside the panel').toEqual([]);
  // Between calls the dial pad's keys, during a call the tones' keys: one keypad of twelve either way.
  const keys = await dock.locator('[class*="_keys_"] > button').all();
  expect(keys).toHaveLength(12);
  for (const key of keys) await expectReachable(page, key, width);
  const axe = await axeOf(page).include('[data-softphone-panel]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
};

const expectReachable = async (page: Page, key: Locator, width: number) => {
  await key.scrollIntoViewIfNeeded();
  await expect(key).toBeVisible();
  const box = await key.boundingBox();
  if (!box) throw new Error('a keypad key has no box');
  const label = await key.innerText();
  expect(box.x, `key ${label} starts inside`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `key ${label} ends inside`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `key ${label} is above the bottom`).toBeLessThanOrEqual(800);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, `a click on key ${label} reaches it`).toBe(label);
};

test('a caller who hangs up while it rings is no miss of the agent’s', async () => {
  test.setTimeout(60_000);
  await dial('1003');
  const banner = agent.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(banner).toBeVisible();
  await hangup();
  await expect(banner).toHaveCount(0);
  await expect(badge(agent)).toHaveText('Ready');
  await openPhone(agent);
  await expect(panel(agent).getByRole('status').filter({ hasText: 'hung up' })).toHaveText(
    /hung up before the call was answered\./,
  );
  await expect(panel(agent).getByTestId('offer-counters')).toHaveText('Missed 0 · Rejected 0');
  await panel(agent).getByRole('button', { name: 'Dismiss' }).click();
});

test('the dock at 1280 and 375 px: nothing cut, the keypad whole; in a call Hang up is the main button', async () => {
  test.setTimeout(120_000);
  await openPhone(agent);
  await expect(panel(agent).getByRole('table', { name: 'Queue statistics' })).toBeVisible();
  for (const width of [1280, 375]) await expectDockWhole(agent, width);

  await agent.setViewportSize({ width: 1280, height: 800 });
  await dial('1003');
  await agent
    .getByRole('alertdialog', { name: 'Incoming call' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expect(badge(agent)).toHaveText('On call');
  await openPhone(agent);
  for (const width of [1280, 375]) {
    await expectDockWhole(agent, width);
    // The loud buttons (the kit's primary and danger looks): Hang up alone, and first in the panel.
    const loud = panel(agent).locator('button:is([class*="_primary_"], [class*="_danger_"]):visible');
    await expect(loud).toHaveText(['Hang up']);
    await expect(panel(agent).getByRole('button').first()).toHaveText('Hang up');
  }
  await agent.setViewportSize({ width: 1280, height: 800 });
});

test('a blind transfer to a queue releases the agent into after-call work', async () => {
  test.setTimeout(60_000);
  const dock = panel(agent);
  await dock.getByRole('button', { name: 'Transfer' }).click();
  const transfer = dock.getByRole('form', { name: 'Transfer' });
  await transfer.getByLabel(/Transfer to/).fill(queueNumber);
  await transfer.getByRole('button', { name: 'Blind transfer' }).click();
  // The caller is queued there (182 Queued, no 200 while nobody is Ready): the agent does not wait for it.
  await expect(badge(agent)).toHaveText('Wrap-up');
  await expect(dock.getByRole('form', { name: 'Wrap-up' })).toBeVisible();
});
