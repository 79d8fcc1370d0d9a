import { demoAccounts, expect, test } from './fixtures';
import { axeOf } from './support/axe';
import { openFromFinder } from './support/kit-grid-pick';

const customerName = 'Highveld Engineering Works (Pty) Ltd';
const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test('a customer’s interaction timeline: every kind, narrowed by kind and text from the keyboard, each entry opens its record', async ({
  signedInAs,
}) => {
  const page = await signedInAs('agent');
  await page.goto('/#/busorg/bus-home/customer');
  await openFromFinder(page, page.getByRole('region', { name: 'Find a customer' }), customerName);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(customerName);

  const timeline = page.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  const filters = timeline.getByRole('form', { name: 'Filter the timeline' });
  // Every kind the service lists can be chosen, campaign outcomes included.
  await expect(filters.getByRole('checkbox', { name: 'Campaign outcome' })).toBeEnabled();

  // Show more until the seeded history is all there: it holds advice, its documents and the mails sent.
  const more = timeline.getByRole('button', { name: 'Show more' });
  while (await more.isVisible()) {
    const before = await entries.count();
    await more.click();
    await expect.poll(() => entries.count()).toBeGreaterThan(before);
  }
  const all = await entries.count();
  for (const kind of ['Case', 'Call', 'Advice', 'Advice document', 'E-mail'])
    await expect(entries.filter({ hasText: new RegExp(`^${kind}`) }).first()).toBeVisible();

  // Tick "E-mail" with the keyboard: only mails remain, fewer than before.
  await filters.getByRole('checkbox', { name: 'E-mail' }).focus();
  await page.keyboard.press('Space');
  await expect(timeline.getByText(/match(es)? the filters$/)).toBeVisible();
  const mails = await entries.count();
  expect(mails).toBeGreaterThan(0);
  expect(mails).toBeLessThan(all);
  for (const text of await entries.allInnerTexts()) expect(text).toMatch(/^E-mail/);
  await expect(entries.filter({ hasText: 'Gap cover comparison from Ubuntu Benefits' })).toHaveCount(1);

  // Advice documents instead, narrowed by text: the records of advice alone (not the comparisons, nor the mails).
  await filters.getByRole('checkbox', { name: 'Advice document' }).check();
  await filters.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await filters.getByRole('searchbox', { name: 'Search titles and summaries' }).fill('record of advice');
  await page.keyboard.press('Enter');
  await expect(timeline.getByText(/match(es)? the filters$/)).toBeVisible();
  await expect(entries.first()).toContainText('Record of advice');
  for (const text of await entries.allInnerTexts())
    expect(text).toMatch(/^Advice document\s*Record of advice/);

  const axe = await axeOf(page).include('main').analyze();
  expect(serious(axe.violations)).toEqual([]);
  await page.screenshot({ path: '/tmp/interactions-customer-timeline.png', fullPage: true });

  // Clearing brings every entry back; an entry opens its record (the advice of a record-of-advice document).
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(timeline.getByText(/match(es)? the filters$/)).toHaveCount(0);
  await filters.getByRole('checkbox', { name: 'Advice document' }).check();
  // The last list stays shown while the filtered one loads: the count line says when the new one is in.
  await expect(timeline.getByText(/match(es)? the filters$/)).toBeVisible();
  await expect(entries.first()).toContainText(/^Advice document/);
  await entries.first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/advice\/document\/\d+$/);
});

test('an employee’s page: their own interactions with the same filters, advice by kind', async ({
  signedInAs,
  request,
  baseURL,
}) => {
  // The employee advised on a fresh start (the seed's first employee of the customer above).
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const found = await request.post(`${baseURL}/api/busorg/employee/search`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'Thandeka Daniels' },
  });
  const [employee] = ((await found.json()) as { data: { id: number }[] }).data;

  const page = await signedInAs('agent');
  await page.goto(`/#/busorg/emp-details/${employee.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const entries = timeline.getByRole('list', { name: 'Timeline, newest first' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasText: /^E-mail/ })).not.toHaveCount(0);
  const filters = timeline.getByRole('form', { name: 'Filter the timeline' });
  await filters.getByRole('checkbox', { name: 'Advice', exact: true }).check();
  await expect(timeline.getByText(/match(es)? the filters$/)).toBeVisible();
  for (const text of await entries.allInnerTexts()) expect(text).toMatch(/^Advice\s*Benefits advice/);
  await page.screenshot({ path: '/tmp/interactions-employee.png', fullPage: true });
  await entries.first().getByRole('link', { name: 'Benefits advice' }).click();
  await expect(page).toHaveURL(/#\/advice\/document\/\d+$/);
});
