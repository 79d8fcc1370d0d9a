import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures';
import { noBlockingViolations } from './support/axe';
import { chooseOnlyRow, kitGrid } from './support/kit-grid';

/**
 * Issue 41, "two visual languages": every list is the kit's datatable, every action a kit button, and a value the
 * user may not change reads as text. Each test looks at what a user meets, not at class names.
 */

const grid = kitGrid;

/** What makes a button look like the kit's and not the browser's own. */
const looks = (button: Locator) =>
  button.evaluate((b) => {
    const s = getComputedStyle(b);
    // A segmented toggle squares its inner corners: the rounding is that of its outer ones.
    const corners = [
      s.borderTopLeftRadius,
      s.borderTopRightRadius,
      s.borderBottomLeftRadius,
      s.borderBottomRightRadius,
    ];
    const radius = Math.max(...corners.map((c) => parseFloat(c)));
    return { font: s.fontFamily, weight: s.fontWeight, radius, cursor: s.cursor };
  });

for (const list of [
  { title: 'Checklists', path: '/case-management/checklists', editor: 'checklist', prefix: 'CHK-' },
  { title: 'Meetings', path: '/case-management/meetings', editor: 'meeting', prefix: 'MTG-' },
] as const) {
  test(`${list.title} is the kit datatable: its headers, search and keyboard, and a row still opens`, async ({
    signedInAs,
  }) => {
    const page = await signedInAs('agent');
    await page.goto(`/#${list.path}`);
    const table = page.getByRole('region', { name: list.title, exact: true });
    await expect(grid(table)).toBeVisible();
    // The one table of the page: no plain table beside the grid.
    await expect(page.locator('main table:not([role="grid"])')).toHaveCount(0);
    await expect(grid(table).locator('th').first()).toHaveText('Number');
    await expect(table.getByRole('searchbox', { name: `Search ${list.title}` })).toBeVisible();
    await expect(table.getByLabel('Sort by')).toBeVisible();
    await noBlockingViolations(page);
    const number = (await grid(table).locator('tbody tr').first().locator('td').first().innerText()).trim();
    expect(number.startsWith(list.prefix)).toBe(true);

    // From the keyboard, as on the desk: the grid takes the focus, the arrows name the cell, Enter opens the row.
    await grid(table).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: /^Row 1, / })).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`case-management/${list.editor}/\\d+$`));
    await expect(page.getByRole('heading', { name: new RegExp(`^${number}`) })).toBeVisible();

    // One click chooses a row: its links (the record and, when it has one, its case) are offered under the table.
    await page.goBack();
    await expect(grid(table)).toBeVisible();
    await chooseOnlyRow(page, list.title, number);
    await page.getByRole('link', { name: `Open ${number}` }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^${number}`) })).toBeVisible();
  });
}

/** The kit datatable's marks a user meets: its grid alone on the page, its search box, sort and status line. */
const expectKitTable = async (page: Page, label: string) => {
  const table = page.getByRole('region', { name: label, exact: true });
  await expect(grid(table)).toBeVisible();
  await expect(page.locator('main table:not([role="grid"])')).toHaveCount(0);
  await expect(table.getByRole('searchbox', { name: `Search ${label}` })).toBeVisible();
  await expect(table.getByLabel('Sort by')).toBeVisible();
  return table;
};

test('the Task Tracker and the workgroup screens are the kit datatable, with its keys and a chosen row’s actions', async ({
  signedInAs,
}) => {
  const page = await signedInAs('supervisor');
  // One word for one phone state (issue 41): the agent, Offline on their own home (header-375.spec.ts), reads
  // Offline in My team too.
  const agent = page
    .getByRole('table', { name: 'People in my workgroups' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: demoAccounts.agent.fullName }) })
    .first();
  await expect(agent.getByRole('cell').last()).toHaveText('Offline');

  await page.goto('/#/task/task-tracker');
  const tasks = await expectKitTable(page, 'Tasks');
  // The keys of the desk's list (issue 19): / to the search box, j to the first row, Enter opens it.
  await page.getByRole('heading', { name: 'Task Tracker' }).click();
  await page.keyboard.press('/');
  await expect(tasks.getByRole('searchbox', { name: 'Search Tasks' })).toBeFocused();
  await page.getByRole('heading', { name: 'Task Tracker' }).click();
  await page.keyboard.press('j');
  const number = (await grid(tasks).locator('tbody tr').first().locator('td').first().innerText()).trim();
  expect(number).toMatch(/^TSK-\d+$/);
  await expect(tasks.getByRole('status')).toHaveText(new RegExp(`^Row 1, Task: ${number}$`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Selected task/ })).toBeVisible();

  await page.goto('/#/workgroups/manage-workgroup-users');
  await expectKitTable(page, 'Workgroups');
  await noBlockingViolations(page);
  await chooseOnlyRow(page, 'Workgroups', 'Gauteng Complaints');
  const members = page.getByRole('list', { name: 'Members of Gauteng Complaints' });
  await expect(
    members.getByRole('button', { name: /^Remove .+ from Gauteng Complaints$/ }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Add to Gauteng Complaints')).toBeVisible();

  // Choosing a user and setting their default: workflow-admin.spec.ts.
  await page.goto('/#/workgroups/user-default-workgroup');
  const users = await expectKitTable(page, 'Users');
  await expect(grid(users).locator('th')).toHaveText([
    'User',
    'Username',
    'Case workgroup',
    'Lead workgroup',
  ]);
});

test('the debug panel’s Diagram/List toggle and zoom controls are kit buttons', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  await page.getByRole('button', { name: /Debug panel/ }).click();
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await panel.getByRole('tab', { name: 'Statechart' }).click();
  const chart = panel.getByRole('region', { name: /^Statechart of / });
  const kit = await looks(panel.getByRole('button', { name: /^Send / }).first());
  expect(kit.cursor).toBe('pointer');
  for (const name of ['Diagram', 'List', 'Zoom out', 'Zoom in', 'Fit', '100%'])
    expect(await looks(chart.getByRole('button', { name, exact: true })), name).toEqual(kit);
  const diagram = chart.getByRole('button', { name: 'Diagram', exact: true });
  await expect(diagram).toHaveAttribute('aria-pressed', 'true');
  await chart.getByRole('button', { name: 'List', exact: true }).click();
  await expect(diagram).toHaveAttribute('aria-pressed', 'false');
});

test('a profile that may not change the time mapping reads its targets as text, not as boxes', async ({
  signedInAs,
}) => {
  const page = await signedInAs('agent');
  await page.goto('/#/cms/time');
  const form = page.getByRole('form', { name: 'Time mapping' });
  await expect(form.getByText(/^Read only/)).toBeVisible();
  await expect(form.getByRole('spinbutton')).toHaveCount(0);
  await expect(form.getByRole('textbox')).toHaveCount(0);
  const row = form.getByRole('row', { name: /^Critical Urgent / });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+$/);
});

test('a campaign offers its next version through a kit button that says what it does', async ({
  signedInAs,
}) => {
  const page = await signedInAs('supervisor');
  await page.goto('/#/campaigns/campaigns');
  const name = '2027 medical aid renewal review';
  await page.getByRole('button', { name, exact: true }).click();
  const campaign = page.getByRole('region', { name: `Campaign ${name}` });
  await expect(campaign.locator('summary')).toHaveCount(0);
  const add = campaign.getByRole('button', { name: `Add a version to ${name}` });
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  expect(await looks(add)).toEqual(await looks(page.getByRole('button', { name: 'Refresh' })));
  await expect(campaign.getByRole('form', { name: 'New version' })).toHaveCount(0);
  await add.click();
  await expect(campaign.getByRole('form', { name: 'New version' })).toBeVisible();
  const cancel = campaign.getByRole('button', { name: 'Cancel the new version' });
  await expect(cancel).toHaveAttribute('aria-expanded', 'true');
  await cancel.click();
  await expect(campaign.getByRole('form', { name: 'New version' })).toHaveCount(0);
});

test('a workgroup’s members are the kit datatable, and choosing one still removes them', async ({
  signedInAs,
}) => {
  const page = await signedInAs('supervisor');
  const name = `Look members ${Date.now() % 100000}`;
  await page.goto('/#/workgroups/create-workgroups/-1');
  const form = page.getByRole('form', { name: 'New workgroup' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Tenant').selectOption({ label: '· Pretoria Office' });
  await form.getByLabel('Naledi Mokoena').check();
  await form.getByLabel('Lerato Khumalo').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const members = page.getByRole('region', { name: 'Workgroup members' });
  await expect(grid(members)).toBeVisible();
  await expect(page.locator('main table:not([role="grid"])')).toHaveCount(0);
  await expect(grid(members).locator('th')).toHaveText([
    'Name',
    'Default workgroup',
    'Supervisor',
    'Open work',
  ]);
  await noBlockingViolations(page);
  await chooseOnlyRow(page, 'Workgroup members', 'Lerato');
  await page.getByRole('button', { name: 'Remove Lerato Khumalo' }).click();
  await members.getByRole('searchbox', { name: 'Search Workgroup members' }).fill('');
  await expect(grid(members).locator('tbody tr')).toHaveCount(1);
  await expect(grid(members).locator('tbody td').first()).toHaveText('Naledi Mokoena');
});
