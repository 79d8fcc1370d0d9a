import { expect, type Page } from '@playwright/test';
import { roleSwitchMachine } from '../../../../src/machines/role-switch.machine';
import { defineModel, type Ui } from '../ui-model';
import { identityUsers, submitSignIn } from './identity-support';

type Data = {
  /** The profile the session starts with (the user's first) and the one the switch asked for. */
  current: string | null;
  switchedTo: string | null;
};

const user = identityUsers.roleSwitch;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Switch profile' });
const switching = (page: Page) => page.getByRole('status').filter({ hasText: 'Switching profile…' });
const profileShown = (page: Page) =>
  page
    .getByRole('region', { name: 'Signed in' })
    .locator('dt', { hasText: /^Profile$/ })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Switch profile (issue 36): the user menu's dialog lists the profiles; a switch reloads the console with the new
 * one, a failure changes nothing and says nothing. Each path signs in its own session of a seeded adviser who is
 * also an agent: a switch changes that session only (server/domain/session-ops.ts), so no other test sees it.
 */
export const roleSwitchModel = defineModel(roleSwitchMachine)<Data>({
  id: 'roleSwitch',
  account: null,
  seed: () => Promise.resolve({ current: null, switchedTo: null }),
  open: async ({ page, baseURL, data }) => {
    await page.goto(`${baseURL}/#/sessions/signin`);
    await submitSignIn(page, user.username, '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(profileShown(page)).not.toHaveText(/^—?$/);
    data.current = await profileShown(page).textContent();
  },
  states: {
    // The profile the session has; a failed switch leaves it, silently.
    idle: async ({ page, data }: Ui<Data>) => {
      await expect(switching(page)).toBeHidden();
      // With the dialog open the page behind it is hidden from assistive technology: the dialog marks the current one.
      if (await dialog(page).isVisible())
        await expect(dialog(page).locator('[aria-current="true"]')).toContainText(data.current ?? '');
      else await expect(profileShown(page)).toHaveText(data.current ?? '');
    },
    switching: async ({ page }) => expect(switching(page)).toBeVisible(),
    // The console reloads and comes back with the chosen profile.
    reloading: async ({ page, data }) => {
      await expect(dialog(page)).toBeHidden();
      await expect(profileShown(page)).toHaveText(data.switchedTo ?? '');
    },
  },
  events: {
    'role.switch': async (ui, event) => {
      const { page, data } = ui;
      if (!(await dialog(page).isVisible())) {
        await page.getByRole('button', { name: /user menu/ }).click();
        await page.getByRole('menuitem', { name: 'Switch profile' }).click();
      }
      const choice = dialog(page).getByRole('button', { name: new RegExp(`Role ${event.roleId}\\b`) });
      if ((await choice.count()) === 0)
        throw ui.beyondReach(`role ${event.roleId} is not one of ${user.username}'s profiles`);
      if (await choice.isDisabled())
        throw ui.beyondReach(`role ${event.roleId} is the current profile: the dialog does not offer it`);
      data.switchedTo = await choice.locator('span').first().textContent();
      await choice.click();
    },
  },
  services: { switchRole: { url: '**/api/get_data_after_refresh' } },
});
