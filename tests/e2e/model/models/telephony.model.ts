import { expect, type Browser, type Page } from '@playwright/test';
import type { AgentStatus } from '../../../../src/contracts/telephony/details';
import { telephonyMachine } from '../../../../src/machines/telephony.machine';
import { demoAccounts } from '../../fixtures';
import { openPhone } from '../../support/softphone';
import type { WalkStep } from '../machine-walk';
import { defineModel, type Ui } from '../ui-model';
import { telephonyEvents } from './telephony-events';
import { telephonyBeyondReach } from './telephony-reach';
import { farEnd, SipGate, type SipWorld, type TelephonyData as Data } from './telephony-rig';
import { views } from './telephony-views';

export type TelephonyRig = SipWorld & { browser: Browser; closers: (() => Promise<void>)[] };

const see = (view: (page: Page) => Promise<void>) => async (ui: Ui<Data>) => view(ui.page);

/** The agent's own record at the service, set through its API (the reconciliation reads it back). */
async function statusSetter(request: Ui<Data>['request'], baseURL: string) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async (status: AgentStatus) => {
    const answer = await request.post(`${baseURL}/api/telephony/agent/set_status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { state: status.state, ...(status.pause_code ? { pause_code: status.pause_code } : {}) },
    });
    expect(((await answer.json()) as { errCode: number }).errCode).toBe(0);
  };
}

const reconciledAs = (step: WalkStep): AgentStatus | null =>
  step.event.type === 'xstate.done.actor.loadAgentStatus'
    ? ((step.event as unknown as { output: AgentStatus }).output ?? null)
    : null;

/**
 * The telephony machine (the softphone's agent and connection states) on the dock, for one path: `steps` is the
 * machine's own walk of it, so an action knows the state it starts from (the connection region's state is in no
 * context field) and what the service will be asked next.
 */
export const telephonyModel = (rig: TelephonyRig, steps: WalkStep[]) => {
  const acting = steps.filter((s) => !s.event.type.startsWith('xstate.'));
  let cursor = 0;
  /** The walk's snapshot before the action now being done, and the steps after it. */
  const now = () => {
    const step = acting[cursor++] as WalkStep;
    return { before: step.before, after: step.after, rest: steps.slice(steps.indexOf(step) + 1) };
  };
  const nextReconcile = (rest: WalkStep[]) => rest.map(reconciledAs).find((s) => s) ?? null;
  const far = async (ui: Ui<Data>, number: string) => {
    let end = ui.data.far.get(number);
    if (!end) {
      end = await farEnd(rig.browser, rig, number, ui.baseURL);
      ui.data.far.set(number, end);
      rig.closers.push(end.close);
    }
    return end;
  };

  return defineModel(telephonyMachine)<Data>({
    id: 'telephony',
    account: 'agent',
    seed: async ({ page, request, baseURL }) => {
      const gate = new SipGate(rig);
      await gate.install(page);
      const setStatus = await statusSetter(request, baseURL);
      // The path starts out of the queues, or as its first reconciliation will read the record.
      await setStatus(nextReconcile(steps) ?? ({ state: 'logged_out' } as AgentStatus));
      return { gate, far: new Map(), setStatus, disposition: { held: [], installed: false } };
    },
    open: async ({ page }) => openPhone(page),
    services: {
      loadDetails: { url: '**/api/telephony/session/details' },
      loadAgentStatus: { url: '**/api/telephony/agent/status' },
      queueLogin: { url: '**/api/telephony/agent/set_status' },
      queueLogout: { url: '**/api/telephony/agent/set_status' },
      pause: { url: '**/api/telephony/agent/set_status' },
      ready: { url: '**/api/telephony/agent/set_status' },
      logout: { url: '**/api/telephony/agent/set_status' },
      directory: { url: '**/api/telephony/details/all_user' },
    },
    states: {
      preLogin: see(views.preLogin),
      loading: see(views.loading),
      loggingOut: see(views.loggingOut),
      session: see(views.session),
      'session.connection': see(views.session),
      'session.connection.connecting': see(views.connectionUp),
      'session.connection.registered': see(views.connectionUp),
      'session.connection.reconnecting': see(views.reconnecting),
      'session.connection.failed': see(views.failed),
      'session.agent': see(views.session),
      'session.agent.registering': see(views.registering),
      'session.agent.reconciling': see(views.registering),
      'session.agent.registered': see(views.registered),
      'session.agent.queueLogin': see(views.queueLogin),
      'session.agent.queueLogout': see(views.queueLogout),
      'session.agent.inQueue': see(views.inQueue),
      'session.agent.inQueue.ready': see(views.ready),
      'session.agent.inQueue.pausing': see(views.saving),
      'session.agent.inQueue.notReady': see(views.notReady),
      'session.agent.inQueue.becomingReady': see(views.saving),
      'session.agent.inQueue.ringing': see(views.ringing),
      'session.agent.inQueue.ringing.offered': see(views.offered),
      'session.agent.inQueue.ringing.answering': see(views.answering),
      'session.agent.inQueue.dialing': see(views.dialing),
      'session.agent.inQueue.talking': see(views.talking),
      'session.agent.inQueue.talking.onCall': see(views.onCall),
      'session.agent.inQueue.talking.onHold': see(views.onHold),
      'session.agent.inQueue.talking.transferring': see(views.transferring),
      'session.agent.inQueue.talking.transferring.requested': see(views.transferring),
      'session.agent.inQueue.talking.transferring.accepted': see(views.transferring),
      'session.agent.inQueue.talking.consulting': see(views.consulting),
      'session.agent.inQueue.talking.consulting.ringing': see(views.consultRinging),
      'session.agent.inQueue.talking.consulting.connected': see(views.consultConnected),
      'session.agent.inQueue.wrapUp': see(views.wrapUp),
      'session.agent.inQueue.wrapUp.code': see(views.wrapUp),
      'session.agent.inQueue.wrapUp.code.open': see(views.codeOpen),
      'session.agent.inQueue.wrapUp.code.saving': see(views.codeSaving),
      'session.agent.inQueue.wrapUp.code.saved': see(views.codeSaved),
      'session.agent.inQueue.wrapUp.countdown': see(views.wrapUp),
      'session.agent.inQueue.wrapUp.countdown.running': see(views.countdownRunning),
      'session.agent.inQueue.wrapUp.countdown.over': see(views.countdownOver),
      'session.agent.inQueue.leavingCall': {
        unreachable:
          'an eventless pass-through (only `always` transitions): the machine never rests in it, so no snapshot and no screen shows it',
      },
    },
    events: telephonyEvents({ now, nextReconcile, far }),
    impossible: (event, _context, snapshot) => telephonyBeyondReach(snapshot, event),
  });
};
