import { expect, type Page } from '@playwright/test';
import { testCallNumber } from '../../../../src/contracts/telephony/test-caller';
import { testCallerMachine } from '../../../../src/machines/test-caller.machine';
import { badge, openPhone } from '../../support/softphone';
import { defineModel, type Ui } from '../ui-model';
import { adminExtension, atPathEnd, incomingBanner, otherAgent, phoneWorld } from './phone-world';
import { SipGate } from './sip-gate';

/** The SIP line of this path's test caller, and the agents its calls ring (opened at the first call). */
/** hungUp: the caller's Hang up already ended the call (the phone's report of the end then needs no one). */
type Data = { gate: SipGate; agent: Page | null; colleague: Page | null; hungUp: boolean };

const status = (page: Page) => page.getByRole('region', { name: 'Test caller' }).getByRole('status');
const statusIs =
  (text: string | RegExp) =>
  async ({ page }: Ui<Data>) => {
    await expect(status(page)).toHaveText(text);
  };
const hangUp = (page: Page) => page.getByRole('button', { name: 'Hang up' });
const final = /^SIP\/2\.0 200 /;
const provisional = /^SIP\/2\.0 18\d /;

/** The agent whose extension the path rings, Ready before the first call (their phone answers and hangs up). */
const agentOf = async (ui: Ui<Data>): Promise<Page> => {
  ui.data.agent ??= await otherAgent(ui.page, 'agent');
  return ui.data.agent;
};

const connectingText = 'Connecting the test caller…';

/**
 * The supervisors' test caller (#/telephony/test-caller) against a real Kamailio: the status line names each
 * state; the agent at extension 1003 rings, answers, transfers and hangs up in a window of their own. The phone's
 * reports follow what the SIP server sends, held by the path's SipGate until the step that expects them.
 */
