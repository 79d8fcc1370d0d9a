import type { Locator, Page } from '@playwright/test';
import { tableHeaderHeight, tableRowHeight } from '../../../src/rules/kit-table';
import { expect } from '../fixtures';
import { kitGrid } from './kit-grid';

/**
 * Clicks the row of the kit datatable in `scope` whose text matches, as a user picks it: the grid's accessible
 * table says which row on screen holds the text, the click lands on the canvas at that row. `x` is how far into
 * the row (clear of a tick box, which sits in the first 30 px).
 */
export async function clickRowWithText(page: Page, scope: Locator, text: string | RegExp, x = 120) {
  const grid = kitGrid(scope);
  const row = grid.locator('tbody tr').filter({ hasText: text }).first();
  await expect(row).toBeAttached();
  // aria-rowindex counts the header row as 1; the grid is not scrolled, so the index is the row on screen.
  const index = Number(await row.getAttribute('aria-rowindex')) - 2;
  await grid.scrollIntoViewIfNeeded();
  const box = await grid.boundingBox();
  if (!box) throw new Error('the grid is not on screen');
  await page.mouse.click(box.x + x, box.y + tableHeaderHeight + (index + 0.5) * tableRowHeight);
}

/**
 * Waits until every row of the kit datatable in `scope` holds `text`, as after a search that leaves only those. Glide
 * redraws its accessible table 200 ms after the canvas (a debounced memo): until then it lists the rows from before
 * the search, at their old indexes, and a click at such a row's place lands on another row or on none.
 */
export async function untilOnlyRowsWith(scope: Locator, text: string) {
  await expect(kitGrid(scope).locator('tbody tr').filter({ hasNotText: text })).toHaveCount(0);
}

/**
 * Opens a record from a page's record finder (kit/record-finder) as a user does: searches for its name, chooses
 * its row and follows the link the finder then offers.
 */
export async function openFromFinder(page: Page, finder: Locator, name: string) {
  await finder.getByRole('searchbox').fill(name);
  await untilOnlyRowsWith(finder, name);
  await clickRowWithText(page, finder, name);
  await finder.getByRole('link', { name: `Open ${name}`, exact: true }).click();
}
