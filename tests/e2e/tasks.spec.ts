import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOnlyRow, kitGrid } from './support/kit-grid';

/** The grid is a canvas; its accessibility table holds the visible cells. */
const cell = (page: Page, text: string) =>
  page.locator('canvas[data-testid="data-grid-canvas"] td', { hasText: text });

async function openOnlyRow(page: Page) {
  await expect(page.locator('canvas[data-testid="data-grid-canvas"] tbody tr')).toHaveCount(1);
  const box = await page.locator('canvas[data-testid="data-grid-canvas"]').boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  // Row 1 sits under the 35 px header; rows are 30 px high.
  await page.mouse.dblclick(box.x + 40, box.y + 50);
}

async function setCompletion(page: Page, value: number) {
  const panel = page.getByRole('region', { name: /^Selected task/ });
  await panel.getByLabel('Completion (%)').fill(String(value));
  await panel.getByRole('button', { name: 'Update progress' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Progress saved' })).toBeVisible();
}

test('a task group, a classified task, its completion band in the tracker, and its approval', async ({
  signedInAs,
}) => {
  const page = await signedInAs('admin');
  const stamp = Date.now();
  const groupName = `Onboarding Jacaranda Logistics ${stamp}`;
  const title = `Collect ID copies for Jacaranda ${stamp}`;

  // A new task group (breadcrumb: New Taskgroup).
  await page.goto('/#/task/task-group/view/-1');
  await expect(page.getByRole('heading', { name: 'New task group' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('New Taskgroup');
  await page.getByRole('button', { name: 'Save task group' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Name').fill(groupName);
  await page.getByLabel('Owner workgroup').selectOption({ label: 'Gauteng Complaints' });
  await page.getByLabel('Default checklist (one item a line)').fill('Collect ID copies\nCapture dependants');
  await page.getByRole('button', { name: 'Save task group' }).click();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page).toHaveURL(/#\/task\/task-group\/view\/\d+$/);
  // The saved group is named in a message and ends its trail (issue 41: it stayed "New Taskgroup").
  await expect(
    page.getByRole('status').filter({ hasText: `Task group “${groupName}” created` }),
  ).toBeVisible();
  const trail = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(trail).toContainText(groupName);
  await expect(trail).not.toContainText('New Taskgroup');

  // A task in the group with a task classification and an approver.
  await page.getByRole('link', { name: 'Add task' }).click();
  await expect(page.getByRole('heading', { name: 'New task' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('New Task');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel(/^Workgroup/)).toHaveValue(/\d+/);
  await page.getByLabel('Level 1').selectOption({ label: 'Onboarding' });
  await page.getByLabel('Level 2').selectOption({ label: 'Collect ID copies' });
  await page.getByLabel('Requires approval').check();
  await page.getByLabel('Approver').selectOption({ label: 'Thandiwe Nkosi' });
  await page.getByRole('button', { name: 'Save task' }).click();
  await expect(page).toHaveURL(/#\/task\/new-task\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const number = (await page.getByRole('heading', { name: title }).innerText()).split(':')[0];
  expect(number).toMatch(/^TSK-\d+$/);
  await expect(page.getByRole('status').filter({ hasText: `${number} created` })).toBeVisible();
  await expect(trail).toContainText(number);
  await expect(trail).not.toContainText('New Task');
  await expect(page.getByRole('region', { name: `Approval of ${title}` })).toContainText('Pending');

  // The tracker shows it in the dark band; completion moves it to orange, then red.
  await page.goto('/#/task/task-tracker');
  await expect(page.getByRole('heading', { name: 'Task Tracker' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Tasks' }).fill(title);
  await expect(cell(page, 'Dark 0% (0-50)')).toHaveCount(1);
  await expect(cell(page, 'Onboarding > Collect ID copies')).toHaveCount(1);
  await openOnlyRow(page);
  const badge = page.getByRole('region', { name: /^Selected task/ }).locator('[data-band]');
  await expect(badge).toHaveAttribute('data-band', 'dark');
  await setCompletion(page, 60);
  await expect(badge).toHaveAttribute('data-band', 'orange');
  await expect(badge).toContainText('60% (51-80)');
  await expect(cell(page, 'Orange 60% (51-80)')).toHaveCount(1);
  await setCompletion(page, 100);
  await expect(badge).toHaveAttribute('data-band', 'red');
  await expect(cell(page, 'Red 100% (81-100)')).toHaveCount(1);
  await expect(cell(page, 'In Progress')).toHaveCount(1);

  // Approval from the admin screen completes it.
  await page.goto('/#/task/task-admin');
  const approvals = page.getByRole('region', { name: /Approvals waiting/ });
  await approvals.getByLabel('Approval comment').fill('Copies certified');
  await chooseOnlyRow(page, 'Approvals', title);
  await approvals.getByRole('button', { name: new RegExp(`^Approve ${title}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approval recorded' })).toBeVisible();
  await expect(kitGrid(approvals).locator('td', { hasText: title })).toHaveCount(0);

  await page.goto('/#/task/task-tracker');
  await page.getByRole('searchbox', { name: 'Search Tasks' }).fill(title);
  await expect(cell(page, 'Completed')).toHaveCount(1);
  await expect(cell(page, 'Approved')).toHaveCount(1);
});
