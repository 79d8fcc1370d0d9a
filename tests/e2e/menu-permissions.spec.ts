import type { Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test, type DemoAccount } from './fixtures';
import { walk, watchCalls, type Watch } from './support/menu-walk';

const notAvailable = 'Not available for your profile';

/** Opens an address the profile may not use: the page says so by name, offers a way home, calls nothing refused. */
const expectNotAvailable = async (page: Page, watch: Watch, path: string, profile: string) => {
  const before = watch.refusals.length;
  await page.goto(`/#${path}`);
  const region = page.getByRole('region', { name: notAvailable });
  await expect(region).toBeVisible();
  await expect(region).toContainText(`the ${profile} profile`);
  await watch.settled();
  expect(watch.refusals.slice(before)).toEqual([]);
  await region.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/v1$/);
};

const switchProfile = async (page: Page, account: DemoAccount, profile: string) => {
  // The switch reloads the page it was made on; the dashboard then names the profile now current.
  await page.goto('/#/dashboard/v1');
  await page
    .getByRole('button', { name: new RegExp(`user menu|${demoAccounts[account].fullName}`, 'i') })
    .click();
  await page.getByRole('menuitem', { name: 'Switch profile' }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(profile) })
    .click();
  await reloaded;
  await expect(page.getByRole('main')).toContainText(profile);
};

// The administrator's own profile holds every key, so its forbidden address is tried under its second profile.
const forbidden: Record<DemoAccount, { profile: string; path: string; switchTo?: string }> = {
  admin: { profile: 'Supervisor', path: '/system/sign-in-locks', switchTo: 'Supervisor' },
  supervisor: { profile: 'Supervisor', path: '/system/sign-in-locks' },
  agent: { profile: 'Agent', path: '/dev/kit' },
};

// In order, in one worker: the administrator's walk (the widest menu) runs axe on its screens, and the others only
// on screens it did not reach. A failed walk restarts the worker, and the next walk then checks all of its own.
test.describe.configure({ mode: 'default' });
const axeChecked = new Set<string>();

for (const account of ['admin', 'supervisor', 'agent'] as const) {
  test(`as ${account}, every menu entry opens without a refusal or a serious axe violation, and a forbidden address says so`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const watch = watchCalls(page);
    await signIn(page, account);
    const findings = await walk(page, watch, axeChecked);
    expect(findings.refusals).toEqual([]);
    expect(findings.axe).toEqual([]);
    expect(findings.tables).toEqual([]);
    const { profile, path, switchTo } = forbidden[account];
    if (switchTo) await switchProfile(page, account, switchTo);
    await expectNotAvailable(page, watch, path, profile);
  });
}
