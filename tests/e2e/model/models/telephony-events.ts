import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { telephonyMachine } from '../../../../src/machines/telephony.machine';
import { offlineText } from '../../../../src/machines/telephony/softphone.machine';
import type { Ui, UiModel } from '../ui-model';
import type { TelephonyData, TelephonyTools } from './telephony-rig';
import { answer, badgeSays, click, incoming, panel, ringingFar, transferTo } from './telephony-views';
import { floorEventsElsewhere } from './telephony-floor-events';

type Events = UiModel<typeof telephonyMachine, TelephonyData>['events'];

const colleague = '1004';
const caller = '0821234567';
/** The queue whose calls carry an enforced after-call work (seed: 30 s) and ring the agent (a member). */
const queueNumber = '5002';
const failure = JSON.stringify({ errCode: 1, msg: 'Some Internal Error Occurred', data: null });
const at = (snap: AnyMachineSnapshot, path: string) => snap.matches(path as never);
const agent = (snap: AnyMachineSnapshot, path: string) => at(snap, `session.agent.${path}`);
const connection = (snap: AnyMachineSnapshot, state: string) => at(snap, `session.connection.${state}`);

/** What a person (or the far end, the SIP server, the service) does to send each event to the telephony machine. */
export const telephonyEvents = ({ now, nextReconcile, far }: TelephonyTools): Events => {
  /** The dock's button of that name, pressed. */
  const clicks =
    (name: string) =>
    async ({ page }: Ui<TelephonyData>) => {
      now();
      await click(page, name);
    };
  return {
    'telephony.login': async ({ page, data }) => {
      now();
      // Kamailio's answers wait at the gate: the path says whether the registration goes through.
      data.gate.set('hold');
      await click(page, 'Log in to telephony');
    },
    'telephony.logout': clicks('Log out of telephony'),
    'sip.registered': async (ui) => {
      const { rest } = now();
      const status = nextReconcile(rest);
      if (status) await ui.data.setStatus(status);
      ui.data.gate.set('pass');
    },
    'sip.registrationFailed': async ({ data }) => {
      now();
      data.gate.set('refuse');
    },
    'sip.disconnected': async (ui) => {
      const { before } = now();
      if (connection(before, 'reconnecting')) return; // every attempt finds the server gone already
      await ui.data.gate.cut('down');
      // A connected call waits for its socket to come back (network-rejoin.ts, 15 s) before it is lost with it.
      if (agent(before, 'inQueue.talking'))
        await expect(ui.page.getByTestId('agent-state')).toHaveText('Wrap-up', { timeout: 30_000 });
    },
    'retry.attempt': async ({ page }, _e, context) => {
      now();
      if (!context.unavailable)
        await expect((await panel(page)).getByText(/\(attempt \d+, every/)).toBeVisible();
    },
    'retry.gaveUp': async ({ page }) => {
      now();
      // The service's retry limit (10 s in this world) ends the attempts: the agent is offered Reconnect.
      await expect((await panel(page)).getByRole('button', { name: 'Reconnect' })).toBeVisible({
        timeout: 25_000,
      });
    },
    'telephony.reconnect': async ({ page, data }) => {
      now();
      data.gate.set('hold'); // the new registration's answer waits for the path's sip.registered
      await click(page, 'Reconnect');
    },
    'telephony.queue.login': clicks('Log in to queues'),
    'telephony.queue.logout': clicks('Log out of queues'),
    'telephony.pause': async ({ page }, event) => {
      now();
      const group = (await panel(page)).getByRole('group', { name: 'Agent state' });
      await group.getByLabel('Pause reason').selectOption(event.code);
      await group.getByRole('button', { name: 'Not ready', exact: true }).click();
    },
    'telephony.ready': async ({ page }) => {
      now();
      await (
        await panel(page)
      )
        .getByRole('group', { name: 'Agent state' })
        .getByRole('button', { name: 'Ready', exact: true })
        .click();
    },
    'sip.incoming': async (ui, event) => {
      const { before, after, rest } = now();
      const end = await far(ui, event.number);
      // An offer the path ends otherwise than by the caller's CANCEL: an INVITE whose Expires lapses (a direct
      // call, so no queue's ring-out comes first).
      const over = rest.find((s) => !agent(s.after, 'inQueue.ringing.offered'));
      const lapses =
        over?.event.type === 'sip.ended' && (over.event as { cause?: string }).cause !== 'Canceled';
      // The router offers a queue's call only to a Ready agent; any other state hears a call to the extension.
      const queued = agent(before, 'inQueue.ready') && event.queue_name && !lapses;
      await end.call(queued ? queueNumber : '1003', lapses ? '3' : undefined);
      // A queue's caller waits until the router's next look for a Ready agent (once a second).
      if (agent(after, 'inQueue.ringing')) await expect(incoming(ui.page)).toBeVisible({ timeout: 20_000 });
      else await expect.poll(() => end.status()).toMatch(/^(failed|ended)/);
    },
    'telephony.call.answer': async ({ page, data }) => {
      now();
      // The console's 200 waits at the gate, so Answering shows until the path lets the call connect.
      data.gate.holdOutgoing(true);
      await answer(page);
    },
    'telephony.call.reject': async ({ page }) => {
      now();
      await incoming(page).getByRole('button', { name: 'Reject' }).click();
    },
    'sip.confirmed': async (ui) => {
      const { before } = now();
      ui.data.gate.holdOutgoing(false);
      if (agent(before, 'inQueue.ringing.offered')) await answer(ui.page);
      if (agent(before, 'inQueue.dialing')) {
        const end = await far(ui, before.context.call_number ?? '');
        await ringingFar(end);
        await end.answer();
      }
    },
    'sip.ended': async (ui, event) => {
      const { before } = now();
      const { gate } = ui.data;
      const end = await far(ui, before.context.call_number ?? caller);
      // The called phone refuses the call it rings with (a far end not yet rung has nothing to end).
      if (agent(before, 'inQueue.dialing')) await ringingFar(end);
      if (event.cause === 'Canceled' || !agent(before, 'inQueue.ringing')) {
        gate.holdOutgoing(false);
        gate.set('pass'); // a transfer's held answers go first: the hang-up must reach the console after them
        return end.hangup().then(() => undefined);
      }
      // The offer's INVITE carried Expires (see sip.incoming): the phone stops ringing by itself.
      if (agent(before, 'inQueue.ringing.offered'))
        return expect(incoming(ui.page)).toBeHidden({ timeout: 10_000 });
      // An answer that never completes: the caller has the 200 but its ACK is lost, and it hangs up.
      gate.dropAcks(true);
      gate.holdOutgoing(false);
      await expect.poll(() => end.status()).toBe('confirmed');
      await end.hangup();
      await expect(incoming(ui.page)).toBeHidden();
      gate.dropAcks(false);
    },
    'sip.dialing': async () => void now(), // JsSIP reports the call it placed by itself, right after Call
    'telephony.dial': async (ui, event) => {
      now();
      await far(ui, event.number);
      const pad = (await panel(ui.page)).getByRole('form', { name: 'Dial pad' });
      await pad.getByLabel('Number to call').fill(event.number);
      await pad.getByRole('button', { name: 'Call', exact: true }).click();
    },
    'telephony.call.hangup': {
      momentary:
        'Hang up ends the call in the same moment: JsSIP reports the end of a call it cancels or hangs up while handling the click, so a call still being dialled is never seen dialling after it; what the agent sees is the call gone',
      act: async ({ page }) => {
        now();
        await click(page, 'Hang up');
        await expect((await panel(page)).getByRole('button', { name: 'Hang up' })).toBeHidden();
      },
    },
    'telephony.call.hold': clicks('Hold'),
    'telephony.call.unhold': clicks('Resume'),
    'telephony.call.mute': async ({ page }) => {
      now();
      await click(page, 'Mute');
      await expect((await panel(page)).getByRole('button', { name: 'Unmute' })).toBeVisible();
    },
    'telephony.call.unmute': async ({ page }) => {
      now();
      await click(page, 'Unmute');
      await expect((await panel(page)).getByRole('button', { name: 'Mute' })).toBeVisible();
    },
    'telephony.call.dtmf': async ({ page }, event) => {
      now();
      await (await panel(page)).getByRole('button', { name: `Send tone ${event.tone}` }).click();
    },
    'telephony.transfer.blind': async ({ page, data }, event) => {
      now();
      data.gate.set('hold'); // the far end's 202 waits: Transferring shows before it accepts
      await transferTo(page, event.target, 'Blind transfer');
    },
    'telephony.transfer.consult': async (ui, event) => {
      now();
      await far(ui, event.target);
      await transferTo(ui.page, event.target, 'Consult first');
    },
    'sip.consult.confirmed': async (ui) => {
      now();
      const end = await far(ui, colleague);
      await ringingFar(end);
      await end.answer();
    },
    'sip.consult.ended': async (ui) => {
      const { before } = now();
      const end = await far(ui, colleague);
      if (agent(before, 'inQueue.talking.consulting.ringing')) await ringingFar(end); // refuses it as it rings
      await end.hangup();
    },
    'telephony.transfer.complete': async ({ page, data }) => {
      now();
      data.gate.set('hold');
      await click(page, 'Complete transfer');
    },
    'telephony.transfer.cancel': clicks('Cancel transfer'),
    'sip.transferAccepted': async ({ data }) => {
      now();
      data.gate.set('pass');
    },
    'sip.transferred': async (ui) => {
      const { before } = now();
      ui.data.gate.set('pass');
      const end = await far(ui, before.context.call_number ?? caller);
      // The target's phone is registered before the caller is sent on to it.
      const target = await far(ui, before.context.transfer_target ?? colleague);
      await expect.poll(() => end.referred()).toBe(true);
      await end.acceptRefer();
      if (agent(before, 'inQueue.talking.transferring') && (await target.status()) !== 'confirmed') {
        await ringingFar(target);
        await target.answer();
      }
    },
    'sip.transferFailed': async (ui) => {
      const { before } = now();
      // The caller's phone refuses to be sent on (NOTIFY 603 after its 202), then the held answers go through.
      const end = await far(ui, before.context.call_number ?? caller);
      await expect.poll(() => end.referred()).toBe(true);
      await end.rejectRefer();
      ui.data.gate.set('pass');
    },
    'sip.replaced': (ui) => {
      now();
      return Promise.reject(ui.beyondReach('the agent as the target of another console’s warm transfer'));
    },
    'telephony.disposition.submit': async ({ page, data }, event) => {
      now();
      if (!data.disposition.installed) {
        data.disposition.installed = true;
        await page.route(
          '**/api/telephony/call/disposition',
          (route) => void data.disposition.held.push(route),
        );
      }
      const form = (await panel(page)).getByRole('form', { name: 'Wrap-up' });
      await form.getByLabel(/Disposition/).selectOption(event.code);
      await form.getByRole('button', { name: 'Save disposition' }).click();
    },
    'log.disposed': async ({ data }) => {
      now();
      await expect.poll(() => data.disposition.held.length).toBeGreaterThan(0);
      for (const route of data.disposition.held.splice(0)) await route.continue();
    },
    'log.failed': async ({ data }) => {
      now();
      await expect.poll(() => data.disposition.held.length).toBeGreaterThan(0);
      for (const route of data.disposition.held.splice(0))
        await route.fulfill({ status: 200, contentType: 'application/json', body: failure });
    },
    'log.started': async () => void now(), // the service's answer to the call's start
    'queue.stats': async ({ page }) => {
      now();
      await expect((await panel(page)).getByRole('table', { name: 'Queue statistics' })).toBeVisible({
        timeout: 40_000,
      });
    },
    'service.agentStatus': async ({ page }) => {
      now();
      // The queue's offer rings out (this world's ring timeout): the router makes the agent Not ready.
      await badgeSays(page, 'Not ready: Missed');
    },
    'net.offline': async ({ page }) => {
      now();
      await page.context().setOffline(true);
      await expect(page.getByRole('alert').filter({ hasText: 'No network connection.' })).toBeVisible();
    },
    'net.online': async ({ page }) => {
      now();
      await page.context().setOffline(false);
      await expect(page.getByRole('alert').filter({ hasText: 'No network connection.' })).toBeHidden();
    },
    'net.notice': async ({ page }) => {
      now();
      // Offline, the console says so again every notification interval (a second in this world).
      await expect(page.getByRole('alert').filter({ hasText: offlineText })).toBeVisible();
    },
    'telephony.notice.dismiss': async ({ page }) => {
      now();
      await (await panel(page)).getByRole('button', { name: 'Dismiss' }).click();
    },
    ...floorEventsElsewhere,
  };
};