export const testCallerModel = defineModel(testCallerMachine)<Data>({
  id: 'testCaller',
  account: 'supervisor',
  seed: () => Promise.resolve({ gate: new SipGate(), agent: null, colleague: null, hungUp: false }),
  open: async ({ page, baseURL, data }) => {
    await data.gate.install(page, phoneWorld().kamailio.wsUrl);
    // Whatever the path leaves up is hung up first, so the agent's phone is free for the next path.
    atPathEnd(async () => {
      data.gate.pass();
      // Forced: a call the released messages end meanwhile leaves the button disabled, and the click does nothing.
      await hangUp(page).click({ force: true });
      await expect(hangUp(page)).toBeDisabled();
      // The agents' phones follow before they sign off (their call bar goes with the call).
      for (const agent of [data.agent, data.colleague])
        if (agent) await expect(badge(agent)).not.toHaveText(/Ringing|On call|On hold/);
    });
    await page.goto(`${baseURL}/#/telephony/test-caller`);
    await expect(page.getByRole('heading', { name: 'Test caller' })).toBeVisible();
  },
  states: {
    idle: statusIs('Not connected. Connect to place test calls.'),
    registering: async ({ page }) => {
      await expect(status(page)).toHaveText(connectingText);
      // The identity is still being asked for: no Connect to press again, and no call to place yet.
      await expect(page.getByRole('button', { name: /^Connect/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeDisabled();
    },
    online: async ({ page }) => {
      await expect(page.getByText('Calls come from 082 555 1001, a customer’s number.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Connect/ })).toHaveCount(0);
    },
    'online.connecting': async ({ page }) => {
      await expect(status(page)).toHaveText(connectingText);
      await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeDisabled();
    },
    'online.ready': async ({ page }) => {
      await expect(status(page)).toHaveText('Ready to call.');
      await expect(page.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();
    },
    'online.dialing': async ({ page }) => {
      await expect(status(page)).toHaveText(/^Calling \d+…$/);
      await expect(hangUp(page)).toBeEnabled();
    },
    'online.ringing': statusIs(/^Ringing \d+…$/),
    'online.inCall': async ({ page }) => {
      await expect(status(page)).toHaveText(/^In call with /);
      await expect(page.getByText(/^Call time \d\d:\d\d$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Digit 5' })).toBeEnabled();
    },
    'online.ended': async ({ page }) => {
      await expect(status(page)).toHaveText(/^Call (to \d+ ended: not answered|ended after \d\d:\d\d)/);
      await expect(hangUp(page)).toBeDisabled();
    },
    failed: async ({ page }) => {
      await expect(status(page)).toHaveText(
        /^Test caller unavailable: .+\. Check that the SIP server runs, then connect again\.$/,
      );
      await expect(page.getByRole('button', { name: 'Connect again' })).toBeVisible();
    },
  },
  events: {
    'testCaller.start': async ({ page }) => {
      await page.getByRole('button', { name: /^Connect( again)?$/ }).click();
    },
    'testCaller.target': async ({ page }, event) => {
      await page.getByLabel('Queue number or extension').fill(event.value);
    },
    'testCaller.call': async (ui, event, context) => {
      const number = event.number ?? context.target;
      // A number that can be dialled rings the agent: they are Ready before the call leaves.
      if (testCallNumber.safeParse(number).success) await agentOf(ui);
      ui.data.gate.hold();
      await ui.page.getByLabel('Queue number or extension').fill(number);
      await ui.page.getByRole('button', { name: 'Call', exact: true }).click();
      if (!testCallNumber.safeParse(number).success)
        await expect(ui.page.getByRole('alert')).toHaveText('Enter 3 to 15 digits');
    },
    'testCaller.hangup': {
      momentary:
        'Hang up ends the call in the same moment: the phone (JsSIP) reports the end while handling the click, so the machine is never seen still calling, ringing or in the call after it; what the caller sees is the end',
      act: async ({ page, data }) => {
        await hangUp(page).click();
        data.gate.pass();
        data.hungUp = true;
        await expect(hangUp(page)).toBeDisabled();
        await expect(status(page)).toHaveText(/^Call (to \d+ ended: not answered|ended after \d\d:\d\d)/);
      },
    },
    'testCaller.dtmf': async ({ page }, event) => {
      await page.getByRole('button', { name: `Digit ${event.tone}` }).click();
      await expect(status(page)).toHaveText(
        new RegExp(`Digits sent: \\d*${event.tone.replace('*', '\\*')}$`),
      );
    },
    'testCaller.tick': async ({ page }) => {
      // The clock ticks once a second on its own: what a person sees is the call time moving on.
      const clock = page.getByText(/^Call time \d\d:\d\d$/);
      const shown = (await clock.textContent()) ?? '';
      await expect(clock).not.toHaveText(shown);
    },
    'phone.connected': async ({ data }) => data.gate.connect(),
    'phone.unavailable': async ({ data }) => {
      if (data.gate.connected) await data.gate.drop();
      else data.gate.refuse();
    },
    'phone.progress': async (ui) => {
      await expect(incomingBanner(await agentOf(ui))).toBeVisible();
      await ui.data.gate.deliverUntil(provisional);
    },
    'phone.answered': async (ui) => {
      const agent = await agentOf(ui);
      await incomingBanner(agent).getByRole('button', { name: 'Answer' }).click();
      // From Calling straight to the call: the answer comes without the ringing, as from a phone that answers at
      // once. The agent is On call once the caller's phone acknowledges the answer it was let through.
      const ringing = await ui.page.getByText(/^Ringing /).count();
      await ui.data.gate.deliverUntil(final, ringing === 0 ? provisional : null);
      ui.data.gate.pass();
      await expect(badge(agent)).toHaveText('On call');
    },
    'phone.transferred': async (ui) => {
      const colleague = await otherAgent(ui.page, 'admin');
      ui.data.colleague = colleague;
      const agent = await agentOf(ui);
      await openPhone(agent);
      const panel = agent.locator('[data-softphone-panel]');
      await panel.getByRole('button', { name: 'Transfer' }).click();
      const transfer = panel.getByRole('form', { name: 'Transfer' });
      await transfer.getByLabel('Or pick a colleague').selectOption(adminExtension);
      // A warm transfer: a blind one ends the test caller's call on its page (see the report of issue 36).
      await transfer.getByRole('button', { name: 'Consult first' }).click();
      await incomingBanner(colleague).getByRole('button', { name: 'Answer' }).click();
      await expect(badge(colleague)).toHaveText('On call');
      await panel.getByRole('button', { name: 'Complete transfer' }).click();
      await expect(status(ui.page)).toHaveText(new RegExp(`^In call with .*${adminExtension}`));
    },
    'phone.ended': async (ui, _event, context) => {
      if (ui.data.hungUp) return;
      if (context.answeredAt !== null) {
        // In the call, the agent hangs up; before the answer only the caller can end it (Hang up cancels it).
        const agent = await agentOf(ui);
        await agent
          .getByRole('group', { name: 'Call in progress' })
          .getByRole('button', { name: 'Hang up' })
          .click();
      } else {
        await hangUp(ui.page).click();
        ui.data.gate.pass();
      }
      await expect(hangUp(ui.page)).toBeDisabled();
    },
  },
  services: { loadDetails: { url: '**/api/telephony/test_caller/details' } },
});
