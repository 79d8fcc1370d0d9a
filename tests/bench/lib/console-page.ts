import type { Page } from '@playwright/test';

export const benchAccount = { username: 'admin', password: 'Console@2026' };

type Account = { username: string; password: string };

/** Signs in through the real form and the tenant choice; resolves when the home's address is reached. */
export async function signInAs(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/#/sessions/signin`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/dashboard\/v1/);
}

/** Signs in as the administrator; resolves when the dashboard shows its counts. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await signInAs(page, baseUrl, benchAccount);
  await page.getByText('Staff with access').waitFor();
}

/** A service token for the load generator, from the real sign-in call. */
export async function serviceToken(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(benchAccount),
  });
  const body = (await answer.json()) as { errCode: number; data?: { token?: string } };
  if (body.errCode !== 0 || !body.data?.token)
    throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
