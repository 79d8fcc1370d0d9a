import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOnlyRow } from './support/kit-grid';

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name }).first();
const reveal = async (page: Page, treeName: string | RegExp, text: string | RegExp, search: string) => {
  await region(page, treeName).getByPlaceholder('Search within Hierarchy').fill(search);
  const item = region(page, treeName).getByRole('treeitem', { name: text }).first();
  await expect(item).toBeVisible();
  return item;
};
const gridCell = (page: Page, table: string, text: string) =>
  region(page, table).locator('canvas[data-testid="data-grid-canvas"] td', { hasText: text }).first();

test.describe('Mobile mapping, offerings, RFQ dispatch and employee benefits', () => {
  test('maps a mobile leaf to a case Issue and sees it shown as mapped', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/classification/mobile-mapping');
    const leaf = await reveal(page, 'Mobile classification', /Card request/, 'Card request');
    await expect(leaf.getByRole('img', { name: 'Not mapped' })).toBeVisible();
    await leaf.click();
    const mapping = page.getByRole('region', { name: 'Leaf mapping' });
    await expect(mapping.getByText('Not mapped to a case classification.')).toBeVisible();
    await mapping.getByRole('button', { name: 'Map' }).click();
    await expect(mapping.getByText('This field is required').first()).toBeVisible();
    await mapping
      .getByRole('combobox', { name: 'Service', exact: true })
      .selectOption({ label: 'Medical Aid' });
    await mapping
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'Membership' });
    await mapping
      .getByRole('combobox', { name: 'Sub-category', exact: true })
      .selectOption({ label: 'New member' });
    await mapping
      .getByRole('combobox', { name: 'Issues', exact: true })
      .selectOption({ label: 'Waiting period' });
    await mapping.getByRole('button', { name: 'Map' }).click();
    await expect(
      mapping.getByText('Mapped to Medical Aid › Membership › New member › Waiting period by admin.'),
    ).toBeVisible();
    await expect(leaf.getByRole('img', { name: 'Mapped' })).toBeVisible();
    await page.reload();
    const again = await reveal(page, 'Mobile classification', /Card request/, 'Card request');
    await expect(again.getByRole('img', { name: 'Mapped' })).toBeVisible();
  });

  test('creates an offering and sees its opening stock, then a received movement', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    const name = `Hearing test voucher ${Date.now().toString(36).slice(-5)}`;
    await page.goto('/#/offerings/offerings');
    await expect(gridCell(page, 'Offerings list', 'Medical aid welcome pack')).toBeAttached();
    await page.getByRole('link', { name: 'New offering' }).click();
    const form = page.getByRole('form', { name: 'Offering details' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (R)').fill('120');
    await form.getByLabel('Cost (R)').fill('60.50');
    await form.getByLabel('Stock quantity').fill('15');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page).toHaveURL(/new-service\/\d+$/);
    await expect(gridCell(page, 'Stock movements', 'Opening stock')).toBeAttached();
    // Back on the list, choosing the new offering offers its page.
    await page.goto('/#/offerings/offerings');
    await chooseOnlyRow(page, 'Offerings list', name);
    await page.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    await page.goto('/#/offerings/stock-history');
    const adjust = page.getByRole('form', { name: 'Stock adjustment' });
    await adjust.getByLabel('Offering').selectOption({ label: name });
    await adjust.getByLabel('Quantity').fill('5');
    await adjust.getByLabel('Note').fill('Supplier delivery');
    await adjust.getByRole('button', { name: 'Save movement' }).click();
    await page
      .getByRole('group', { name: 'Filters' })
      .getByLabel('Offering')
      .selectOption({ label: `${name} (20 in stock)` });
    await expect(gridCell(page, 'Stock movements', 'Supplier delivery')).toBeAttached();
    await expect(gridCell(page, 'Stock movements', 'Opening stock')).toBeAttached();
  });

  test('adds an RFQ dispatch mapping', async ({ signedInAs }) => {
    const page = await signedInAs('supervisor');
    await page.goto('/#/sales-order/rfq-dispatch');
    await expect(gridCell(page, 'Dispatch mapping', 'Pretoria New Business')).toBeAttached();
    const form = page.getByRole('form', { name: 'Add dispatch mapping' });
    await form.getByLabel('Category').selectOption({ label: 'Gap cover' });
    await form.getByLabel('Product').selectOption({ label: 'Sirago Gap Cover' });
    await form.getByLabel('Quote workgroup').selectOption({ label: 'Gauteng Complaints (Case)' });
    await form.getByRole('button', { name: 'Add mapping' }).click();
    await chooseOnlyRow(page, 'Dispatch mapping', 'Sirago Gap Cover');
    const remove = page.getByRole('button', {
      name: 'Remove Gap cover Sirago Gap Cover → Gauteng Complaints',
    });
    await expect(remove).toBeVisible();
    await form.getByRole('button', { name: 'Add mapping' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('already go to a workgroup');
    // Removing the chosen mapping takes it off the list.
    await remove.click();
    await expect(gridCell(page, 'Dispatch mapping', 'Sirago Gap Cover')).not.toBeAttached();
  });

  test('adds employee benefits through the context menu', async ({ signedInAs }) => {
    const page = await signedInAs('agent');
    await page.goto('/#/busorg/bus-home/div');
    const employee = await reveal(page, /tree$/, /JCL0012/, 'JCL0012');
    await expect(employee.getByRole('img', { name: 'Not mapped' })).toBeVisible();
    await employee.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add Employee Benefits' }).click();
    const form = page.getByRole('form', { name: 'Employee benefits' });
    await form.getByLabel('Medical scheme plan').fill('Bonitas BonClassic');
    await form.getByLabel('Member contribution (%)').fill('5');
    await form.getByLabel('Effective date').fill('2026-05-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    // A member (not exempt) with a plan gives the date cover starts (isNotExemptionDependentDate).
    await expect(form.getByText('Enter the date cover starts')).toBeVisible();
    await form.getByLabel('Scheme cover starts').fill('2026-05-01');
    await form.getByLabel('Provident fund').fill('Jacaranda Logistics Provident Fund');
    await form.getByLabel('Employer contribution (%)').fill('7.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Benefits saved.')).toBeVisible();
    await expect(employee.getByRole('img', { name: 'Mapped' })).toBeVisible();
    await employee.click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Update Employee Benefits' })).toBeVisible();
  });
});

test('dispatches a new request for quote to its mapped workgroup', async ({ signedInAs }) => {
  const page = await signedInAs('agent');
  await page.goto('/#/sales-order/request');
  const rfqForm = page.getByRole('form', { name: 'New request for quote' });
  await rfqForm
    .getByRole('combobox', { name: 'Customer', exact: true })
    .selectOption({ label: 'Jacaranda Logistics (Pty) Ltd' });
  await rfqForm.getByRole('textbox', { name: 'Title' }).fill('Medical aid for warehouse staff');
  const line = rfqForm.getByRole('group', { name: 'Line 1' });
  await line.getByRole('textbox', { name: 'Description' }).fill('Classic Saver, family');
  await line.getByRole('spinbutton', { name: 'Quantity' }).fill('40');
  await rfqForm.getByRole('button', { name: 'Save' }).click();
  const rfq = page.getByRole('region', { name: /^RFQ-\d{5} details$/ });
  const dispatch = rfq.getByRole('form', { name: 'Dispatch request' });
  await dispatch.getByLabel('Dispatch category').selectOption({ label: 'Medical schemes' });
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dispatch.getByRole('status')).toHaveText('Dispatched to Pretoria New Business');
});
