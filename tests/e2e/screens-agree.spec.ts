import { expect, signIn, test } from './fixtures';
import { clickRowWithText } from './support/kit-grid-pick';

// Issue 41: screens that contradicted each other or the data, each checked where a user sees both sides.

test("the agent's Campaigns lists every campaign of the home's targets, with the same open count", async ({
  page,
}) => {
  await signIn(page, 'agent');
  const cards = page.getByRole('region', { name: 'My campaign targets' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // A card reads "campaign · version · status · phone"; other specs add campaigns of their own, so the seeded one
  // is counted by its name.
  const lines = await cards.locator('p:first-of-type').allInnerTexts();
  const campaigns = [...new Set(lines.map((l) => l.split(' · ')[0]))];
  const renewal = lines.filter((l) => l.startsWith('2027 medical aid renewal review · ')).length;
  expect(renewal).toBeGreaterThan(0);

  await page.goto('/#/campaigns/campaigns');
  const list = page.getByRole('region', { name: 'Campaign list' });
  for (const name of campaigns) await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
  await list.getByRole('button', { name: '2027 medical aid renewal review', exact: true }).click();
  await clickRowWithText(
    page,
    page.getByRole('region', { name: 'Versions' }),
    /^v1 Gauteng employers — first pass/,
  );
  const mine = page
    .getByRole('table', { name: 'Progress per agent' })
    .getByRole('row', { name: /Naledi Mokoena/ });
  await expect(mine).toBeVisible();
  const [total, done] = (await mine.getByRole('cell').allInnerTexts()).slice(1).map(Number);
  expect(total - done).toBe(renewal);
});

test("a supervisor's home: the case workgroups carry different loads", async ({ page }) => {
  await signIn(page, 'supervisor');
  const team = page.getByRole('region', { name: 'My team' });
  const workgroups = team.getByRole('table', { name: 'Workgroups I supervise' });
  const caseRows = workgroups.getByRole('row').filter({ hasText: '(cases)' });
  await expect(caseRows.first()).toBeVisible();
  const loads = (await caseRows.allInnerTexts())
    .map((r) => r.split('\t'))
    .map((c) => `${c[1]} open / ${c[3]} overdue`);
  expect(loads.length).toBeGreaterThan(2);
  expect(new Set(loads).size).toBe(loads.length);
});

test("a supervisor's home: each person has one phone state, in My team and in Queues live", async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const team = page.getByRole('region', { name: 'My team' });
  const people = team.getByRole('table', { name: 'People in my workgroups' });
  const live = page.getByRole('region', { name: 'Queues live' });
  await expect(live.getByRole('article').first()).toBeVisible();
  let compared = 0;
  for (const name of await people.getByRole('rowheader').allInnerTexts()) {
    const phone = people
      .getByRole('row', { name: new RegExp(`^${name}\\b`) })
      .getByRole('cell')
      .last();
    const words = (await phone.innerText()).trim();
    for (const liveRow of await live.getByRole('row', { name: new RegExp(`^${name}\\b`) }).all()) {
      await expect(liveRow.getByRole('cell').first(), name).toHaveText(words);
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(0);
  // The supervisor is in a queue too: their own row says what My phone says.
  const mine = live.getByRole('row', { name: /^Pieter van der Merwe\b/ }).first();
  await expect(mine.getByRole('cell').first()).toHaveText(
    (await page.getByTestId('my-phone-state').innerText()).trim(),
  );
});

test('the customers workspace names the tree after the record it holds: one name, Customer', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/busorg/bus-home/div');
  await expect(page.getByRole('tree', { name: 'Customer tree' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Organisation tree/);
  await expect(page.getByLabel(/Organisation tree/)).toHaveCount(0);
});
