import type { APIRequestContext, Page } from '@playwright/test';
import type { ClassificationFlatItem } from '../../src/contracts/classification';
import { demoAccounts, expect, signIn, test } from './fixtures';
import { agentCase } from './support/agent-case';
import { axeOf } from './support/axe';
import { kitGrid } from './support/kit-grid';

// Tasks on the case, and the classification on the case page (case-tasks brief).

const outOfNetwork = 'Medical Aid › Claims › Rejected claim › Out of network';
const debitOrder = 'Medical Aid › Contributions › Debit order failed';

/** The levels (Service … Issues) of a case classification path, as the create call takes them. */
async function levelsOf(request: APIRequestContext, baseURL: string, path: string) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const answer = await request.get(`${baseURL}/api/data/classifications/flatlist?workflow_type=case`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = ((await answer.json()) as { data: ClassificationFlatItem[] }).data;
  const chain: number[] = [];
  for (let item = items.find((i) => i.path === path); item; item = items.find((i) => i.id === item?.parent))
    chain.unshift(item.id);
  expect(chain).toHaveLength(4);
  return Object.fromEntries(chain.map((id, level) => [`classification_l${level + 1}`, id]));
}

async function axeClean(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

test('the case page shows and changes its classification, and holds its tasks by their numbers', async ({
  page,
  request,
  baseURL,
}) => {
  const title = `Scheme paid an out-of-network GP at 60% ${Date.now()}`;
  const classification = await levelsOf(request, baseURL!, outOfNetwork);
  const made = await agentCase(request, baseURL!, title, { classification });
  await signIn(page, 'agent');
  await page.goto(`/#/case-management/case/${made.id}`);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(outOfNetwork);

  // Reclassify through Edit details: the path follows and the page names the new due time.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit details' });
  await expect(form.getByLabel('Sub-category')).toHaveValue(String(classification.classification_l3));
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Contributions' });
  await form.getByLabel('Sub-category').selectOption({ label: 'Debit order failed' });
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Classification changed' });
  await expect(saved).toHaveText(
    new RegExp(
      `^Saved ${made.number}\\. Classification changed: due now \\d{2} \\w{3} \\d{4} \\d{2}:\\d{2}$`,
    ),
  );
  const due = (await saved.textContent())!.replace(/^.*due now /, '');
  await expect(details).toContainText(debitOrder);
  await expect(details).toContainText(`Due${due}`);
  await expect(details).toContainText('Critical / Urgent');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `classification ${outOfNetwork} → ${debitOrder}`,
  );

  // Add task: the task form opens with this case in its Case field, found again by part of its number.
  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks).toContainText(`No tasks for ${made.number} yet.`);
  await axeClean(page);
  await page.screenshot({ path: 'test-results/case-tasks-case-page.png', fullPage: true });
  await tasks.getByRole('link', { name: 'Add task' }).click();
  await expect(page.getByRole('heading', { name: 'New task' })).toBeVisible();
  const caseField = page.getByRole('combobox', { name: 'Case' });
  await expect(caseField).toHaveValue(`${made.number} ${title}`);
  await caseField.fill(made.number.slice(-5));
  await page.getByRole('option', { name: `${made.number} ${title}` }).click();
  await expect(caseField).toHaveValue(`${made.number} ${title}`);
  await page.getByLabel('Title').fill('Ask the scheme for the tariff schedule');
  await axeClean(page);
  await page.screenshot({ path: 'test-results/case-tasks-task-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Save task' }).click();

  // The task page names the task by its TSK- number and links back to the case by its CAS- number.
  await expect(page).toHaveURL(/#\/task\/new-task\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^TSK-\d{6}: Ask the scheme for the tariff schedule$/);
  const taskNumber = (await heading.textContent())!.slice(0, 10);
  await page.getByRole('link', { name: made.number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/case-management/case/${made.id}$`));
  const row = kitGrid(tasks).locator('tbody tr').filter({ hasText: taskNumber });
  await expect(row).toContainText('Ask the scheme for the tariff schedule');
  await expect(row).toContainText('Open');
  // Choosing the task's row offers its page.
  await kitGrid(tasks).scrollIntoViewIfNeeded();
  const box = await kitGrid(tasks).boundingBox();
  await page.mouse.click(box!.x + 40, box!.y + 50);
  await expect(
    tasks.getByRole('link', { name: `Open ${taskNumber}: Ask the scheme for the tariff schedule` }),
  ).toHaveAttribute('href', /new-task\/\d+$/);
});
