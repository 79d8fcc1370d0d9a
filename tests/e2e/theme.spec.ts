import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeOf } from './support/axe';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const light = 'rgb(244, 246, 249)';
const dark = 'rgb(16, 21, 29)';

const chooseTheme = async (page: Page, name: string) => {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
};

test('the theme follows the system until the user chooses one, which survives a reload and stays axe clean', async ({
  page,
  signedInAs,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signedInAs('agent');
  expect(await background(page)).toBe(light);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background(page)).toBe(dark);

  await chooseTheme(page, 'Light');
  expect(await background(page)).toBe(light);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await background(page)).toBe(light);

  await page.emulateMedia({ colorScheme: 'light' });
  await chooseTheme(page, 'Dark');
  expect(await background(page)).toBe(dark);
  await page.getByRole('button', { name: /user menu/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  // The dark tokens keep every text readable on the home page.
  const axe = await axeOf(page).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await chooseTheme(page, 'Same as the system');
  expect(await background(page)).toBe(light);
});
