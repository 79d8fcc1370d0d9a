import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { kitGrid } from './support/kit-grid';
import { clickRowWithText, openFromFinder, untilOnlyRowsWith } from './support/kit-grid-pick';
import { plainTables } from './support/menu-walk';

const tree = (page: Page) => page.getByRole('region', { name: /tree$/ }).first();
const search = async (page: Page, text: string) => {
  await tree(page).getByPlaceholder('Search within Hierarchy').fill(text);
  await expect(tree(page).getByRole('treeitem', { name: text }).first()).toBeVisible();
};
const menuOn = async (page: Page, text: string) => {
  await tree(page).getByRole('treeitem', { name: text }).first().click({ button: 'right' });
  return page.getByRole('menu');
};

test.describe('Internal organisation, FSPs and tenant configuration', () => {
  test('adds a department through the tree’s context menu', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    const name = `Wellness ${Date.now().toString(36).slice(-5)}`;
    await page.goto('/#/internal-org/manage-division');
    await expect(page.getByRole('heading', { name: 'Manage Department' })).toBeVisible();
    await search(page, 'Pretoria Office');
    await (await menuOn(page, 'Pretoria Office')).getByRole('menuitem', { name: 'Add Department' }).click();
    const form = page.getByRole('form', { name: 'Department details' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await form.getByLabel('Department name').fill(name);
    await form.getByLabel('Code').fill('PTA-WELLNESS-TOO-LONG');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The max allowed number of characters is 12')).toBeVisible();
    await form.getByLabel('Code').fill('PTA-WL');
    await form.getByRole('button', { name: 'Save' }).click();
    await tree(page).getByPlaceholder('Search within Hierarchy').fill(name);
    await expect(tree(page).getByRole('treeitem', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Department details' })).toBeVisible();
  });

  test('an Agent has Add Department but no Remove Department', async ({ signedInAs }) => {
    const page = await signedInAs('agent');
    await page.goto('/#/internal-org/manage-division');
    await search(page, 'Pretoria Client Services');
    const menu = await menuOn(page, 'Pretoria Client Services');
    await expect(menu.getByRole('menuitem', { name: 'Add Department' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Remove Department' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('opens the FSP list, finds an FSP and opens its home', async ({ signedInAs }) => {
    const page = await signedInAs('agent');
    await page.goto('/#/fsp/fsp-list');
    const table = page.getByRole('region', { name: 'FSP register' });
    await expect(table.locator('canvas[data-testid="data-grid-canvas"]')).toBeVisible();
    await expect(table.getByText('1–6 of 6')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the FSP register' }).fill('Karoo');
    await page.getByRole('searchbox', { name: 'Search the FSP register' }).press('Enter');
    await expect(table.getByText('1–1 of 1')).toBeVisible();
    await table.getByRole('combobox', { name: 'Sort by' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/fsp\/fsp-home\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Karoo Employee Benefits CC' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Licence categories' })).toContainText(
      'Pension Fund Benefits',
    );
    // Exact: the pane holds the kit datatable, a region of its own ('Representatives list').
    const reps = page.getByRole('region', { name: 'Representatives', exact: true });
    await expect(reps).toContainText('Annelie du Toit');
    // The Agent reads the register but may not change it: choosing a representative offers nothing.
    await clickRowWithText(page, reps, 'Annelie du Toit');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('opens the tenant configuration and saves a dispatch rule', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/busorg/tenant-config');
    await expect(page.getByRole('heading', { name: 'Tenant Configuration' })).toBeVisible();
    await tree(page).getByRole('treeitem', { name: 'Dispatch rules' }).first().click();
    const form = page.getByRole('form', { name: 'Configuration of Ubuntu Benefits Group' });
    await expect(form).toBeVisible();
    await form.getByLabel('Most open cases per agent').fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Value cannot be less than 1')).toBeVisible();
    await form.getByLabel('Most open cases per agent').fill('30');
    await form.getByLabel('Dispatch strategy').selectOption('least_busy');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Last saved/)).toBeVisible();
    await expect(form.getByLabel('Dispatch strategy')).toHaveValue('least_busy');
  });

  test('views an employee, the organisation details and a customer’s cases and sales orders', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/internal-org/view-employee');
    const finder = page.getByRole('region', { name: 'Find an employee' });
    await finder.getByRole('searchbox').fill('UBG052');
    await untilOnlyRowsWith(finder, 'Naledi Mokoena');
    await clickRowWithText(page, finder, 'Naledi Mokoena');
    await finder.getByRole('link', { name: 'Naledi Mokoena' }).click();
    await expect(page.getByRole('heading', { name: 'Naledi Mokoena' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profiles' })).toContainText('Agent (used after sign-in)');
    await page
      .getByRole('region', { name: 'Details' })
      .getByRole('link', { name: 'Pretoria Office' })
      .click();
    await expect(page.getByRole('heading', { name: 'Pretoria Office' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Departments' })).toContainText('Pretoria Client Services');
    await page.getByRole('link', { name: 'Ubuntu Benefits Gauteng' }).click();
    await expect(page.getByRole('region', { name: 'Child organisations' })).toContainText(
      'Johannesburg Office',
    );

    await page.goto('/#/busorg/bus-home/customer');
    await openFromFinder(
      page,
      page.getByRole('region', { name: 'Find a customer' }),
      'Jacaranda Logistics (Pty) Ltd',
    );
    await page.getByRole('link', { name: 'Cases and sales orders' }).click();
    await expect(page.getByRole('heading', { name: 'Jacaranda Logistics (Pty) Ltd' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
    const sales = page.getByRole('region', { name: 'Sales orders', exact: true });
    await expect(sales).toBeVisible();
    // Issue 41: a record page's lists are the kit datatable, no plain table left.
    await expect(kitGrid(sales)).toBeVisible();
    await expect(page.locator(plainTables)).toHaveCount(0);
  });
});
