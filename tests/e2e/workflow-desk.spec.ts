import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type DemoAccount } from './fixtures';
import { agentCase } from './support/agent-case';
import { ownContexts } from './support/own-contexts';

const contexts = ownContexts();
test.afterEach(() => contexts.closeAll());

async function desk(browser: Browser, baseURL: string, account: DemoAccount): Promise<Page> {
  const page = await (await contexts.open(browser)).newPage();
  await signIn(page, account, { baseURL });
  await page.goto(`${baseURL}/#/case-management/case-management`);
  await expect(page.getByRole('heading', { name: 'Case Management' })).toBeVisible();
  await expect(page.getByText('Live: changes by others appear at once.')).toBeVisible();
  return page;
}

/** The grid is a canvas; its accessibility table holds the visible cells. */
const cell = (page: Page, text: string) =>
  page.locator('canvas[data-testid="data-grid-canvas"] td', { hasText: text });

/** Filters My cases to one number and shows it in the panel as a user does: one click on its row. */
async function openRecord(page: Page, number: string) {
  await page.getByRole('searchbox', { name: 'Search My cases' }).fill(number);
  await expect(page.locator('canvas[data-testid="data-grid-canvas"] tbody tr')).toHaveCount(1);
  // Row 1 sits under the 35 px header; the desk's rows are 48 px high (two lines).
  const box = await page.locator('canvas[data-testid="data-grid-canvas"]').boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  await page.mouse.click(box.x + 40, box.y + 50);
  const panel = page.getByRole('dialog', { name: new RegExp(number) });
  await expect(panel).toBeVisible();
  return panel;
}

test('an assignment leaves the assigner’s My cases and reaches the assignee’s within a second, without a reload', async ({
  browser,
  baseURL,
  request,
}) => {
  const { number } = await agentCase(request, baseURL as string, `Hand-over test ${Date.now()}`, {
    caller_phone: '0825550123',
  });
  const agent = await desk(browser, baseURL as string, 'agent');
  const supervisor = await desk(browser, baseURL as string, 'supervisor');
  await expect(agent.getByRole('tab', { name: /^My cases \d+$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(cell(agent, number)).toHaveCount(1);
  await expect(cell(supervisor, number)).toHaveCount(0);
  const supervisorUrl = supervisor.url();

  const panel = await openRecord(agent, number);
  await panel.getByRole('button', { name: 'Assign…' }).click();
  const dialog = agent.getByRole('dialog', { name: `Assign ${number}` });
  await dialog.getByLabel('Workgroup').selectOption({ label: 'Pretoria Claims Desk' });
  await dialog.getByLabel('User').selectOption({ label: 'Pieter van der Merwe' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();

  await expect(cell(agent, number)).toHaveCount(0);
  await expect(agent.getByRole('status').filter({ hasText: `${number} assigned` })).toBeVisible();
  // The push reaches the other console: no reload, no navigation, within a second.
  await expect(cell(supervisor, number)).toHaveCount(1, { timeout: 1000 });
  expect(supervisor.url()).toBe(supervisorUrl);
});

test('an agent cannot yank, closes only her own, and a refused action rolls back with the reason', async ({
  browser,
  baseURL,
  request,
}) => {
  const { number } = await agentCase(request, baseURL as string, `Rollback test ${Date.now()}`, {
    caller_phone: '0825550123',
  });
  const agent = await desk(browser, baseURL as string, 'agent');
  const panel = await openRecord(agent, number);
  await expect(panel.getByRole('button', { name: 'Assign…' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Yank|Close…/ })).toHaveCount(0);
  // Her own case: the status control offers Closed without the close key (17__17002), which others' would need.
  await expect(
    panel.getByLabel('Status', { exact: true }).locator('option', { hasText: 'Closed…' }),
  ).toHaveCount(1);
  // Reject without a reason is stopped in the dialog.
  await panel.getByRole('button', { name: 'Reject…' }).click();
  const dialog = agent.getByRole('dialog', { name: `Reject ${number}` });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Give the reason (at least 3 characters)')).toBeVisible();
  // Handing it back to oneself is refused by the service: the list comes back as it was.
  await dialog.getByLabel('Hand back to (optional)').selectOption({ label: 'Naledi Mokoena' });
  await dialog.getByLabel('Reason').fill('Wrong desk');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(agent.getByRole('alert')).toContainText(`Could not reject ${number}: Send it to someone else`);
  await expect(cell(agent, number)).toHaveCount(1);
});

test('the case detail shows the record and its history', async ({ browser, baseURL, request }) => {
  const { number } = await agentCase(request, baseURL as string, `Detail test ${Date.now()}`, {
    caller_phone: '0825550123',
  });
  const agent = await desk(browser, baseURL as string, 'agent');
  const panel = await openRecord(agent, number);
  await panel.getByRole('link', { name: 'Open details' }).click();
  await expect(agent.getByRole('heading', { name: new RegExp(`^${number}: Detail test`) })).toBeVisible();
  const history = agent.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('create by Naledi Mokoena');
  await expect(agent.getByRole('region', { name: 'Details' })).toContainText('Phone (082 555 0123)');
});
