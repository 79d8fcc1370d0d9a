import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { CallerLookup } from '../../../../src/contracts/telephony/call-case';
import { callCaseMachine } from '../../../../src/machines/call-case.machine';
import { openCustomerPhone } from '../../support/customer-phone';
import { badge, classifyMedicalClaims, readyPhone } from '../../support/softphone';
import { defineModel, type Ui } from '../ui-model';
import {
  agentExtension,
  atPathEnd,
  incomingBanner,
  phoneWorld,
  signOffPhone,
  sipDomain,
} from './phone-world';

// The switchboard of a seeded employer of the agent's office: the caller lookup knows it (interactions-call.spec).
const knownNumber = '0123456100';

const flow = (page: Page) => page.getByRole('region', { name: /Call to case/ });
const callerForm = (page: Page) => flow(page).getByRole('form', { name: 'Caller' });
const details = (page: Page) => flow(page).getByRole('form', { name: 'Case details' });
const lookingUp = (page: Page) =>
  flow(page)
    .getByRole('status')
    .filter({ hasText: /^Looking up .+ among contacts and employees…$/ });
const disposition = (page: Page) => flow(page).getByRole('group', { name: 'Disposition' });

/** Whether the lookup the path goes on to expect finds the caller (it answers, with at least one match). */
const lookupKnows = (ahead: EventObject[]): boolean => {
  const answer = ahead.find((e) => /^xstate\.(done|error)\.actor\.lookupCaller$/.test(e.type));
  return (
    answer?.type === 'xstate.done.actor.lookupCaller' &&
    (answer as EventObject & { output: CallerLookup }).output.parties.length > 0
  );
};

/** A number nobody in the seed has, new for each call: the lookup finds no one. */
let calls = 0;
const unknownNumber = (): string => `0219${String((Date.now() + (calls += 1)) % 1_000_000).padStart(6, '0')}`;

/** A customer calls the agent's extension from a phone of their own, and the agent answers from the banner. */
async function customerCalls({ page, baseURL, ahead }: Ui<undefined>) {
  const world = phoneWorld();
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser to open the customer’s phone in');
  const context = await browser.newContext({ bypassCSP: true });
  atPathEnd(() => context.close());
  const customer = await openCustomerPhone(context, {
    pageUrl: `${baseURL}/api/version`,
    wsUrl: world.kamailio.wsUrl,
    sipDomain,
    secret: world.secret,
    number: lookupKnows(ahead) ? knownNumber : unknownNumber(),
  });
  await customer.call(agentExtension);
  // The agent answers once the flow has started (it starts while the call rings, when the call log names it).
  await expect(lookingUp(page)).toBeVisible();
  await incomingBanner(page).getByRole('button', { name: 'Answer' }).click();
  await expect(badge(page)).toHaveText('On call');
}

/** The Case step only: elsewhere no field takes a subject or an assignee. */
const onCaseStep = async (ui: Ui<undefined>, what: string) => {
  if (!(await details(ui.page).isVisible()))
    throw ui.beyondReach(`${what} outside the Case step: the console offers its fields on that step only`);
};

/**
 * The guided call-to-case flow (#/telephony/call) on the agent's page: a customer's phone rings the agent, who
 * answers from the banner; each step is a form of its own. The caller lookup and the case creation are held by
 * the runner (so "Looking up…" and "Creating…" show), or failed with the service's error envelope.
 */
