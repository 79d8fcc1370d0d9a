import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The kit datatable's canvas grid; glide keeps an accessible table of the visible cells inside it. */
export const kitGrid = (scope: Locator | Page) => scope.locator('canvas[data-testid="data-grid-canvas"]');

/**
 * Searches the kit datatable `label` for `text` until one row is left, then clicks it: the row is chosen, as a
 * user picks it before acting on it (the list's links and buttons for the chosen row appear beside the table).
 */
export async function chooseOnlyRow(page: Page, label: string, text: string): Promise<void> {
  const table = page.getByRole('region', { name: label, exact: true });
  await table.getByRole('searchbox', { name: `Search ${label}` }).fill(text);
  await expect(kitGrid(table).locator('tbody tr')).toHaveCount(1);
  // A click lands only on what the viewport shows: a list below the fold is scrolled to first.
  await kitGrid(table).scrollIntoViewIfNeeded();
  const box = await kitGrid(table).boundingBox();
  if (!box) throw new Error(`the ${label} grid is not on screen`);
  // Row 1 sits under the header row.
  await page.mouse.click(box.x + 40, box.y + 50);
}
