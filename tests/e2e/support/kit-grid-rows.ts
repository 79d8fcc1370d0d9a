import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { kitGrid } from './kit-grid';

/** Clicks the first row of the kit datatable `label` inside `scope` (a list whose rows have no search text known
 * beforehand, such as the newest load): the row is chosen, as chooseOnlyRow does after a search. */
export async function chooseFirstRow(page: Page, scope: Locator | Page, label: string): Promise<void> {
  const grid = kitGrid(scope.getByRole('region', { name: label, exact: true }));
  await expect(grid.locator('tbody tr').first()).toBeAttached();
  await grid.scrollIntoViewIfNeeded();
  const box = await grid.boundingBox();
  if (!box) throw new Error(`the ${label} grid is not on screen`);
  // Row 1 sits under the header row.
  await page.mouse.click(box.x + 40, box.y + 50);
}
