import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { kitGrid } from './support/kit-grid';
import { clickRowWithText } from './support/kit-grid-pick';

const tree = (page: Page) => page.getByRole('region', { name: /tree$/ }).first();
const details = (page: Page) => page.locator('main');

/** Shows a node and its children through the tree's search (250 ms debounce), then opens its context menu. */
const menuOn = async (page: Page, text: string | RegExp) => {
  const item = tree(page).getByRole('treeitem', { name: text });
  await item.first().click({ button: 'right' });
  return page.getByRole('menu');
};
const search = async (page: Page, text: string) => {
  await tree(page).getByPlaceholder('Search within Hierarchy').fill(text);
  await expect(tree(page).getByRole('treeitem', { name: text }).first()).toBeVisible();
};

test.describe('Customers', () => {
  test('create an employer, then a division, an employee, a location and its contact through the trees', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('admin');
    const suffix = Date.now().toString(36).slice(-5);
    const employer = `Mopani Timber ${suffix} (Pty) Ltd`;

    await page.goto('/#/busorg/bus-org-details-div/-1');
    const form = page.getByRole('form', { name: 'Customer details' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await form.getByLabel('Registered name').fill(employer);
    await form.getByLabel('Switchboard').fill('015 307 0000');
    await form.getByLabel('VAT number').fill('12');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('A VAT number has 10 digits and starts with 4')).toBeVisible();
    await form.getByLabel('VAT number').fill('4123456789');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/busorg\/bus-org-details-div\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Customer details', exact: true })).toBeVisible();

    await page.goto('/#/busorg/bus-home/div');
    await search(page, employer);
    await (await menuOn(page, employer)).getByRole('menuitem', { name: 'Add Division' }).click();
    const division = page.getByRole('form', { name: 'Division details' });
    await division.getByLabel('Division name').fill('Sawmill');
    await division.getByRole('button', { name: 'Save' }).click();
    await expect(tree(page).getByRole('treeitem', { name: 'Sawmill' })).toBeVisible();

    await (await menuOn(page, employer)).getByRole('menuitem', { name: 'Add Employee' }).click();
    const employee = page.getByRole('form', { name: 'Employee details' });
    await employee.getByLabel('First name').fill('Tshilidzi');
    await employee.getByLabel('Last name').fill('Ramaphosa');
    await employee.getByLabel('Employee number').fill(`MT${suffix}`);
    await employee.getByLabel('ID number').fill('8001015009088');
    await employee.getByRole('button', { name: 'Save' }).click();
    await expect(employee.getByText('Enter a valid 13-digit South African ID number')).toBeVisible();
    await employee.getByLabel('ID number').fill('8001015009087');
    await expect(employee.getByText('Born 1980-01-01, male, citizen')).toBeVisible();
    await employee.getByLabel('Division').selectOption({ label: 'Sawmill' });
    await employee.getByLabel('Job grade').selectOption('Manager');
    await expect(employee.getByText(/Job-grade exception/)).toBeVisible();
    await employee.getByLabel('Mobile').fill('082 555 9999');
    await employee.getByRole('button', { name: 'Save' }).click();
    await expect(
      tree(page).getByRole('treeitem', { name: `Ramaphosa, Tshilidzi (MT${suffix})` }),
    ).toBeVisible();
    await expect(details(page).getByRole('heading', { name: 'Employee detail' })).toBeVisible();

    await page.goto('/#/busorg/bus-home/site');
    await search(page, employer);
    await (await menuOn(page, employer)).getByRole('menuitem', { name: 'Add Location' }).click();
    const site = page.getByRole('form', { name: 'Location details' });
    await site.getByLabel('Location name').fill('Tzaneen Yard');
    await site.getByLabel('City').fill('Tzaneen');
    await site.getByLabel('Postal code').fill('0850');
    await site.getByRole('button', { name: 'Save' }).click();
    const yard = tree(page).getByRole('treeitem', { name: 'Tzaneen Yard (Tzaneen)' });
    await expect(yard).toBeVisible();

    await (
      await menuOn(page, 'Tzaneen Yard (Tzaneen)')
    )
      .getByRole('menuitem', { name: 'Add Contact' })
      .click();
    const contact = page.getByRole('form', { name: 'Contact information' });
    await contact.getByLabel('First name').fill('Mpho');
    await contact.getByLabel('Last name').fill('Nemavhola');
    await contact.getByLabel('Job title').fill('Yard Manager');
    await contact.getByLabel('Mobile').fill('0825550000');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(tree(page).getByRole('treeitem', { name: 'Mpho Nemavhola — Yard Manager' })).toBeVisible();

    // What was saved is what the service now answers: reload and find it again.
    await page.reload();
    await search(page, 'Mpho Nemavhola');
  });

  test('a role whose map gives 0 for Remove Division has no such item', async ({ signedInAs }) => {
    const page = await signedInAs('agent');
    await page.goto('/#/busorg/bus-home/div');
    await search(page, 'Fleet Operations');
    const agentMenu = await menuOn(page, 'Fleet Operations');
    await expect(agentMenu.getByRole('menuitem', { name: 'Add Employee' })).toBeVisible();
    await expect(agentMenu.getByRole('menuitem', { name: 'Remove Division' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('the administrator removes an empty division after confirming', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    const name = `Temp ${Date.now().toString(36).slice(-5)}`;
    await page.goto('/#/busorg/bus-home/div');
    await search(page, 'Highveld Engineering Works (Pty) Ltd');
    await (
      await menuOn(page, 'Highveld Engineering Works (Pty) Ltd')
    )
      .getByRole('menuitem', { name: 'Add Division' })
      .click();
    await page.getByRole('form', { name: 'Division details' }).getByLabel('Division name').fill(name);
    await page.getByRole('form', { name: 'Division details' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Division details' })).toBeVisible();
    // The tree is virtualised: the new node sits below the fold until the search brings it up.
    await search(page, name);
    await (await menuOn(page, name)).getByRole('menuitem', { name: 'Remove Division' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove division' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(tree(page).getByRole('treeitem', { name })).toHaveCount(0);
  });

  test('the customer home shows the chosen customer’s figures, divisions and contacts', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('supervisor');
    await page.goto('/#/busorg/bus-home/customer');
    // No customer chosen: the page opens on the searchable list of them, not on a bare picker.
    const finder = page.getByRole('region', { name: 'Find a customer' });
    await finder.getByRole('searchbox').fill('jacaranda');
    await expect(kitGrid(finder).locator('tr')).toHaveCount(2);
    // Another tenant's customer is not offered to this supervisor.
    await finder.getByRole('searchbox').fill('Table Bay');
    await expect(finder).toContainText(
      'No records matched for entered search criteria. Please try a new search.',
    );
    await finder.getByRole('searchbox').fill('jacaranda');
    await clickRowWithText(page, finder, 'Jacaranda Logistics (Pty) Ltd');
    await finder.getByRole('link', { name: 'Jacaranda Logistics (Pty) Ltd' }).click();
    await expect(page).toHaveURL(/#\/busorg\/bus-home\/customer\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jacaranda Logistics (Pty) Ltd');
    await expect(page.getByRole('region', { name: 'Employees by division' })).toContainText(
      /Fleet Operations: \d+/,
    );
    await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Contacts' })).toContainText(
      'HR Manager (primary) · 082 555 1001',
    );
  });
});
