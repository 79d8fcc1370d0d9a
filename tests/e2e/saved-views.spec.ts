import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type DemoAccount } from './fixtures';
import { ownServer } from './support/own-server';
import { ownContexts } from './support/own-contexts';

// Issue 19: a saved view of the case desk is kept on the service, opens as the default after a reload, and a
// supervisor's view shared with a workgroup reaches its members' Views menu.

const contexts = ownContexts();
test.afterEach(() => contexts.closeAll());

async function desk(browser: Browser, baseURL: string, account: DemoAccount): Promise<Page> {
  const page = await (await contexts.open(browser)).newPage();
  await signIn(page, account, { baseURL });
  await page.goto(`${baseURL}/#/case-management/case-management`);
  await expect(page.getByRole('heading', { name: 'Case Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Views' })).toBeVisible();
  return page;
}

/** The view's filter, sort and columns: overdue workgroup cases by title, without the Customer column. */
const expectTheView = async (page: Page) => {
  await expect(page.getByLabel('SLA')).toHaveValue('overdue');
  await expect(page.getByRole('tab', { name: /^Workgroup cases \d+$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Sort by')).toHaveValue('title:asc');
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Customer' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.keyboard.press('Escape');
};

// The first test makes a view the supervisor's default desk: on the shared server every other test opening the
// supervisor's desk would open on it, so this one has a server of its own.
test.describe('on a server of its own', () => {
  const serverUrl = ownServer();

  test('a saved view survives a reload as the default and reaches the workgroup it is shared with', async ({
    browser,
  }) => {
    const baseURL = serverUrl();
    const name = `Overdue for the desk ${Date.now()}`;
    const supervisor = await desk(browser, baseURL, 'supervisor');
    await supervisor.getByLabel('SLA').selectOption({ label: 'Overdue' });
    await supervisor.getByRole('tab', { name: /^Workgroup cases \d+$/ }).click();
    await supervisor.getByLabel('Sort by').selectOption({ label: 'Title (ascending)' });
    await supervisor.getByRole('button', { name: 'Columns' }).click();
    await supervisor.getByRole('menuitemcheckbox', { name: 'Customer' }).click();
    await supervisor.keyboard.press('Escape');

    await supervisor.getByRole('button', { name: 'Views' }).click();
    await supervisor.getByRole('menuitem', { name: 'Save as new view…' }).click();
    const dialog = supervisor.getByRole('dialog', { name: 'Save as new view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Share with workgroup').selectOption({ label: 'Pretoria Claims Desk' });
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog).toBeHidden();
    await expect(supervisor.getByRole('status').filter({ hasText: `View “${name}” saved` })).toBeVisible();

    await supervisor.getByRole('button', { name: 'Views' }).click();
    await supervisor.getByRole('menuitem', { name: `Set “${name}” as default` }).click();
    await expect(supervisor.getByRole('status').filter({ hasText: 'Default view changed' })).toBeVisible();

    // Saved, the view is in the desk's URL: a reload opens on it.
    await expect(supervisor).toHaveURL(/[?&]view=\d+/);
    await supervisor.reload();
    await expect(supervisor.getByRole('button', { name: 'Views' })).toHaveText(`View: ${name}`);
    await expectTheView(supervisor);
    // The desk's own address, with no query string, opens on the default view.
    await supervisor.goto(`${baseURL}/#/case-management/case-management`);
    await supervisor.reload();
    await expect(supervisor.getByRole('button', { name: 'Views' })).toHaveText(`View: ${name}`);
    await expectTheView(supervisor);
    await supervisor.getByRole('button', { name: 'Views' }).click();
    const own = supervisor.getByRole('menuitemcheckbox', { name: new RegExp(name) });
    await expect(own).toContainText('default · shared with Pretoria Claims Desk');
    await expect(own).toHaveAttribute('aria-checked', 'true');
    await supervisor.keyboard.press('Escape');

    // The agent, a member of Pretoria Claims Desk, is offered the view and opens the list on it.
    const agent = await desk(browser, baseURL, 'agent');
    await expect(agent.getByLabel('SLA')).toHaveValue('');
    await expect(agent.getByLabel('Sort by')).toHaveValue('');
    await agent.getByRole('button', { name: 'Views' }).click();
    const shared = agent.getByRole('menuitemcheckbox', { name: new RegExp(name) });
    await expect(shared).toContainText('from Pieter van der Merwe');
    await shared.click();
    await expectTheView(agent);
    await expect(agent.getByRole('button', { name: 'Views' })).toHaveText(`View: ${name}`);
    // Not the agent's own: it can be made their default, not updated or deleted.
    await agent.getByRole('button', { name: 'Views' }).click();
    await expect(agent.getByRole('menuitem', { name: `Set “${name}” as default` })).toBeVisible();
    await expect(agent.getByRole('menuitem', { name: new RegExp(`^(Update|Delete) “`) })).toHaveCount(0);
    await agent.screenshot({ path: '/tmp/saved-views-agent.png' });
  });
});

test('a task tracker view opens by its link (?view=) with its filters and sort, and is deleted after a question', async ({
  signedInAs,
  baseURL,
}) => {
  const page = await signedInAs('agent');
  await page.goto(`${baseURL}/#/task/task-tracker`);
  await expect(page.getByRole('heading', { name: 'Task Tracker' })).toBeVisible();
  await page.getByLabel('Whose tasks').selectOption({ label: 'Mine only' });
  await page.getByLabel('Status').selectOption({ label: 'In Progress' });
  await page.getByLabel('Sort by').selectOption({ label: 'Title (descending)' });

  const name = `My tasks in progress ${Date.now()}`;
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as new view' });
  // An agent supervises no workgroup: sharing is not offered.
  await expect(dialog.getByLabel('Share with workgroup')).toHaveCount(0);
  await dialog.getByLabel('Name').fill(name);
  const saved = page.waitForResponse((r) => r.url().endsWith('/views/save'));
  await dialog.getByRole('button', { name: 'Save view' }).click();
  const { data } = (await (await saved).json()) as { data: { id: number } };
  await expect(dialog).toBeHidden();
  // The same name again on this list is refused with the service's reason, in the dialog.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `You already have a view called “${name.toUpperCase()}” on this list`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The link the command palette opens: the view's filters and id, here typed into a fresh page.
  await page.goto(`${baseURL}/#/dashboard/v1`);
  await page.evaluate(() => window.localStorage.removeItem('staff-console.sort.task-tracker'));
  await page.goto(`${baseURL}/#/task/task-tracker?view=${data.id}`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Views' })).toHaveText(`View: ${name}`);
  await expect(page.getByLabel('Whose tasks')).toHaveValue('mine');
  await expect(page.getByLabel('Status')).toHaveValue('In Progress');
  await expect(page.getByLabel('Sort by')).toHaveValue('title:desc');
  await page.screenshot({ path: '/tmp/saved-views-tracker.png' });

  // Deleting it asks first, then the menu no longer offers it.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: `Delete “${name}”…` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete view “${name}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'View deleted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Views' })).toHaveText('Views');
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: new RegExp(name) })).toHaveCount(0);
});
