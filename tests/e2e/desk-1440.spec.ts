import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agentCase } from './support/agent-case';
import { axeOf } from './support/axe';

test.use({ viewport: { width: 1440, height: 900 } });

/** The grid is a canvas; its accessibility table holds the header and the visible cells. */
const grid = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"]');
const header = (page: Page, title: string) => grid(page).locator('th', { hasText: new RegExp(`^${title}$`) });
const columnIndex = (page: Page, title: string) => header(page, title).getAttribute('aria-colindex');

/** Whether the grid offers the focused cell's full text in a tip: it does exactly when the drawn cell is cut. */
const cutTip = (page: Page) => page.getByRole('tooltip').isVisible();

test('at 1440 px the desk shows Created, Due and Customer, and no status or SLA text is cut', async ({
  signedInAs,
  baseURL,
  request,
}) => {
  // A title too long for any column: it must be the one cell here that is cut (with its tip).
  const long = `Hospital account for the knee replacement still unpaid after three reminders ${Date.now()}`;
  const { number } = await agentCase(request, baseURL as string, long);
  const page = await signedInAs('agent');
  await page.goto('/#/case-management/case-management?list=wg_all');
  const table = page.getByRole('region', { name: 'Workgroup cases (all workgroups)' });
  await expect(grid(page).locator('tbody tr').first()).toBeAttached();
  for (const title of ['Customer', 'Created', 'Due']) await expect(header(page, title)).toHaveCount(1);
  const created = await columnIndex(page, 'Created');
  await expect(grid(page).locator(`td[aria-colindex="${created}"]`).first()).toHaveText(
    /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/,
  );

  // Through the page's rows with the keyboard, as a user reads them: the table's status line says which cell the
  // grid is on, and a cut cell would bring up its tip.
  const status = table.getByRole('status');
  const rowsOnPage = Number(/^1–(\d+) of/.exec(await table.getByText(/^1–\d+ of \d+$/).innerText())?.[1]);
  expect(rowsOnPage).toBeGreaterThan(5);
  // Into the grid as Tab brings a keyboard user there: the grid starts on row 1's first cell.
  await grid(page).focus();
  await expect(status).toHaveText(/^Row 1, Number: /);
  let read = 0;
  let at = 1;
  for (const [column, step] of [
    ['Status', 'ArrowDown'],
    ['SLA', 'ArrowUp'],
  ] as const) {
    const index = Number(await columnIndex(page, column));
    for (; at < index; at++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < rowsOnPage; i++) {
      const row = step === 'ArrowDown' ? i + 1 : rowsOnPage - i;
      await expect(status).toHaveText(new RegExp(`^Row ${row}, ${column}: `));
      expect(await cutTip(page), `${await status.innerText()} is cut`).toBe(false);
      read++;
      if (i < rowsOnPage - 1) await page.keyboard.press(step);
    }
  }
  expect(read).toBe(2 * rowsOnPage);
  await page.screenshot({ path: 'test-results/desk-1440.png' });
  const axe = await axeOf(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The check can fail: the long title's cell is cut, and the grid says so with its tip.
  await table.getByRole('searchbox').fill(number);
  const rows = grid(page).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  // The grid is still on the SLA column: back to the title.
  await grid(page).focus();
  for (const title = Number(await columnIndex(page, 'Title')); at > title; at--)
    await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(`Row 1, Title: ${long}`);
  await expect(page.getByRole('tooltip')).toHaveText(long);
});
