import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agentCase } from './support/agent-case';
import { signedInPages } from './support/signed-in-pages';

// Issue 38: the desk's tab, filter, sort and search are in its URL, so a reload, a colleague's copy of the link and
// back/forward all show the same list.

const signedIn = signedInPages();

const rows = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"] tbody tr');
const workgroupTab = (page: Page) => page.getByRole('tab', { name: /^Workgroup cases \d+$/ });

/** The list the test set up: Workgroup cases, status Open, by title, searched for the test's own three cases. */
async function expectTheList(page: Page, token: string, order: 'asc' | 'desc') {
  await expect(page.getByRole('heading', { name: 'Case Management' })).toBeVisible();
  await expect(workgroupTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Status')).toHaveValue('Open');
  await expect(page.getByLabel('Sort by')).toHaveValue(`title:${order}`);
  await expect(page.getByRole('searchbox', { name: 'Search Workgroup cases' })).toHaveValue(token);
  const titles = ['Alpha', 'Bravo', 'Charlie'].map((t) => `${token} ${t}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page)).toContainText(order === 'asc' ? titles : titles.reverse());
}

test('a reload, a colleague’s copy of the link, and back and forward keep the desk’s tab, filter, sort and search', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = `UrlState${Date.now()}`;
  for (const t of ['Bravo', 'Alpha', 'Charlie']) await agentCase(request, baseURL as string, `${token} ${t}`);

  const agent = await signedIn(browser, baseURL as string, 'agent');
  await agent.goto(`${baseURL}/#/case-management/case-management`);
  await expect(agent.getByText('Live: changes by others appear at once.')).toBeVisible();
  await workgroupTab(agent).click();
  await agent.getByLabel('Status').selectOption('Open');
  await agent.getByLabel('Sort by').selectOption({ label: 'Title (descending)' });
  await agent.getByRole('searchbox', { name: 'Search Workgroup cases' }).fill(token);
  await expectTheList(agent, token, 'desc');
  await expect(agent).toHaveURL(/[#&?]list=wg&/);

  // (1) A reload opens the same list.
  await agent.reload();
  await expectTheList(agent, token, 'desc');

  // (2) The link, opened by the supervisor (a member of the same workgroup) in a browser of their own.
  const link = agent.url();
  const supervisor = await signedIn(browser, baseURL as string, 'supervisor');
  await supervisor.goto(link);
  await expectTheList(supervisor, token, 'desc');

  // (3) Back and forward move between two states of the list: the sort, then the status filter.
  await agent.getByLabel('Sort by').selectOption({ label: 'Title (ascending)' });
  await expectTheList(agent, token, 'asc');
  await agent.goBack();
  await expectTheList(agent, token, 'desc');
  await agent.goForward();
  await expectTheList(agent, token, 'asc');
  await agent.goBack();
  await agent.goBack();
  // Before the search: the same tab, status and sort, every open workgroup case.
  await expect(agent.getByRole('searchbox', { name: 'Search Workgroup cases' })).toHaveValue('');
  await expect(agent.getByLabel('Status')).toHaveValue('Open');
  await expect(workgroupTab(agent)).toHaveAttribute('aria-selected', 'true');
});

test('a link with unknown or foreign values opens the default list, not an error', async ({
  browser,
  baseURL,
}) => {
  const agent = await signedIn(browser, baseURL as string, 'agent');
  // A tab, sort and view that do not exist, and a workgroup the agent is not a member of.
  await agent.goto(
    `${baseURL}/#/case-management/case-management?list=everything&sort=password.asc&view=999999&wrkgrp=999999&sla=late`,
  );
  await expect(agent.getByText('Live: changes by others appear at once.')).toBeVisible();
  await expect(agent.getByRole('tab', { name: /^My cases \d+$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(agent.getByLabel('SLA')).toHaveValue('');
  await expect(agent.getByLabel('Sort by')).not.toHaveValue('password:asc');
  // The agent's own default workgroup instead of the foreign one.
  await expect(agent.getByLabel('Workgroup', { exact: true }).locator('option:checked')).toHaveText(
    'Pretoria Claims Desk (default)',
  );
  await expect(agent.getByRole('alert')).toHaveCount(0);
});
