import { demoAccounts, expect, signInWithForm, test, type DemoAccount } from './fixtures';

test.describe('routing and sign-in', () => {
  test('the empty path goes to sign-in, an unknown path to 404, an admin route without a session to sign-in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/sessions\/signin$/);
    await page.goto('/#/no/such/screen');
    await expect(page).toHaveURL(/#\/others\/404$/);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.goto('/#/dashboard/v1');
    await expect(page).toHaveURL(/#\/sessions\/signin/);
    await page.goto('/#/ls-metadata/query');
    await expect(page).toHaveURL(/#\/sessions\/signin/);
  });

  for (const account of Object.keys(demoAccounts) as DemoAccount[]) {
    test(`signs in as ${account} and shows the full name in the header`, async ({ page }) => {
      await signInWithForm(page, account);
      await expect(page.getByRole('main')).toContainText(demoAccounts[account].fullName);
    });
  }

  test('a wrong password is refused with the service message and no session', async ({ page }) => {
    await page.goto('/#/sessions/signin');
    await page.getByLabel('Username').fill('agent');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/sessions\/signin/);
  });

  test('a reload keeps the session (cookie restore; the token itself is never stored)', async ({ page }) => {
    await signInWithForm(page, 'supervisor');
    await page.goto('/#/ls-metadata/query');
    await page.reload();
    await expect(page).toHaveURL(/#\/ls-metadata\/query/);
    await expect(page.getByRole('banner')).toContainText('Pieter van der Merwe');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      wh: localStorage.getItem('wh_token'),
    }));
    expect(stored.token).toBeNull();
    expect(stored.wh).toBeTruthy();
  });

  test("a new tab at the console's address, with the browser's session live, opens the dashboard and leaves the first tab signed in", async ({
    page,
    context,
  }) => {
    await signInWithForm(page, 'agent');
    const second = await context.newPage();
    await second.goto('/');
    await expect(second).toHaveURL(/#\/dashboard\/v1$/);
    await expect(second.getByRole('banner')).toContainText('Naledi Mokoena');
    // The first tab's token still works: it loads its next screen without being sent to sign in.
    await page.goto('/#/case-management/case-management');
    await expect(page.getByRole('banner')).toContainText('Naledi Mokoena');
    await expect(page).not.toHaveURL(/sessions\/signin/);
  });

  test('sign-out clears token and wh_token and returns to sign-in; a reload stays signed out', async ({
    page,
  }) => {
    await signInWithForm(page, 'agent');
    await page.getByRole('button', { name: /user menu|Naledi Mokoena/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/#\/sessions\/signin/);
    // The sign-out call and the clean-up may finish after the address changes, so wait for them.
    await expect
      .poll(() =>
        page.evaluate(() => ({ token: localStorage.getItem('token'), wh: localStorage.getItem('wh_token') })),
      )
      .toEqual({ token: null, wh: null });
    await page.goto('/#/dashboard/v1');
    await page.reload();
    await expect(page).toHaveURL(/#\/sessions\/signin/);
  });

  test('switching profile reloads the page into the other profile', async ({ page }) => {
    await signInWithForm(page, 'admin');
    await expect(page.getByRole('main')).toContainText('Administrator');
    await page.getByRole('button', { name: /user menu|Thandiwe Nkosi/i }).click();
    await page.getByRole('menuitem', { name: 'Switch profile' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Supervisor');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: /Supervisor/ }).click();
    await reloaded;
    await expect(page.getByRole('main')).toContainText('Supervisor');
  });
});
