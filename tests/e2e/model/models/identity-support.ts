import { expect, type Page } from '@playwright/test';
import { demoPassword } from '../../../../server/db/seed/demo-accounts';
import { messages } from '../../../../src/config/messages';
import { redactedMark } from '../../../../src/rules/redact';
import type { Seeding } from '../ui-model';

/**
 * The identity models (auth, tenant, roleSwitch) sign in as seeded staff no other browser test uses, so their
 * sign-ins, tenant choices and profile switches never change a session or a "last tenant" another path relies on.
 */
export const identityUsers = {
  /** Adviser in the Johannesburg Office: the auth model's sign-ins and restores. */
  auth: { username: 'zanele.mthembu', fullName: 'Zanele Mthembu' },
  /** Team Lead and Agent of Ubuntu Benefits Gauteng: three tenants to choose from. */
  tenant: { username: 'thabo.molefe', fullName: 'Thabo Molefe' },
  /** Adviser and Agent of the Cape Town Office: two profiles to switch between. */
  roleSwitch: { username: 'johan.botha', fullName: 'Johan Botha' },
} as const;

/** A trace's payload hides the password; every seeded account signs in with the demo password. */
export const passwordOf = (typed: string): string =>
  typed === redactedMark || !typed ? demoPassword : typed;

/**
 * A live session in the page's cookie jar, as a browser that signed in earlier has it (page.request shares the
 * context's cookies): what a reload restores.
 */
export async function sessionCookie({ page, baseURL }: Seeding, username: string): Promise<void> {
  const answer = await page.request.post(`${baseURL}/api/login`, {
    data: { username, password: demoPassword },
  });
  expect(((await answer.json()) as { errCode: number }).errCode).toBe(0);
}

export const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
export const signInButton = (page: Page) =>
  signInForm(page).getByRole('button', { name: /Sign in|Please wait/ });
export const tenantForm = (page: Page) => page.getByRole('form', { name: 'Choose a tenant' });
export const loadingPermissions = (page: Page) => page.getByText(messages.loadingPermissions);
export const permissionsFailed = (page: Page) => page.getByText(messages.permissionsFailed);
export const banner = (page: Page) => page.getByRole('banner');

/** Fills the real sign-in form and submits it. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(passwordOf(password));
  await form.getByRole('button', { name: 'Sign in' }).click();
}
