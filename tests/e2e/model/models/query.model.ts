import { expect, type Page } from '@playwright/test';
import { queryMachine } from '../../../../src/machines/query.machine';
import { defineModel } from '../ui-model';

// The Team tab's refresh period (teamPollMs of src/views/debug/team-tab.tsx, a view the runner cannot import).
const teamPollMs = 5000;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Debug panel' });
const teamTab = (page: Page) => panel(page).getByRole('tab', { name: 'Team' });
// The Team list is the kit Datatable (issue 41): its region, inside the block marked busy while a refresh runs.
const table = (page: Page) => panel(page).getByRole('region', { name: 'Team', exact: true });
const refreshed = (page: Page) => panel(page).locator('div[aria-busy]:has(> section[aria-label="Team"])');
const firstLoad = (page: Page) => panel(page).getByRole('status').filter({ hasText: 'Loading the team…' });

/**
 * The query machine (one read of a screen) through the debug panel's Team tab, the one screen whose read also
 * refreshes on a timer: opening the tab runs `debug.team`, the table shows its answer and is marked busy while
 * each 5 s refresh runs, a refused read shows the service's message. The rows are every console of the
 * supervisor's tenants (other tests' too), so the model asserts the table, never its rows: nothing to seed.
 */
export const queryModel = defineModel(queryMachine)({
  id: 'query',
  account: 'supervisor',
  seed: () => Promise.resolve(undefined),
  open: async ({ page }) => {
    await page.getByRole('button', { name: /Debug panel/ }).click();
    await expect(panel(page).getByRole('tab', { name: 'Actors' })).toBeVisible();
  },
  states: {
    // The read is the Team tab's: until the tab opens nothing of it is asked or shown.
    idle: async ({ page }) => {
      await expect(teamTab(page)).toHaveAttribute('aria-selected', 'false');
      await expect(table(page)).toHaveCount(0);
      await expect(firstLoad(page)).toHaveCount(0);
    },
    loading: async ({ page }) => {
      // The first read shows a loading line; a refresh keeps the rows and marks the table busy. A refresh starts
      // on the tab's own timer, so the wait is the timer's period on top of the usual one.
      const busy = refreshed(page).and(page.locator('[aria-busy="true"]'));
      await expect(firstLoad(page).or(busy)).toBeVisible({ timeout: teamPollMs + 10_000 });
      await expect(panel(page).getByRole('alert')).toHaveCount(0);
    },
    ready: async ({ page }) => {
      await expect(table(page)).toBeVisible();
      await expect(refreshed(page)).toHaveAttribute('aria-busy', 'false');
      await expect(firstLoad(page)).toHaveCount(0);
      await expect(panel(page).getByRole('alert')).toHaveCount(0);
    },
    failed: async ({ page }) => {
      await expect(panel(page).getByRole('alert')).toHaveText('Some Internal Error Occurred');
      await expect(table(page)).toHaveCount(0);
    },
  },
  events: {
    'query.run': async (ui) => {
      // Opening the tab is the run; once open, the tab has no reload control of its own (its timer reads again).
      if ((await teamTab(ui.page).getAttribute('aria-selected')) === 'true')
        throw ui.beyondReach('the Team tab has no reload control: it reads again only on its timer');
      await teamTab(ui.page).click();
    },
  },
  services: { fetch: { url: '**/api/debug/team' } },
});
