import { expect, type Page } from '@playwright/test';
import { bulkLoadMachine } from '../../../../src/machines/bulk-load.machine';
import { defineModel, type Ui } from '../ui-model';
import { chooseFirstRow } from '../../support/kit-grid-rows';
import { loadIndex, type LoadIndex } from './bulk-load-index';

const panel = (page: Page) => page.getByRole('region', { name: 'Bulk loads' });
const button = (page: Page, name: string | RegExp) => panel(page).getByRole('button', { name, exact: true });

/** Neither a load nor the figures of one are in hand: a load may be started. */
const idle = async ({ page }: Ui<LoadIndex>) => {
  await expect(button(page, 'Start bulk load')).toBeEnabled();
  await expect(button(page, 'Cancel load')).toHaveCount(0);
  await expect(button(page, 'Close progress')).toHaveCount(0);
};

/**
 * The bulk loads of one search index (its panel on the index's page), as an administrator: start after the
 * warning, the running load's progress (Cancel load while it runs), the figures of a finished load until they are
 * put away, and a finished load's failed rows opened from the history. Each path loads an index of its own
 * holding three messages, one rejected on receipt: the smallest load, with a failed row to open.
 */
export const bulkLoadModel = defineModel(bulkLoadMachine)<LoadIndex>({
  id: 'bulkLoad',
  account: 'admin',
  seed: ({ request, baseURL, events }) =>
    loadIndex(
      request,
      baseURL,
      events.some((e) => e.type === 'bulk.watch'),
    ),
  open: async ({ page, baseURL, data }) => {
    await page.goto(`${baseURL}/#/ls-metadata/search-index/${data.indexId}`);
    await expect(page.getByRole('heading', { name: `Index ${data.name}` })).toBeVisible();
    await expect(panel(page).getByRole('region', { name: 'Load history' })).toBeVisible();
  },
  states: {
    idle,
    starting: async ({ page }) => {
      await expect(button(page, 'Starting')).toBeDisabled();
      await expect(button(page, 'Cancel load')).toHaveCount(0);
    },
    watching: async ({ page }) => {
      await expect(button(page, 'Cancel load')).toBeEnabled();
      await expect(button(page, 'Start bulk load')).toBeDisabled();
    },
    cancelling: async ({ page }) => {
      await expect(button(page, 'Cancelling')).toBeDisabled();
      await expect(button(page, 'Start bulk load')).toBeDisabled();
    },
    finished: async ({ page }) => {
      await expect(button(page, 'Close progress')).toBeVisible();
      await expect(button(page, 'Cancel load')).toHaveCount(0);
      await expect(button(page, 'Start bulk load')).toBeEnabled();
    },
  },
  events: {
    'bulk.start': async ({ page }) => {
      await button(page, 'Start bulk load').click();
      const warning = page.getByRole('dialog', { name: 'Start a bulk load' });
      await expect(warning).toContainText('The index is unusable until the load completes.');
      await warning.getByRole('button', { name: 'Start load' }).click();
    },
    'bulk.watch': async ({ page }) => {
      // A finished load's failed rows, opened from the history: the panel watches that load's progress.
      await chooseFirstRow(page, panel(page), 'Load history');
      await panel(page)
        .getByRole('button', { name: /^Show load \d+$/ })
        .click();
      await panel(page)
        .getByRole('button', { name: /^Show the \d+ failed rows$/ })
        .click();
    },
    'bulk.cancel': async ({ page }) => {
      await button(page, 'Cancel load').click();
    },
    'bulk.dismiss': async ({ page }) => {
      await button(page, 'Close progress').click();
    },
  },
  services: {
    createLoad: { url: '**/api/meta/search/index/bulkloads/create' },
    watchProgress: { url: '**/api/bulk_load/index/id' },
    cancelLoad: { url: '**/api/meta/search/index/bulkloads/update' },
  },
  unreachableEvents: {
    'xstate.done.actor.cancelLoad':
      'a cancel the service carries out needs a load still running when it arrives: a load small enough for the shared test server ends within milliseconds, so only a load of many thousand messages (heavy, and a race against the click) would do',
  },
});
