import type { Locator } from '@playwright/test';
import { tableHeaderHeight, tableRowHeight } from '../../../src/rules/kit-table';

/**
 * Clicks the row of a kit datatable (`table`, its region) whose cell in `column` (1 = the first) reads `text`
 * exactly, as a user picks it. The row must be on screen: glide keeps accessible rows for the rows it draws only,
 * and writes them a moment after it draws, so right after a list changes (a filter) wait for its new rows first.
 * No expect() here, so the bench (Playwright as a library) chooses rows the same way.
 */
export async function chooseRowByCell(table: Locator, text: string, column = 1): Promise<void> {
  const rows = table.locator('canvas[data-testid="data-grid-canvas"] tbody tr');
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const cell = table.page().locator(`td[aria-colindex="${column}"]`, { hasText: exact });
  const row = rows.filter({ has: cell }).first();
  await row.waitFor({ state: 'attached' });
  const top = Number(await rows.first().getAttribute('aria-rowindex'));
  await chooseRowAt(table, Number(await row.getAttribute('aria-rowindex')) - top);
}

/**
 * Clicks the `index`th row on screen (0 = the first) of a kit datatable without waiting for glide's accessible
 * rows (200 ms behind each change): for a list whose order the caller read once and checks by what the click does.
 */
export async function chooseRowAt(table: Locator, index: number): Promise<void> {
  // Forced: glide's scroller lies over its canvas and takes the click, which the hit-target check would refuse.
  await table.locator('canvas[data-testid="data-grid-canvas"]').click({
    position: { x: 40, y: tableHeaderHeight + index * tableRowHeight + tableRowHeight / 2 },
    force: true,
  });
}
