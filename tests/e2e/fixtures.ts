import { test as base, expect, type Cookie, type Page } from '@playwright/test';
import { paths } from '../../src/contracts/paths';
import { currentEngine } from './support/engines';

export { expect };

export type DemoAccount = 'admin' | 'supervisor' | 'agent';

/** The demo accounts the seed creates (README). */
export const demoAccounts: Record<DemoAccount, { fullName: string; password: string }> = {
  admin: { fullName: 'Thandiwe Nkosi', password: 'Console@2026' },
  supervisor: { fullName: 'Pieter van der Merwe', password: 'Console@2026' },
  agent: { fullName: 'Naledi Mokoena', password: 'Console@2026' },
};

/** Signs in through the real form, chooses the default tenant and waits for the dashboard: the sign-in tests. */
export const signInWithForm = async (
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

/** The shared server of the running test's engine (global setup starts one per engine). */
const sharedBaseUrl = (): string | undefined =>
  currentEngine() === 'postgres' ? process.env.E2E_POSTGRES_BASE_URL : process.env.E2E_BASE_URL;

type StoredSession = { cookies: Cookie[]; profile: string; tenantId: number | null };
/** This worker's sessions, by server and account: its tests run one at a time, so none shares one at once. */
const storedSessions = new Map<string, StoredSession>();

/** The session the cookies stand for, as the service answers a reload: its profile and tenant, or null if gone. */
const sessionOf = async (base: string, cookies: Cookie[]) => {
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const answer = await fetch(`${base}/api${paths.userDetailsRefresh}`, {
    method: 'POST',
    headers: { cookie },
  });
  const body = (await answer.json()) as {
    errCode: number;
    data: { current_profile: { role_name: string }; tenant_id: number | null } | null;
  };
  if (body.errCode !== 0 || !body.data) return null;
  return { profile: body.data.current_profile.role_name, tenantId: body.data.tenant_id };
};

/**
 * Signs in and waits for the dashboard. The first sign-in of an account on a server in this worker goes through
 * the form (signInWithForm); later ones reuse its session cookie, as a reopened browser would, while the service
 * still answers it with the profile and tenant the form chose. A test that signed it out, switched its profile or
 * its tenant leaves one that no longer matches, and the next test signs in through the form again.
 */
export const signIn = async (
  page: Page,
  account: DemoAccount,
  options: { baseURL?: string } = {},
): Promise<void> => {
  const base = options.baseURL ?? sharedBaseUrl();
  if (!base) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`');
  const key = `${base} ${account}`;
  const stored = storedSessions.get(key);
  const live = stored ? await sessionOf(base, stored.cookies) : null;
  if (stored && live && live.profile === stored.profile && live.tenantId === stored.tenantId) {
    await page.context().addCookies(stored.cookies);
    await page.goto(`${base}/#/dashboard/v1`);
    await expect(page.getByRole('banner')).toContainText(demoAccounts[account].fullName);
    return;
  }
  storedSessions.delete(key);
  await signInWithForm(page, account, { baseURL: base });
  const cookies = await page.context().cookies(base);
  const session = await sessionOf(base, cookies);
  if (session) storedSessions.set(key, { cookies, ...session });
};

type Fixtures = { signedInAs: (account: DemoAccount) => Promise<Page> };

/** `baseURL` points at the shared server global-setup started for the test's engine; `signedInAs` gives a signed-in page. */
export const test = base.extend<Fixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = sharedBaseUrl();
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
