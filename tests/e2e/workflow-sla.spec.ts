import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const badgeText = /^(Overdue|Due today|Due later|Paused|Met)\b/;

/** The SLA texts of the visible rows (the grid is a canvas; its accessibility table holds the cells). */
async function slaCells(page: Page): Promise<string[]> {
  const cells = await page.locator('canvas[data-testid="data-grid-canvas"] td').allInnerTexts();
  return cells.map((c) => c.trim()).filter((c) => badgeText.test(c));
}

test('the overdue filter shows only overdue cases, each with its overdue badge, in the list and the panel', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'agent', { baseURL: baseURL as string });
  await page.goto(`${baseURL}/#/case-management/case-management`);
  await expect(page.getByRole('heading', { name: 'Case Management' })).toBeVisible();
  await page.getByRole('tab', { name: /^Workgroup cases \d+$/ }).click();
  const total = async () =>
    Number(/of (\d+)/.exec(await page.getByText(/^\d+–\d+ of \d+$/).innerText())?.[1] ?? 0);
  await expect.poll(total).toBeGreaterThan(0);
  const all = await total();
  await page.getByLabel('SLA').selectOption({ label: 'Overdue' });
  await expect.poll(async () => (await slaCells(page)).length).toBeGreaterThan(0);
  // The seed spreads cases over the states: the filter keeps some, not all.
  expect(await total()).toBeLessThan(all);
  // The tab counts what the filter keeps, as the pager does.
  const tabCount = async () =>
    Number(/(\d+)$/.exec(await page.getByRole('tab', { name: /^Workgroup cases \d+$/ }).innerText())?.[1]);
  await expect.poll(tabCount).toBe(await total());
  const shown = await slaCells(page);
  expect(shown.every((c) => c.startsWith('Overdue'))).toBe(true);
  const rows = await page.locator('canvas[data-testid="data-grid-canvas"] tbody tr').count();
  expect(rows).toBe(shown.length);

  // Row 1 sits under the 35 px header (rows 48 px); one click selects it and the panel shows the same badge.
  const box = await page.locator('canvas[data-testid="data-grid-canvas"]').boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  await page.mouse.click(box.x + 40, box.y + 50);
  const badge = page.getByRole('dialog').locator('[data-sla-state]');
  await expect(badge).toHaveAttribute('data-sla-state', 'overdue');
  await expect(badge).toContainText(/^Overdue/);
  // Colour and text together: the badge is drawn in the theme's danger colour.
  const colour = await badge.evaluate((el) => getComputedStyle(el).color);
  const danger = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-danger').trim(),
  );
  expect(colour).toBe(
    await page.evaluate((c) => {
      const probe = document.createElement('span');
      probe.style.color = c;
      document.body.append(probe);
      const out = getComputedStyle(probe).color;
      probe.remove();
      return out;
    }, danger),
  );
});
