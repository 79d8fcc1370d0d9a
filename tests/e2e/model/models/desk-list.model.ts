import { expect, type Page } from '@playwright/test';
import { deskListMachine } from '../../../../src/machines/desk-list.machine';
import { defineModel, type Ui } from '../ui-model';
import { kitGrid } from '../../support/kit-grid';
import { serviceAs } from '../../support/service-as';

type Data = { title: string };

// The registry's deskList runs with kind 'checklists': the Checklists screen is the one that shows that list alone,
// with its Refresh button (the case page's links use it too, without a control to refresh).
const refresh = (page: Page) => page.getByRole('button', { name: /^(Refresh|Loading\.\.\.)$/ });
// The screen's own banner (the shell keeps an empty alert region for toasts outside main).
const failure = (page: Page) => page.getByRole('main').getByRole('alert');
// The list is the kit datatable: its canvas grid keeps an accessible table of the rows it draws.
const row = ({ page, data }: Ui<Data>) => kitGrid(page).locator('tbody tr').filter({ hasText: data.title });

/**
 * The Checklists screen (/case-management/checklists): a busy Refresh button while the list loads, the path's own
 * checklist among the rows once it has, the reason in an alert when the load failed, Refresh to try again.
 */
export const deskListModel = defineModel(deskListMachine)<Data>({
  id: 'deskList',
  account: 'agent',
  seed: async ({ request, baseURL }) => {
    const title = `Model desk list ${Date.now()}`;
    const call = await serviceAs(request, baseURL, 'agent');
    await call('/workflow/checklist/save', { title, items: [{ text: 'Get the hospital account' }] });
    return { title };
  },
  open: async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/#/case-management/checklists`);
    await expect(page.getByRole('heading', { name: 'Checklists', level: 1 })).toBeVisible();
  },
  states: {
    loading: async ({ page }) => {
      await expect(refresh(page)).toHaveText('Loading...');
      await expect(refresh(page)).toHaveAttribute('aria-busy', 'true');
      await expect(refresh(page)).toBeDisabled();
    },
    ready: async (ui) => {
      await expect(refresh(ui.page)).toHaveText('Refresh');
      await expect(refresh(ui.page)).toBeEnabled();
      await expect(row(ui)).toHaveCount(1);
      await expect(failure(ui.page)).toHaveCount(0);
    },
    failed: async ({ page }) => {
      await expect(refresh(page)).toHaveText('Refresh');
      await expect(refresh(page)).toBeEnabled();
      await expect(failure(page)).toHaveText('Some Internal Error Occurred');
    },
  },
  events: {
    'list.refresh': async ({ page }) => {
      await refresh(page).click();
    },
  },
  services: { loadList: { url: '**/api/workflow/checklist/list' } },
});
