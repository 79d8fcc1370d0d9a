import type { APIRequestContext } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures';
import { axeOf } from './support/axe';
import { kitGrid } from './support/kit-grid';
import { openFromFinder } from './support/kit-grid-pick';

type Envelope<T> = { errCode: number; data: T };

/**
 * A case of one of the agent's customers, made through the service so that it is the newest entry of that
 * customer's timeline whatever other tests do; answers the case and its customer.
 */
async function customerCase(request: APIRequestContext, baseURL: string, title: string) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(path: string, data: unknown): Promise<T> => {
    const body = (await (
      await request.post(`${baseURL}/api${path}`, { headers, data })
    ).json()) as Envelope<T>;
    expect(body.errCode, path).toBe(0);
    return body.data;
  };
  // A seeded customer of the agent's office with more than a page of history on a fresh start.
  const customers = await call<{ id: number; name: string }[]>('/busorg/employer/list', {});
  const customer = customers.find((c) => c.name === 'Highveld Engineering Works (Pty) Ltd');
  if (!customer) throw new Error('the seeded customer is missing');
  const created = await call<{ id: number; number: string }>('/workflow/case/create', {
    title,
    source: 'call',
    party: { party_type: 'employer', party_id: customer.id },
  });
  return { customer, ...created };
}

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test('case → its customer → the timeline with that case → back to the case', async ({
  signedInAs,
  request,
  baseURL,
}) => {
  const title = `Timeline round trip ${Date.now()}`;
  const made = await customerCase(request, baseURL as string, title);
  const page = await signedInAs('agent');

  await page.goto(`/#/case-management/case/${made.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.getByRole('link', { name: made.customer.name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`#/busorg/customer-details/${made.customer.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.customer.name);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
  // The case just logged is the newest entry.
  await expect(entries.first()).toContainText(`${made.number} ${title}`);
  await expect(entries.first()).toContainText('Case');
  await expect(entries.first()).toContainText('Open');
  // A page holds 20 entries; "Show more" appends the next ones (this customer has more than 20 on a fresh start).
  await expect(entries).toHaveCount(20);
  await timeline.getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => entries.count()).toBeGreaterThan(20);
  await expect(entries.first()).toContainText(`${made.number} ${title}`);

  const axe = await axeOf(page).analyze();
  expect(serious(axe.violations)).toEqual([]);
  await page.screenshot({ path: '/tmp/joins-customer-timeline.png', fullPage: true });

  await timeline.getByRole('link', { name: `${made.number} ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/case-management/case/${made.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});

test('Customer Home and View Employee open on a list to search, not a blank page', async ({ signedInAs }) => {
  const page = await signedInAs('agent');
  await page.goto('/#/busorg/bus-home/customer');
  const customers = page.getByRole('region', { name: 'Find a customer' });
  // The list's rows are the grid's accessible table (a canvas draws them): the first cell of each is the name.
  const names = kitGrid(customers).locator('tbody tr td:first-child');
  await expect(names.first()).toBeAttached();
  const all = await names.count();
  expect(all).toBeGreaterThan(1);
  const first = (await names.first().textContent()) ?? '';
  await customers.getByRole('searchbox').fill(first.slice(0, 8));
  await expect(names.filter({ hasText: first }).first()).toBeAttached();
  await openFromFinder(page, customers, first);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  await page.screenshot({ path: '/tmp/joins-customer-home.png', fullPage: true });

  await page.goto('/#/internal-org/view-employee');
  const employees = page.getByRole('region', { name: 'Find an employee' });
  const rows = kitGrid(employees).locator('tbody tr');
  await expect(rows.first()).toBeAttached();
  expect(await rows.count()).toBeGreaterThan(1);
  const axe = await axeOf(page).analyze();
  expect(serious(axe.violations)).toEqual([]);
});

test('the customer-info panel shows whom the screen is about: the case’s customer, an employee, or none', async ({
  signedInAs,
  request,
  baseURL,
}, testInfo) => {
  const title = `Panel shows the party ${Date.now()}`;
  const made = await customerCase(request, baseURL as string, title);
  const page = await signedInAs('agent');
  await page.goto(`/#/case-management/case/${made.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.getByRole('button', { name: 'Customer information' }).click();
  const panel = page.getByRole('complementary', { name: 'Customer information' });
  await expect(panel.getByRole('link', { name: made.customer.name, exact: true })).toBeVisible();
  const latest = panel.getByRole('list', { name: `Latest interactions with ${made.customer.name}` });
  await expect(latest.getByRole('listitem').first()).toContainText(`${made.number} ${title}`);
  // Kept in the test output for the polish list (issue 41), not in git.
  await page.screenshot({ path: testInfo.outputPath('customer-info-case.png') });

  // An employee of that customer, opened by address: the panel follows (issue 41: "none is selected").
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const employees = await request.post(`${baseURL}/api/busorg/employee/list`, {
    headers: { authorization: `Bearer ${token}` },
    data: { employer_id: made.customer.id },
  });
  const employeeId = ((await employees.json()) as Envelope<{ id: number }[]>).data[0].id;
  await page.goto(`/#/busorg/emp-details/${employeeId}`);
  const employeePanel = page.getByRole('complementary', { name: 'Employee information' });
  await expect(employeePanel.getByRole('heading', { name: 'Latest interactions' })).toBeVisible();
  await expect(employeePanel.getByRole('link', { name: 'Full timeline' })).toHaveAttribute(
    'href',
    `#/busorg/emp-details/${employeeId}`,
  );
  expect(serious((await axeOf(page).include('#customer-info').analyze()).violations)).toEqual([]);

  // A screen about nobody says so.
  await page.goto('/#/case-management/case-management');
  await expect(page.getByRole('complementary', { name: 'Customer information' })).toContainText(
    'No customer is selected',
  );
});
