import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeOf } from './support/axe';
import { kitGrid } from './support/kit-grid';
import { clickRowWithText } from './support/kit-grid-pick';

const progressOf = (page: Page) => page.getByRole('region', { name: 'Progress' });

/** No serious or critical accessibility violation on what the page shows now. */
const expectAccessible = async (page: Page) => {
  const results = await axeOf(page).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
};

test.describe('Outbound campaigns', () => {
  test('a supervisor creates a version with targets, an agent works one to an outcome, the progress moves', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Funeral cover awareness ${Date.now().toString(36).slice(-5)}`;
    await signIn(page, 'supervisor');
    await page.goto('/#/campaigns/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '2027 medical aid renewal review' })).toBeVisible();

    const create = page.getByRole('form', { name: 'New campaign' });
    await create.getByLabel('Campaign name *').fill(name);
    await create.getByLabel('Description').fill('Members without funeral cover, offered the group policy.');
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Campaign “${name}” created` })).toBeVisible();
    await page.getByRole('button', { name }).click();

    await page.getByRole('button', { name: `Add a version to ${name}` }).click();
    const form = page.getByRole('form', { name: 'New version' });
    await form.getByLabel('Version name *').fill('Menlyn Medical Group staff');
    await form.getByLabel('Call script').fill('Good day {customer_name}, {agent_name} from Ubuntu Benefits.');
    await form.getByRole('checkbox', { name: 'Interest level' }).check();
    await form.getByRole('checkbox', { name: 'Retention' }).check();
    await form.getByLabel('Find employees or contacts').fill('Menlyn');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      form.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
    ).toBeVisible();
    await form.getByRole('button', { name: /^Add all \d+ found$/ }).click();
    await form.getByRole('button', { name: 'Create version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Version 1 created as a draft' })).toBeVisible();

    const targets = page.getByRole('region', { name: 'Campaign targets' });
    await expect(kitGrid(targets).locator('tr')).toHaveCount(11); // header + a page of 10
    await expect(page.getByRole('navigation', { name: 'Campaign targets pages' })).toContainText('Page 1 of');
    // The grid's accessible table holds the cells (not the tick boxes): the name comes first.
    const firstName =
      (await kitGrid(targets).locator('tbody tr').first().locator('td').first().textContent()) ?? '';
    // The tick from the keyboard: the row's cell chosen, Space ticks it (the status line says so).
    await clickRowWithText(page, targets, firstName);
    await page.keyboard.press('Space');
    await expect(targets.getByRole('status').filter({ hasText: `${firstName}, ticked` })).toBeAttached();
    await page.getByLabel(/Assign 1 chosen to/).selectOption({ label: 'Naledi Mokoena' });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 target assigned' })).toBeVisible();
    await page.getByRole('button', { name: 'Start calling' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Version is now active' })).toBeVisible();
    await expect(progressOf(page)).toContainText(/Progress: 0 of \d+ done \(0%\)/);
    await expectAccessible(page);

    // The agent, in a browser of their own, finds the target on the home page.
    const agentContext = await browser.newContext({ baseURL });
    const agent = await agentContext.newPage();
    await signIn(agent, 'agent');
    const panel = agent.getByRole('region', { name: 'My campaign targets' });
    const card = panel.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(firstName);
    await expect(card).toContainText(`Good day ${firstName}, Naledi Mokoena from Ubuntu Benefits.`);
    // Click-to-call hands the number to the softphone; logged out of telephony, the softphone says why it waits.
    await card.getByRole('button', { name: new RegExp(`^Call ${firstName} on`) }).click();
    await expect(agent.getByText(`To call ${firstName}, log in to telephony`)).toBeVisible();
    await card.getByRole('button', { name: `Record outcome for ${firstName}` }).click();
    const outcome = card.getByRole('form', { name: `Outcome for ${firstName}` });
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expect(outcome.getByText('This field is required')).toHaveCount(3);
    await outcome.getByLabel('Disposition *').selectOption({ label: 'Query resolved on the call' });
    await outcome.getByLabel('Target status *').selectOption('Completed');
    await outcome.getByLabel('Interest level *').selectOption('High');
    await outcome.getByLabel('Notes').fill('Wants the quote by e-mail.');
    await expectAccessible(agent);
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expect(panel.getByRole('status')).toHaveText('Outcome recorded');
    await expect(panel.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await agentContext.close();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(progressOf(page)).toContainText(/Progress: 1 of \d+ done/);
    await expect(progressOf(page).getByRole('table', { name: 'Progress per agent' })).toContainText(
      'Naledi Mokoena',
    );
    await expect(targets).toContainText('Completed');
  });
});