export const callCaseModel = defineModel(callCaseMachine)({
  id: 'callCase',
  account: 'agent',
  seed: () => Promise.resolve(undefined),
  open: async ({ page, baseURL }) => {
    atPathEnd(() => signOffPhone(page));
    await readyPhone(page);
    await page.goto(`${baseURL}/#/telephony/call`);
  },
  states: {
    idle: async ({ page }) => {
      await expect(flow(page).getByText('No call in progress.')).toBeVisible();
    },
    lookingUp: async ({ page }) => {
      await expect(lookingUp(page)).toBeVisible();
    },
    identified: async ({ page }) => {
      await expect(callerForm(page).getByRole('group', { name: /^Who is calling from / })).toBeVisible();
      await expect(callerForm(page).getByRole('radio').first()).toBeChecked();
    },
    unidentified: async ({ page }) => {
      await expect(callerForm(page)).toContainText('The case will be filed under Unidentified-Customer.');
    },
    classify: async ({ page }) => {
      await expect(flow(page).getByRole('form', { name: 'Classification' })).toBeVisible();
    },
    describe: async ({ page }) => {
      await expect(details(page).getByRole('button', { name: 'Create case' })).toBeEnabled();
    },
    creating: async ({ page }) => {
      await expect(details(page).getByRole('button', { name: 'Creating…' })).toBeDisabled();
    },
    disposition: async ({ page }) => {
      await expect(disposition(page).getByRole('status').first()).toHaveText(
        /^Case CAS-\d{6} created for .+, linked to this call\.$/,
      );
      await expect(disposition(page).getByText('The call is complete.')).toHaveCount(0);
    },
    done: async ({ page }) => {
      await expect(disposition(page).getByText('The call is complete.')).toBeVisible();
    },
  },
  events: {
    'flow.start': customerCalls,
    'flow.choose': async ({ page }) => {
      // The first match is chosen already: Continue takes it.
      await expect(callerForm(page).getByRole('radio').first()).toBeChecked();
      await callerForm(page).getByRole('button', { name: 'Continue' }).click();
    },
    'flow.unidentified': async ({ page }, _event, context) => {
      if (context.parties.length > 0)
        await callerForm(page).getByRole('radio', { name: 'Someone else: Unidentified-Customer' }).check();
      await callerForm(page).getByRole('button', { name: 'Continue' }).click();
    },
    'flow.classify': ({ page }) => classifyMedicalClaims(flow(page)),
    'flow.draft': async (ui, event) => {
      await onCaseStep(ui, 'A draft');
      await details(ui.page).getByLabel('Subject *').fill(event.subject);
      await details(ui.page).getByLabel('Description').fill(event.description);
    },
    'flow.assign': async (ui, event) => {
      await onCaseStep(ui, 'A choice of who works the case');
      const form = details(ui.page);
      if (event.assignee.kind === 'me') {
        await form.getByRole('radio', { name: 'I keep it (owner: me)' }).check();
        return;
      }
      await form.getByRole('radio', { name: 'Dispatch it to a workgroup' }).check();
      const workgroup = form.getByLabel('Workgroup *');
      await expect(workgroup.locator('option').nth(1)).toBeAttached();
      await workgroup.selectOption({ index: 1 });
    },
    'flow.submit': async ({ page }) => {
      await details(page).getByRole('button', { name: 'Create case' }).click();
    },
    'flow.back': async ({ page }) => {
      // The Service list opens as the Classification step takes focus and covers Back: Escape closes it first.
      const service = flow(page).getByRole('combobox', { name: 'Service', exact: true });
      if (await service.isVisible()) {
        await service.press('Escape');
        await expect(flow(page).getByRole('listbox')).toHaveCount(0);
      }
      await flow(page).getByRole('button', { name: 'Back' }).click();
    },
    'flow.finish': async ({ page }) => {
      // The call ends, then its after-call work: the saved disposition finishes the flow.
      await page
        .getByRole('group', { name: 'Call in progress' })
        .getByRole('button', { name: 'Hang up' })
        .click();
      const wrapUp = disposition(page).getByRole('form', { name: 'Wrap-up' });
      await wrapUp.getByLabel('Disposition *').selectOption({ label: 'Case logged for follow-up' });
      await wrapUp.getByRole('button', { name: 'Save disposition' }).click();
    },
    'flow.reset': async (ui) => {
      throw ui.beyondReach(
        'a reset of a flow with no call: the softphone resets the flow only when a call ends unanswered, never while it is idle',
      );
    },
  },
  services: {
    lookupCaller: { url: '**/api/telephony/caller/lookup' },
    createCase: { url: '**/api/telephony/call/create_case' },
  },
});
