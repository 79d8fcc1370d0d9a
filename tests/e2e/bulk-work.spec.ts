import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test, type DemoAccount } from './fixtures';
import { tableHeaderHeight, tableTwoLineRowHeight } from '../../src/rules/kit-table';
import { agentCase } from './support/agent-case';
import { ownContexts } from './support/own-contexts';
import { axeOf } from './support/axe';

// Issue 19: bulk work on the desk. The cases are made through the service so the test owns its data.

const contexts = ownContexts();
test.afterEach(() => contexts.closeAll());

async function desk(browser: Browser, baseURL: string, account: DemoAccount, list = 'my'): Promise<Page> {
  const page = await (await contexts.open(browser)).newPage();
  await signIn(page, account, { baseURL });
  await page.goto(`${baseURL}/#/case-management/case-management?list=${list}`);
  await expect(page.getByRole('heading', { name: 'Case Management' })).toBeVisible();
  await expect(page.getByText('Live: changes by others appear at once.')).toBeVisible();
  return page;
}

/** No serious or critical accessibility violation on what the page shows now. */
async function expectAccessible(page: Page) {
  const results = await axeOf(page).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

const rows = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"] tbody tr');
/** How many rows the list holds, as its footer says (the grid's accessibility table has only the rows on screen). */
const listed = (page: Page, n: number) =>
  expect(page.getByText(new RegExp(`^1–\\d+ of ${n}$`))).toBeVisible();

async function closeAsSupervisor(request: APIRequestContext, baseURL: string, id: number) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: demoAccounts.supervisor.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const closed = await request.post(`${baseURL}/api/workflow/action`, {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'close', id, note: 'Closed by a colleague meanwhile' },
  });
  expect(((await closed.json()) as { errCode: number }).errCode).toBe(0);
}

test('a bulk assign of all cases matching a filter with progress and a refused record reported', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  const tag = `Bulk ${Date.now()}`;
  const made: { id: number; number: string }[] = [];
  for (let i = 0; i < 12; i++) made.push(await agentCase(request, base, `${tag} claim query ${i}`));
  const agent = await desk(browser, base, 'agent');
  const supervisor = await desk(browser, base, 'supervisor', 'wg');

  await agent.getByRole('searchbox', { name: 'Search My cases' }).fill(tag);
  await listed(agent, 12);
  await supervisor.getByRole('searchbox', { name: 'Search Workgroup cases' }).fill(tag);
  await listed(supervisor, 12);

  const bar = supervisor.getByRole('toolbar', { name: 'Selection' });
  await bar.getByRole('button', { name: 'Select all 12 cases matching this filter' }).click();
  await expect(bar.getByText('12 selected')).toBeVisible();

  // A colleague closes one of them after it was selected: the push takes it off this list, the tick stays.
  await closeAsSupervisor(request, base, made[5].id);
  await listed(supervisor, 11);
  await expect(bar.getByText('12 selected')).toBeVisible();

  // The first progress read is held until the bar has been seen, so a fast service cannot skip it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await supervisor.route('**/api/workflow/bulk/get', async (route) => {
    await held;
    await route.continue();
  });
  await bar.getByRole('button', { name: 'Assign…' }).click();
  const dialog = supervisor.getByRole('dialog', { name: 'Assign 12 cases' });
  await dialog.getByLabel('Workgroup').selectOption({ label: 'Pretoria Claims Desk' });
  await dialog.getByLabel('User').selectOption({ label: 'Lerato Khumalo' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

  const progress = supervisor.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await supervisor.screenshot({ path: 'test-results/bulk-work-progress.png' });
  release();

  const results = supervisor.getByRole('dialog', { name: 'Bulk assign finished' });
  await expect(results).toContainText('11 done, 1 refused, of 12.');
  const refused = results.getByRole('list', { name: 'Refused records' }).getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toHaveText(`${made[5].number}: ${made[5].number} is closed`);
  await expectAccessible(supervisor);
  await supervisor.screenshot({ path: 'test-results/bulk-work-results.png' });
  await results.getByRole('button', { name: 'Done' }).click();
  await expect(progress).toHaveCount(0);
  await expect(bar.getByText('0 selected')).toBeVisible();

  // Every open console heard each change: the agent's My cases no longer hold them.
  await expect(rows(agent)).toHaveCount(0);
  // The supervisor's own list shows the new owner on every row that was done.
  // (The grid's accessibility table holds the rows on screen: each of them, of the eleven listed.)
  await listed(supervisor, 11);
  const lerato = supervisor.locator('canvas[data-testid="data-grid-canvas"] td', {
    hasText: 'Lerato Khumalo',
  });
  await expect.poll(async () => (await lerato.count()) === (await rows(supervisor).count())).toBe(true);
});

test('ticking rows selects them without opening the panel; one click on a row still opens it', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  const tag = `Tick ${Date.now()}`;
  for (let i = 0; i < 3; i++) await agentCase(request, base, `${tag} query ${i}`);
  const supervisor = await desk(browser, base, 'supervisor', 'wg');
  await supervisor.getByRole('searchbox', { name: 'Search Workgroup cases' }).fill(tag);
  await expect(rows(supervisor)).toHaveCount(3);
  const box = await supervisor.locator('canvas[data-testid="data-grid-canvas"]').boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  // The desk's rows hold two lines under the header; the tick box sits in the first, narrow column.
  const rowY = (n: number) => box.y + tableHeaderHeight + (n - 0.5) * tableTwoLineRowHeight;
  await supervisor.mouse.click(box.x + 16, rowY(1));
  await supervisor.mouse.click(box.x + 16, rowY(2));
  const bar = supervisor.getByRole('toolbar', { name: 'Selection' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await expect(supervisor.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(supervisor);
  await supervisor.mouse.click(box.x + 120, rowY(3));
  const panel = supervisor.getByRole('dialog', { name: /CAS-/ });
  await expect(panel).toBeVisible();
  await expect(bar.getByText('2 selected')).toBeVisible();
  // One record's priority changes from the panel too (the single action behind the bulk one).
  await panel.getByRole('button', { name: 'Priority…' }).click();
  const dialog = supervisor.getByRole('dialog', { name: /^Change priority CAS-/ });
  await dialog.getByLabel('Priority').selectOption('Urgent');
  await dialog.getByRole('button', { name: 'Change priority' }).click();
  await expect(panel).toContainText('Urgent');
});
