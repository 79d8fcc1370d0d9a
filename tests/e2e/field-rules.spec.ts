import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeOf } from './support/axe';

// Spec §5 custom field rules on the forms that carry their fields: tenantPrefix on the tenant configuration,
// uniqueEmail while typing, start_date_org against the customer's Client since. Nothing here is saved.

const tree = (page: Page) => page.getByRole('region', { name: /tree$/ }).first();

/** No serious or critical accessibility violation on what the page shows now. */
async function expectAccessible(page: Page) {
  const results = await axeOf(page).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

async function openOnTree(page: Page, path: string, node: string, action: string) {
  await page.goto(path);
  await tree(page).getByPlaceholder('Search within Hierarchy').fill(node);
  await tree(page).getByRole('treeitem', { name: node }).first().click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}

test.describe('§5 custom field rules', () => {
  test('the Numbering section shows the tenantPrefix rule’s own message under the field', async ({
    signedInAs,
  }) => {
    const page = await signedInAs('admin');
    await page.goto('/#/busorg/tenant-config');
    await tree(page).getByRole('treeitem', { name: 'Numbering' }).first().click();
    const form = page.getByRole('form', { name: 'Configuration of Ubuntu Benefits Group' });
    const casePrefix = form.getByLabel('Case number prefix');
    await expect(casePrefix).toHaveValue('CAS');
    await expect(form.getByLabel('Lead number prefix')).toHaveValue('LEA');
    await casePrefix.fill('ub1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('A prefix uses capital letters A to Z only')).toBeVisible();
    await expect(casePrefix).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('numbering.png') });
    await expectAccessible(page);
    await casePrefix.fill('UBGROUPS');
    await expect(form.getByText('A prefix has at most 5 characters')).toBeVisible();
    await expect(form.getByText('A prefix uses capital letters A to Z only')).toHaveCount(0);
  });

  test('uniqueEmail speaks while the address is typed, before any save', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    await openOnTree(page, '/#/busorg/bus-home/site', 'Hatfield Head Office', 'Add Contact');
    const contact = page.getByRole('form', { name: 'Contact information' });
    const email = contact.getByLabel('E-mail');
    const message = contact.getByText(
      'This e-mail address is already used by another user, contact or employee',
    );
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/check_email_already_used')) checks.push(r.postData() ?? '');
    });
    // The agent's own address: a user of the administrator's tenants. Typed, not saved, and the field keeps focus.
    await email.pressSequentially('naledi.mokoena@ubuntubenefits.co.za', { delay: 20 });
    await expect(message).toBeVisible();
    await expect(email).toBeFocused();
    // Asked once typing paused, about the whole address only.
    expect(checks).toHaveLength(1);
    expect(checks[0]).toContain('naledi.mokoena@ubuntubenefits.co.za');
    await page.screenshot({ path: test.info().outputPath('unique-email.png') });
    await expectAccessible(page);
    await email.fill('refilwe.maseko@jacarandalogistics.co.za');
    await expect(message).toHaveCount(0);
    await email.blur();
    await expect.poll(() => checks.length).toBe(2);
    await expect(message).toHaveCount(0);
  });

  test('an employee may not start before the customer became a client', async ({ signedInAs }) => {
    const page = await signedInAs('admin');
    await openOnTree(page, '/#/busorg/bus-home/div', 'Jacaranda Logistics (Pty) Ltd', 'Add Employee');
    const employee = page.getByRole('form', { name: 'Employee details' });
    await expect(employee.getByText('Not before 1997-03-01 (client since)')).toBeVisible();
    await employee.getByLabel('First name').fill('Tshepo');
    await employee.getByLabel('Last name').fill('Mahlangu');
    await employee.getByLabel('Employee number').fill('JCL9950');
    await employee.getByLabel('ID number').fill('8001015009087');
    await employee.getByLabel('Start date').fill('1996-07-01');
    await employee.getByRole('button', { name: 'Save' }).click();
    await expect(
      employee.getByText("The start date cannot be before the organisation's start date (1997-03-01)"),
    ).toBeVisible();
    await expect(employee.getByLabel('Start date')).toBeFocused();
  });
});
