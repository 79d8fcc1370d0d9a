import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 24's pictures: the desk and the query builder at a desktop (1440 px) and a phone (375 px) width, written
 * under test-results/screens/ (not committed) so a change in the look can be seen; the homes come from
 * charts.spec, the search graph and the debug panel from graphs.spec. Each screen must show its content first, so
 * a picture of a spinner fails the test instead of being written.
 */
const widths = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

const shoot = async (page: Page, name: string) => {
  for (const size of widths) {
    await page.setViewportSize(size);
    // Let the layout settle at the new width (the sidebar closes below 768 px) before the picture.
    await expect(page.getByRole('main')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await page.screenshot({ path: `test-results/screens/${name}-${size.width}.png` });
  }
  await page.setViewportSize(widths[0]);
};

test('the agent’s desk at 1440 and 375 px', async ({ page, signedInAs }) => {
  await signedInAs('agent');
  await page.goto('/#/case-management/case-management');
  await expect(page.getByRole('tab', { name: /^My cases \d+$/ })).toBeVisible();
  await expect(page.getByText(/^1–\d+ of \d+$/).first()).toBeVisible();
  // The grid draws its rows after the count: the canvas's accessible table (inside it) says they are there.
  await expect(page.locator('canvas[data-testid="data-grid-canvas"] tbody tr').first()).toBeAttached();
  await shoot(page, 'desk-agent');
});

test('the query builder with a condition switched off at 1440 and 375 px', async ({ page, signedInAs }) => {
  await signedInAs('admin');
  await page.goto('/#/ls-metadata/query');
  await page.getByRole('button', { name: '+ Rule' }).first().click();
  await page.getByRole('button', { name: '+ Rule' }).first().click();
  await page.locator('.rule-value').first().fill('Durban');
  await page
    .getByRole('list', { name: /Conditions/ })
    .getByRole('button')
    .nth(2)
    .click();
  await expect(page.getByRole('list', { name: /Conditions/ }).locator('[aria-pressed="false"]')).toHaveCount(
    1,
  );
  await shoot(page, 'query');
});
