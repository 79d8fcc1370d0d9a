import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { adviceMachine } from '../../../../src/machines/advice.machine';
import { defineModel, type Ui } from '../ui-model';
import { adviceCourse, adviceIn } from './advice-course';

/** `stopBefore`: the person's action (counted from 0) whose answer the service could never give as the path has it. */
type Data = { id: number; actions: number; stopBefore: { action: number; reason: string } | null };

const status = (page: Page) => page.getByRole('status', { name: 'Advice status' });
/** The workspace's own error (the console's toast says it too): the alert that offers Dismiss. */
const failure = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss', exact: true }) });

const shows =
  (text: string) =>
  async ({ page }: Ui<Data>) => {
    await expect(status(page)).toHaveText(`Status: ${text}`);
  };

/** Loading and saving both show the workspace at work; the reload control waits until the answer is in. */
const working = async ({ page }: Ui<Data>) => {
  await expect(status(page)).toHaveText('Working…');
  await expect(page.getByRole('button', { name: 'Reload advice' })).toHaveCount(0);
};

const click =
  (name: string | RegExp) =>
  async ({ page }: Ui<Data>) => {
    await page.getByRole('button', { name }).click();
  };

/**
 * The path stops before the action whose answer the service would give otherwise than the path's sample does
 * (the registry's samples answer any action with any status): the steps before it still ran in the browser.
 */
const asPerson =
  <E, C>(act: (ui: Ui<Data>, event: E, context: C) => Promise<void>) =>
  async (ui: Ui<Data>, event: E, context: C): Promise<void> => {
    const n = ui.data.actions++;
    if (ui.data.stopBefore?.action === n)
      throw ui.beyondReach(`an answer the service never gives: ${ui.data.stopBefore.reason}`);
    await act(ui, event, context);
  };

/** Which of the path's person's actions (counted from 0) is the one just before `step`. */
const actionBefore = (events: EventObject[], step: number): number =>
  events.slice(0, step).filter((e) => !e.type.startsWith('xstate.')).length - 1;

/**
 * One advice on its workspace (/advice/document/:id), as an adviser: the status line names the lifecycle step,
 * "Working…" while a read or an action is with the service; each action is the workspace's own control. The
 * advice is seeded in the status the path's first read answers; a path whose sample answers the service could
 * never give (a needs capture answered "sent") stops before it starts, with the reason.
 */
