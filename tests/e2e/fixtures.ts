import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export type DemoAccount = 'admin' | 'supervisor' | 'agent';

/** The demo accounts the seed creates (README). */
export const demoAccounts: Record<DemoAccount, { fullName: string; password: string }> = {
  admin: { fullName: 'Thandiwe Nkosi', password: 'Console@2026' },
  supervisor: { fullName: 'Pieter van der Merwe', password: 'Console@2026' },
  agent: { fullName: 'Naledi Mokoena', password: 'Console@2026' },
};

/** Signs in through the real form, chooses the default tenant and waits for the dashboard. */
export const signIn = async (
  page: Page,
  account: DemoAccount,
  options: { baseURL?: string } = {},
): Promise<void> => {
  await page.goto(`${options.baseURL ?? ''}/#/sessions/signin`);
  await page.getByLabel('Username').fill(account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoAccounts[account].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/sessions\/tenant/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/v1/);
  await expect(page.getByRole('banner')).toContainText(demoAccounts[account].fullName);
};

type Fixtures = { signedInAs: (account: DemoAccount) => Promise<Page> };

/** `baseURL` points at the shared server global-setup started; `signedInAs` gives a signed-in page. */
export const test = base.extend<Fixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`');
    await provide(url);
  },
  signedInAs: async ({ page }, provide) => {
    await provide(async (account) => {
      await signIn(page, account);
      return page;
    });
  },
});
