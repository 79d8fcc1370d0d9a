import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { agentCase, remindSoon } from './support/agent-case';
import { ownContexts } from './support/own-contexts';
import { axeOf } from './support/axe';

const contexts = ownContexts();
test.afterEach(() => contexts.closeAll());

const grid = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"]');

async function open(browser: Browser, baseURL: string, hash: string): Promise<Page> {
  const page = await (await contexts.open(browser)).newPage();
  await signIn(page, 'agent', { baseURL });
  await page.goto(`${baseURL}/#${hash}`);
  return page;
}

/** The agent's My cases on the desk, filtered to one number: 1 row while the list holds it, 0 once it left. */
async function watchMyCases(page: Page, number: string) {
  await expect(page.getByText('Live: changes by others appear at once.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search My cases' }).fill(number);
  return grid(page).locator('tbody tr');
}

test('a case goes Open → In Progress → Pending Customer → reminder → Resolved → Closed → Reopen, and the desk follows', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  const { id, number } = await agentCase(request, base, `Lifecycle ${Date.now()}`);
  const desk = await open(browser, base, '/case-management/case-management');
  const row = await watchMyCases(desk, number);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');

  const page = await open(browser, base, `/case-management/case/${id}`);
  const status = page.getByLabel('Status', { exact: true });
  const current = status.locator('option').first();
  await expect(current).toHaveText('Open');
  const sla = page.locator('[data-sla-state]').first();

  await status.selectOption({ label: '→ In Progress' });
  await expect(current).toHaveText('In Progress');
  await expect(row).toContainText('In Progress');

  await status.selectOption({ label: '→ Pending Customer…' });
  const pend = page.getByRole('dialog', { name: `Pending Customer: ${number}` });
  await pend.getByRole('button', { name: 'Set Pending Customer' }).click();
  await expect(pend.getByText('This field is required')).toBeVisible();
  await expect(pend.getByLabel(/Waiting for/)).toBeFocused();
  await pend.getByLabel(/Waiting for/).fill('The member’s bank statement for March');
  const blocking = (await axeOf(page).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => v.id)).toEqual([]);
  await pend.getByRole('button', { name: 'Set Pending Customer' }).click();
  await expect(current).toHaveText('Pending Customer');
  await expect(sla).toHaveAttribute('data-sla-state', 'paused');
  await expect(sla).toContainText('Paused');
  await expect(page.getByText(/Waiting for: The member’s bank statement for March\. Reminder/)).toBeVisible();
  await expect(row).toContainText('Pending Customer');
  await expect(row).toContainText('Paused');

  // The reminder falls due: the service brings the case back, and both pages show it without a reload.
  await remindSoon(request, base, id, 'Waiting for the bank statement (follow-up moved up)');
  await expect(current).toHaveText('In Progress', { timeout: 15_000 });
  await expect(sla).not.toHaveAttribute('data-sla-state', 'paused');
  await expect(row).toContainText('In Progress');
  await expect(page.getByText(/reminder due by the system/)).toBeVisible();

  await status.selectOption({ label: '→ Resolved…' });
  const resolve = page.getByRole('dialog', { name: `Resolve ${number}` });
  await resolve.getByLabel(/Resolution \*/).selectOption('Claim settled');
  await resolve.getByLabel(/Resolution note/).fill('The scheme paid the shortfall after re-submission.');
  await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(current).toHaveText('Resolved');
  await expect(sla).toHaveAttribute('data-sla-state', 'met');
  await expect(page.getByText(/Resolution: Claim settled/).first()).toBeVisible();
  await expect(row).toContainText('Resolved');

  // Her own case: the agent closes it without the close key (§4: close removes it from every list).
  await status.selectOption({ label: '→ Closed…' });
  const close = page.getByRole('dialog', { name: `Close ${number}` });
  await close.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(current).toHaveText('Closed');
  await expect(row).toHaveCount(0);

  await status.selectOption({ label: 'Reopen…' });
  const reopen = page.getByRole('dialog', { name: `Reopen ${number}` });
  await reopen.getByLabel('Note (optional)').fill('The member called again about the same claim.');
  await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(current).toHaveText('In Progress');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('In Progress');
  const history = page.getByRole('region', { name: 'History' });
  for (const move of [
    'set In Progress',
    'set Pending Customer',
    'reminder due',
    'resolved',
    'closed',
    'reopened',
  ])
    await expect(history.getByText(move, { exact: true }).first()).toBeVisible();
});

test('a link to another case shows that case, and back shows the first again, without a reload', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  const first = await agentCase(request, base, `Follow A ${Date.now()}`);
  const second = await agentCase(request, base, `Follow B ${Date.now()}`);
  const page = await open(browser, base, `/case-management/case/${first.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(first.number);
  // In the app, as a link, the palette or the history moves: the page is not loaded again.
  await page.evaluate((id) => (window.location.hash = `#/case-management/case/${id}`), second.id);
  await expect(heading).toContainText(second.number);
  await expect(page.getByText(`Follow A`, { exact: false })).toHaveCount(0);
  await page.goBack();
  await expect(heading).toContainText(first.number);
});