export const adviceModel = defineModel(adviceMachine)<Data>({
  id: 'advice',
  account: 'agent',
  seed: async ({ request, baseURL, events }) => {
    const { start, impossible } = adviceCourse(events);
    const stopBefore = impossible && {
      action: actionBefore(events, impossible.step),
      reason: impossible.reason,
    };
    return { ...(await adviceIn(request, baseURL, start)), actions: 0, stopBefore };
  },
  open: async (ui) => {
    await ui.page.goto(`${ui.baseURL}/#/advice/document/${ui.data.id}`);
    await expect(
      ui.page.getByRole('heading', { name: new RegExp(`ADV-${String(ui.data.id).padStart(6, '0')}`) }),
    ).toBeVisible();
  },
  states: {
    loading: working,
    loadFailed: async ({ page }) => {
      await expect(failure(page)).toBeVisible();
      await expect(status(page)).toHaveText('');
      await expect(page.getByRole('button', { name: 'Reload advice' })).toBeVisible();
    },
    routing: { unreachable: 'transient: it leaves at once for the state of the advice status' },
    saving: working,
    draft: async (ui) => {
      await shows('Draft')(ui);
      await expect(ui.page.getByRole('button', { name: 'Save needs' })).toBeEnabled();
    },
    needsCaptured: async (ui) => {
      await shows('Needs captured')(ui);
      await expect(ui.page.getByRole('button', { name: 'Find plans' })).toBeVisible();
    },
    schemesCompared: async (ui) => {
      await shows('Schemes compared')(ui);
      await expect(ui.page.getByRole('table', { name: 'Scheme comparison' })).toBeVisible();
    },
    recommended: async (ui) => {
      await shows('Recommendation made')(ui);
      await expect(ui.page.getByRole('button', { name: /^Generate documents/ })).toBeVisible();
    },
    documentsGenerated: async (ui) => {
      await shows('Documents generated')(ui);
      await expect(ui.page.getByRole('form', { name: 'E-mail the documents' })).toBeVisible();
    },
    sent: async (ui) => {
      await shows('Sent')(ui);
      await expect(ui.page.getByRole('button', { name: 'Resend documents' })).toBeVisible();
    },
    closed: async (ui) => {
      await shows('Closed')(ui);
      await expect(ui.page.getByText(/^Closed: /)).toBeVisible();
      await expect(ui.page.getByRole('button', { name: 'Close advice' })).toHaveCount(0);
    },
  },
  events: {
    'advice.reload': asPerson(click('Reload advice')),
    'advice.needs.capture': asPerson(async ({ page }) => {
      await page.getByLabel('Hospital preference').selectOption({ label: 'Any private Hospitals' });
      await page.getByLabel('Specialist coverage').selectOption({ label: '100% of scheme rate' });
      await page.getByLabel('Hypertension').check();
      await page.getByRole('button', { name: 'Save needs' }).click();
    }),
    'advice.needs.update': asPerson(async ({ page }) => {
      await page.getByLabel('Notes').fill('The member asked to keep the current GP.');
      await page.getByRole('button', { name: 'Update needs' }).click();
    }),
    'advice.filters.update': asPerson(async ({ page }) => {
      await page.getByLabel('Most the employee can pay a month (R)').fill('60000');
      await page.getByRole('button', { name: 'Find plans' }).click();
    }),
    'advice.compare': asPerson(async ({ page }) => {
      const plans = page.getByRole('table', { name: 'Plans that meet the needs' }).getByRole('checkbox');
      await plans.nth(1).check();
      await plans.nth(2).check();
      await page.getByRole('button', { name: /^Compare selected/ }).click();
    }),
    'advice.recommend': asPerson(async ({ page }) => {
      const form = page.getByRole('form', { name: 'Recommendation' });
      await form.getByRole('radio').first().check();
      await form
        .getByLabel('Reason for the recommendation')
        .fill('Private hospital cover with a day-to-day limit the family will use.');
      await form.getByRole('button', { name: 'Save recommendation' }).click();
    }),
    'advice.export': asPerson(click(/^Generate documents/)),
    'advice.email': asPerson(async ({ page }) => {
      const form = page.getByRole('form', { name: 'E-mail the documents' });
      await form.getByLabel('Send to').fill('employee.advice@example.co.za');
      await form.getByRole('button', { name: 'E-mail documents' }).click();
    }),
    'advice.resend': asPerson(click('Resend documents')),
    'advice.documents.remove': asPerson(async ({ page }) => {
      await page.getByRole('button', { name: 'Remove Scheme comparison' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
    }),
    'advice.close': asPerson(async ({ page }) => {
      await page.getByLabel('Reason for closing').fill('Employee joined the plan');
      await page.getByRole('button', { name: 'Close advice' }).click();
    }),
    'advice.error.dismiss': asPerson(async (ui, _event, context: { error: string | null }) => {
      // Dismiss is offered with an error alone; the machine takes the event in any state.
      if (!context.error) throw ui.beyondReach('dismissing an error while none is shown');
      await failure(ui.page).getByRole('button', { name: 'Dismiss', exact: true }).click();
    }),
  },
  services: {
    loadAdvice: { url: '**/api/moses/v1/get_advice' },
    runAction: {
      url: /\/api\/moses\/v1\/(create_insurance_needs|update_advice_needs|update_advice_filters|save_advice|update_advice_rec|export_advice|email_advice_documents|resend_email_advice_documents|remove_advice_documents|close_advice)$/,
    },
  },
});
