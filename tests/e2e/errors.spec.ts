import { expect, signIn, test } from './fixtures';

test.describe('error catalogue (spec §8)', () => {
  test("an aborted request shows 'Some Internal Error Occurred'", async ({ page }) => {
    await signIn(page, 'agent');
    await page.route('**/api/dashboard/home', (route) => route.abort());
    await page.getByRole('button', { name: /refresh/i }).click();
    await expect(page.getByText('Some Internal Error Occurred').first()).toBeVisible();
  });

  test('a revoked session (errCode 96) lands on sign-in at the next call', async ({ page, request }) => {
    let token = '';
    page.on('request', (r) => {
      const header = r.headers()['authorization'];
      if (header?.startsWith('Bearer ')) token = header.slice(7);
    });
    await signIn(page, 'agent');
    expect(token).not.toBe('');
    // Revoke the session from outside the browser, as an administrator or another tab would.
    const revoked = await request.post('/api/logout', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect((await revoked.json()).errCode).toBe(0);
    // The next call meets errCode 96: the refresh, unless a background call (the notification feed, the push
    // channel) got there first and the console has already left for sign-in.
    if (page.url().includes('/dashboard/')) {
      await page
        .getByRole('button', { name: /refresh/i })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
    await expect(page).toHaveURL(/#\/sessions\/signin/);
    const stored = await page.evaluate(() => localStorage.getItem('wh_token'));
    expect(stored).toBeNull();
  });
});
