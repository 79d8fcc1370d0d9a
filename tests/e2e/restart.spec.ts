import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './support/server';

test('data survives a restart of the service', async ({ page }) => {
  test.setTimeout(120_000);
  // The test owns the data directory so that it outlives the first process.
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-console-restart-'));
  const first = await startServer({ dataDir });
  const username = `zanele${Date.now() % 100000}`;
  try {
    await page.goto(`${first.url}/#/sessions/signup`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Full name').fill('Zanele Dlamini');
    await page.getByLabel('Email').fill(`${username}@ubuntu-benefits.co.za`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Restart@2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration complete. You can sign in now.')).toBeVisible();
  } finally {
    await first.stop().catch(() => undefined);
  }
  // The same data directory, a new process: what was saved is still there.
  const second = await startServer({ dataDir });
  try {
    await page.goto(`${second.url}/#/sessions/signin`);
    await page.getByLabel('Username').fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Restart@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/sessions\/tenant/);
    // Self-registration grants nothing: an administrator gives profiles and tenants later.
    await expect(page.getByText('No tenants are available to your account.')).toBeVisible();
  } finally {
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
