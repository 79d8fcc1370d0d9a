import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type DemoAccount } from './fixtures';
import { agentCase } from './support/agent-case';

// Issue 19, presence and conflicts: the agent and their supervisor (both in the agent's workgroup) on one case.

const secondConsole = async (browser: Browser, baseURL: string, account: DemoAccount) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
};
const alsoViewing = (page: Page) => page.getByRole('list', { name: 'Also viewing:' });

test('two browsers on one case see each other, and one who leaves is gone from the other’s page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const made = await agentCase(request, baseURL!, 'Presence: scheme refused a pre-authorisation');
  const supervisor = await secondConsole(browser, baseURL!, 'supervisor');
  await signIn(page, 'agent');
  await page.goto(`/#/case-management/case/${made.id}`);
  await supervisor.page.goto(`/#/case-management/case/${made.id}`);
  await expect(alsoViewing(page)).toContainText('Pieter van der Merwe');
  await expect(alsoViewing(supervisor.page)).toContainText('Naledi Mokoena');
  // Nobody is shown to themselves.
  await expect(alsoViewing(page)).not.toContainText('Naledi Mokoena');
  await page.screenshot({ path: 'test-results/presence-two-browsers.png' });
  // The supervisor leaves the case: gone from the agent's page well within 30 s.
  await supervisor.page.goto('/#/dashboard/v1');
  await expect(page.getByText('Pieter van der Merwe')).toHaveCount(0, { timeout: 30_000 });
  await supervisor.context.close();
});

test('a stale save is refused with the message, the other’s change shown and the draft kept', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const made = await agentCase(request, baseURL!, 'Conflict: gap cover claim short-paid');
  const supervisor = await secondConsole(browser, baseURL!, 'supervisor');
  await signIn(page, 'agent');
  await page.goto(`/#/case-management/case/${made.id}`);
  await supervisor.page.goto(`/#/case-management/case/${made.id}`);
  // Both open the edit form on the same version.
  for (const p of [page, supervisor.page]) await p.getByRole('button', { name: 'Edit details' }).click();
  const form = (p: Page) => p.getByRole('form', { name: 'Edit details' });

  await form(supervisor.page).getByLabel('Title').fill('Gap cover shortfall: scheme paid 100%');
  await form(supervisor.page).getByRole('button', { name: 'Save' }).click();
  await expect(supervisor.page.getByRole('status').filter({ hasText: `Saved ${made.number}` })).toBeVisible();

  // The agent's page shows the supervisor's change live; the form still holds the version it was opened at.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${made.number}: Gap cover shortfall: scheme paid 100%`,
  );
  await form(page).getByLabel('Title').fill('Agent’s wording of the claim');
  await form(page).getByLabel('Priority').selectOption('Urgent');
  await form(page).getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(refusal).toContainText(`${made.number} was changed by Pieter van der Merwe at`);
  await expect(refusal).toContainText('Their change is shown; nothing was saved.');
  await expect(refusal.getByRole('list', { name: 'Their change' })).toContainText(
    'Title: theirs “Gap cover shortfall: scheme paid 100%” · yours “Agent’s wording of the claim”',
  );
  // The draft is kept, and the page shows the record as it now is.
  await expect(form(page).getByLabel('Title')).toHaveValue('Agent’s wording of the claim');
  await expect(form(page).getByLabel('Priority')).toHaveValue('Urgent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${made.number}: Gap cover shortfall: scheme paid 100%`,
  );
  await page.screenshot({ path: 'test-results/presence-stale-save.png', fullPage: true });

  // Applying it again saves over the version now shown.
  await refusal.getByRole('button', { name: 'Apply my change again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${made.number}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${made.number}: Agent’s wording of the claim`,
  );
  await supervisor.context.close();
});
