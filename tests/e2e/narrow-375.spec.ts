import type { Page } from '@playwright/test';
import type { TaskAssignees } from '../../src/contracts/tasks';
import { tableHeaderHeight } from '../../src/rules/kit-table';
import { expect, test } from './fixtures';
import { agentCase } from './support/agent-case';
import { serviceAs } from './support/service-as';
import { kitGrid } from './support/kit-grid';

// Issue 41 at 375 × 667 (iPhone SE / mini): the desk's first row was about 800 px down, a case page 457 px wide.

test.use({ viewport: { width: 375, height: 667 } });

/** The page scrolls sideways by nothing; on failure, what sticks out past the window and how far. */
const expectNoSidewaysScroll = async (page: Page) => {
  const seen = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 4)
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`),
  }));
  expect(seen.width, seen.wide.join('; ')).toBeLessThanOrEqual(375);
};

test("the desk's first row is on the first screen, and its filters are a tap away", async ({
  page,
  signedInAs,
}) => {
  await signedInAs('agent');
  await page.goto('/#/case-management/case-management');
  const grid = page.locator('canvas[data-testid="data-grid-canvas"]');
  await expect(grid.locator('tbody tr').first()).toBeAttached();
  const box = await grid.boundingBox();
  if (!box) throw new Error('the grid has no box');
  expect(box.y + tableHeaderHeight, 'where the first row starts').toBeLessThanOrEqual(400);
  await expectNoSidewaysScroll(page);

  // The filters fold behind their button, which counts those that narrow the list.
  const filters = page.getByRole('group', { name: 'Filter the cases' });
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(filters.getByLabel('Workgroup')).toBeVisible();
  await filters.getByLabel('SLA').selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/sla=overdue/);
  await expect(toggle).toHaveAccessibleName('Filters 1 set');
  await expectNoSidewaysScroll(page);
  await toggle.click();
  await expect(filters).toBeHidden();

  // A link to the last tab shows it, though the tabs scroll sideways on a phone.
  await page.goto('/#/case-management/case-management?list=wg_all');
  const chosen = page.getByRole('tab', { selected: true });
  await expect(chosen).toHaveText(/^Workgroup cases \(all workgroups\)/);
  // Whole but for a rounding of the tab strip's sub-pixel scroll.
  await expect(chosen).toBeInViewport({ ratio: 0.99 });
});

test('a case page with polling entries, tasks and an SLA badge is no wider than the phone', async ({
  page,
  signedInAs,
  request,
  baseURL,
}) => {
  const agent = await serviceAs(request, baseURL as string, 'agent');
  // Which cases were polled is the seed's choice: the agent's first open case with polled results.
  const { rows } = await agent<{ rows: { id: number }[] }>('/workflow/case/list', {
    open_only: true,
    size: 200,
  });
  let polled: number | null = null;
  for (const row of rows) {
    const entries = await agent<unknown[]>('/workflow/case/polling/list', { case_id: row.id });
    if (entries.length > 0) {
      polled = row.id;
      break;
    }
  }
  expect(polled, 'the agent has a case with polled results').not.toBeNull();
  // A case of the test's own with a task against it.
  const made = await agentCase(request, baseURL as string, `Narrow case page ${Date.now()}`);
  const { me, workgroups } = await agent<TaskAssignees>('/task/assignees', {});
  await agent('/task/save', {
    title: 'Call the member back about the shortfall',
    wrkgrp_id: workgroups[0]?.wrkgrp_id,
    owner_user_id: me,
    due_date: '2027-01-15',
    case_id: made.id,
  });

  await signedInAs('agent');
  await page.goto(`/#/case-management/case/${polled}`);
  const polling = page.getByRole('region', { name: 'Polling entries' });
  await expect(kitGrid(polling).locator('tbody tr').first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Details' }).locator('[data-sla-state]')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A page of its own: the case page does not follow an address changed to another case in place (reported).
  const second = await page.context().newPage();
  await second.goto(`/#/case-management/case/${made.id}`);
  await expect(second.getByRole('heading', { level: 1 })).toContainText(made.number);
  const tasks = second.getByRole('region', { name: 'Tasks' });
  await expect(kitGrid(tasks).locator('td', { hasText: /^TSK-/ })).toBeAttached();
  await expectNoSidewaysScroll(second);
});

test('the phone popover lies inside the screen', async ({ page, signedInAs }) => {
  await signedInAs('agent');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Phone/ })
    .click();
  const phone = page.getByRole('region', { name: 'Softphone' });
  await expect(phone).toBeVisible();
  const box = await phone.boundingBox();
  if (!box) throw new Error('the popover has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
  await expectNoSidewaysScroll(page);
});
