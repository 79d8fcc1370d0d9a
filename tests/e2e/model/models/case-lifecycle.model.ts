import { expect, type Page } from '@playwright/test';
import { caseLifecycleMachine } from '../../../../src/machines/case-lifecycle.machine';
import { reopenAllowed } from '../../../../src/rules/case-lifecycle';
import { agentCase, remindSoon } from '../../support/agent-case';
import { defineModel, type Ui } from '../ui-model';

type Data = { id: number; number: string };

const status = (page: Page) => page.getByLabel('Status', { exact: true });
const current = (page: Page) => status(page).locator('option').first();
const sla = (page: Page) => page.locator('[data-sla-state]').first();

const shows =
  (label: string) =>
  async ({ page }: Ui<Data>) => {
    await expect(current(page)).toHaveText(label);
  };

async function pend({ page, data }: Ui<Data>) {
  await status(page).selectOption({ label: '→ Pending Customer…' });
  const dialog = page.getByRole('dialog', { name: `Pending Customer: ${data.number}` });
  await dialog.getByLabel(/Waiting for/).fill('The member’s bank statement for March');
  await dialog.getByRole('button', { name: 'Set Pending Customer' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The case lifecycle (issue 34) on the case page: the Status control names the current status and offers the
 * moves the lifecycle allows; the SLA badge says Paused while the customer is awaited and stops once resolved.
 */
export const caseLifecycleModel = defineModel(caseLifecycleMachine)<Data>({
  id: 'caseLifecycle',
  account: 'agent',
  seed: ({ request, baseURL }) => agentCase(request, baseURL, `Model lifecycle ${Date.now()}`),
  open: async ({ page, baseURL, data }) => {
    await page.goto(`${baseURL}/#/case-management/case/${data.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(data.number) }).first()).toBeVisible();
  },
  states: {
    open: shows('Open'),
    inProgress: shows('In Progress'),
    pendingCustomer: async (ui) => {
      await shows('Pending Customer')(ui);
      await expect(sla(ui.page)).toHaveAttribute('data-sla-state', 'paused');
      await expect(sla(ui.page)).toBeVisible();
      await expect(sla(ui.page)).toContainText('Paused');
    },
    resolved: async (ui) => {
      await shows('Resolved')(ui);
      await expect(ui.page.getByText(/Resolution: Claim settled/).first()).toBeVisible();
    },
    closed: shows('Closed'),
  },
  events: {
    'case.progress': async ({ page }) => {
      await status(page).selectOption({ label: '→ In Progress' });
    },
    'case.pend': pend,
    'case.remind': ({ request, baseURL, data }) =>
      remindSoon(request, baseURL, data.id, 'Waiting for the payslip'),
    'case.resolve': async ({ page, data }) => {
      await status(page).selectOption({ label: '→ Resolved…' });
      const dialog = page.getByRole('dialog', { name: `Resolve ${data.number}` });
      await dialog.getByLabel(/Resolution \*/).selectOption('Claim settled');
      await dialog.getByLabel(/Resolution note/).fill('The scheme paid the shortfall after re-submission.');
      await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
    },
    'case.close': async ({ page, data }) => {
      await status(page).selectOption({ label: '→ Closed…' });
      const dialog = page.getByRole('dialog', { name: `Close ${data.number}` });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    },
    'case.reopen': async (ui, event, context) => {
      const { page, data } = ui;
      // A reopen after the window needs a case finished weeks ago: the browser cannot wait that long, so the
      // path stops there (its earlier steps still ran).
      if (
        context.finishedAt &&
        !reopenAllowed(new Date(context.finishedAt), new Date(event.at), context.reopenDays)
      )
        throw ui.beyondReach(`a reopen more than ${context.reopenDays} days after the case finished`);
      await status(page).selectOption({ label: 'Reopen…' });
      const dialog = page.getByRole('dialog', { name: `Reopen ${data.number}` });
      await dialog.getByLabel('Note (optional)').fill('The member called again about the same claim.');
      await dialog.getByRole('button', { name: 'Reopen', exact: true }).click();
    },
  },
});
