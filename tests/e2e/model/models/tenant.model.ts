import { expect, type Page } from '@playwright/test';
import { messages } from '../../../../src/config/messages';
import { tenantMachine } from '../../../../src/machines/tenant.machine';
import { defineModel, type Ui } from '../ui-model';
import { banner, identityUsers, signInForm, submitSignIn, tenantForm } from './identity-support';

type Data = { chosen: string | null };

const user = identityUsers.tenant;
const continueButton = (page: Page) => tenantForm(page).getByRole('button', { name: 'Continue' });
const whoAmI = (page: Page) => page.getByRole('region', { name: 'Signed in' });

async function signOut(page: Page): Promise<void> {
  if (await tenantForm(page).isVisible()) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    return;
  }
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/**
 * Tenant choice (issue 36): the auth machine hands the tenant machine its load when a session starts (a sign-in or
 * a restore) and its reset when one ends (a sign-out). A seeded team lead with three tenants signs in.
 */
export const tenantModel = defineModel(tenantMachine)<Data>({
  id: 'tenant',
  account: null,
  seed: () => Promise.resolve({ chosen: null }),
  open: async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/#/sessions/signin`);
  },
  states: {
    // Nobody is signed in: there are no tenants to show, only the sign-in form.
    idle: async ({ page }) => expect(signInForm(page)).toBeVisible(),
    loading: async ({ page }) => expect(page.getByText('Loading your tenants…')).toBeVisible(),
    failed: async ({ page }) => {
      await expect(tenantForm(page)).toContainText('Some Internal Error Occurred');
      await expect(tenantForm(page)).toContainText(messages.noTenants);
    },
    // The list to choose from, or (once chosen) the home, which names the tenant the person works in.
    ready: async ({ page, data }: Ui<Data>) => {
      await expect(continueButton(page).or(whoAmI(page))).toBeVisible();
      if (await whoAmI(page).isVisible()) await expect(whoAmI(page)).toContainText(data.chosen ?? '');
      else await expect(continueButton(page)).toBeEnabled();
    },
    selecting: async ({ page }) => {
      await expect(tenantForm(page).getByRole('button', { name: 'Please wait' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  },
  events: {
    // A session starting: the sign-in form when nobody is signed in, otherwise a reload (the session restores).
    'tenant.load': async ({ page }) => {
      if (await signInForm(page).isVisible()) await submitSignIn(page, user.username, '');
      else await page.reload();
    },
    'tenant.select': async (ui, event) => {
      const { page, data } = ui;
      const radio = tenantForm(page).locator(`input[type="radio"][value="${event.tenantId}"]`);
      if ((await radio.count()) === 0)
        throw ui.beyondReach(`tenant ${event.tenantId} is not one of ${user.username}'s tenants`);
      await radio.check();
      data.chosen = (await radio.locator('xpath=..').locator('span').first().textContent()) ?? null;
      await continueButton(page).click();
    },
    'tenant.reset': async ({ page }) => {
      // The machine is idle only while nobody is signed in, and the one reset a person causes is a sign-out: from
      // idle a browser signs in and out. The reset is a root transition, the same whichever state it leaves.
      if (await signInForm(page).isVisible()) {
        await submitSignIn(page, user.username, '');
        await expect(continueButton(page).or(whoAmI(page))).toBeVisible();
      }
      await expect(banner(page).or(tenantForm(page))).toBeVisible();
      await signOut(page);
    },
  },
  services: {
    loadTenants: { url: '**/api/tenant/list' },
    selectTenant: { url: '**/api/tenant/select' },
  },
});
