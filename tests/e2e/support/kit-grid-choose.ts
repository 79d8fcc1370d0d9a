import type { Locator } from '@playwright/test';
import { tableHeaderHeight, tableRowHeight } from '../../../src/rules/kit-table';

/**
 * Clicks the row of a kit datatable (`table`, its region) whose cell in `column` (1 = the first) reads `text`
 * exactly, as a user picks it. The row must be on screen: glide keeps accessible rows for the rows it draws only,
 * and writes them a moment after it draws, so right after a list changes (a filter) wait for its new rows first.
 * No expect() here, so the bench (Playwright as a library) chooses rows the same way.
 */
export async function chooseRowByCell(table: Locator, text: string, column = 1): Promise<void> {
  const grid = table.locator('canvas[data-testid="data-grid-canvas"]');
  const rows = grid.locator('tbody tr');
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const cell = table.page().locator(`td[aria-colindex="${column}"]`, { hasText: exact });
  const row = rows.filter({ has: cell }).first();
  await row.waitFor({ state: 'attached' });
  const top = Number(await rows.first().getAttribute('aria-rowindex'));
  const at = Number(await row.getAttribute('aria-rowindex')) - top;
  // Forced: glide's scroller lies over its canvas and takes the click, which the hit-target check would refuse.
  await grid.click({
    position: { x: 40, y: tableHeaderHeight + at * tableRowHeight + tableRowHeight / 2 },
    force: true,
  });
}
