import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures';
import { axeOf } from './support/axe';

const desk = '/#/case-management/case-management';

/** A customer in the agent's tenants, found as the form's type-ahead finds it (the console's record search). */
async function customerId(request: APIRequestContext, base: string, name: string): Promise<number> {
  const login = await request.post(`${base}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const found = await request.post(`${base}/api/search/quick`, {
    headers: { authorization: `Bearer ${token}` },
    data: { term: name },
  });
  const groups = ((await found.json()) as { data: { groups: { kind: string; hits: { id: number }[] }[] } })
    .data.groups;
  return groups.find((g) => g.kind === 'customer')?.hits[0]?.id ?? 0;
}

/** Tab on until the field has the focus, as a keyboard user would. */
async function tabTo(page: Page, field: Locator) {
  for (let i = 0; i < 8 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
}

test('an agent logs a walk-in case from the desk by keyboard; a customer page and the palette open the same form', async ({
  page,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  await signIn(page, 'agent', { baseURL: base });
  // A second tab of the same session keeps the desk open: the new case must arrive there by the push channel.
  const watch = await page.context().newPage();
  await watch.goto(`${base}${desk}`);
  const watchSearch = watch.getByRole('searchbox', { name: 'Search My cases' });
  await expect(watchSearch).toBeVisible();

  await page.goto(`${base}${desk}`);
  await page.getByRole('heading', { name: 'Case Management' }).click();
  await page.keyboard.press('c');
  const form = page.getByRole('dialog', { name: 'New case' });
  const customer = form.getByRole('combobox', { name: 'Customer or employee' });
  await expect(customer).toBeFocused();
  const axe = await axeOf(page).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Saved at once: the required fields say so, and focus goes to the first of them.
  await page.keyboard.press('Enter');
  const subject = form.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveAccessibleDescription('This field is required');
  const service = form.getByRole('combobox', { name: 'Service' });
  await expect(service).toBeFocused();
  await expect(service).toHaveAccessibleDescription('This field is required');

  await page.keyboard.press('Shift+Tab');
  await expect(customer).toBeFocused();
  await page.keyboard.type('Jacaranda');
  await expect(
    form.getByRole('option', { name: /^Jacaranda Logistics \(Pty\) Ltd · Customer/ }),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(customer).toHaveValue(/^Jacaranda Logistics \(Pty\) Ltd · Customer/);
  await page.keyboard.press('Tab');
  await expect(service).toBeFocused();
  // Gap Cover has one category and one sub-category: the picker chooses them and the chain goes on.
  await page.keyboard.type('Gap');
  await expect(form.getByRole('combobox', { name: 'Sub-category' })).toHaveValue(/.+/);
  await tabTo(page, subject);
  await page.keyboard.type('Walk-in: member asks about a specialist shortfall');
  await tabTo(page, form.getByRole('combobox', { name: 'Channel' }));
  await page.keyboard.type('Walk');
  await expect(form.getByRole('combobox', { name: 'Channel' })).toHaveValue('walk-in');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/case-management\/case\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/CAS-\d{6}/);
  const number = /CAS-\d{6}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByRole('status').filter({ hasText: `${number} created` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Walk-in' })).toBeVisible();

  await watchSearch.fill(number);
  await expect(watch.locator('canvas[data-testid="data-grid-canvas"] tbody tr')).toHaveCount(1);
  await watch.close();

  // A customer's page fills its customer in.
  const id = await customerId(request, base, 'Jacaranda Logistics');
  await page.goto(`${base}/#/busorg/customer-details/${id}`);
  await page.getByRole('button', { name: 'New case' }).click();
  await expect(customer).toHaveValue('Jacaranda Logistics (Pty) Ltd');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // The palette offers it from anywhere.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('new case');
  const offered = palette.getByRole('option', { name: 'New case…' });
  await expect(offered).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(customer).toBeFocused();
  await expect(customer).toHaveValue('');
});
