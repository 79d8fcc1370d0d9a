import { NEVER, type Observable } from 'rxjs';
import {
  fromCallback,
  fromEventObservable,
  fromPromise,
  waitFor,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import type { WorkflowListsAnswer } from '../../../src/contracts/workflow/cases';
import { editControlMachine } from '../../../src/machines/edit-control.machine';
import { layoutMachine } from '../../../src/machines/layout.machine';
import { telephonyMachine } from '../../../src/machines/telephony.machine';
import { sampleAgentStatus, sampleTelephonyDetails } from '../../../src/machines/telephony/sample-data';
import type { AgentStatus } from '../../../src/contracts/telephony/details';
import { workflowListsMachine } from '../../../src/machines/workflow-lists.machine';
import { sampleCase, sampleListsAnswer } from '../../../src/machines/workflow-sample-data';

export type Subject = {
  logic: AnyActorLogic;
  input?: unknown;
  /** Brings a started actor to the state the cycle begins and ends in (service answers are immediate). */
  prepare?: (actor: AnyActorRef) => Promise<void>;
  /** The i-th event sent; every cycle returns the actor to where it started. */
  event: (i: number) => EventObject;
};

const cycle =
  (events: EventObject[]) =>
  (i: number): EventObject =>
    events[i % events.length];
const never = () => NEVER as Observable<EventObject>;

// The SIP adapter and the service calls answer at once: the figure is the machine's own cost.
const telephony = telephonyMachine.provide({
  actors: {
    loadDetails: fromPromise(async () => sampleTelephonyDetails),
    loadAgentStatus: fromPromise(async () => sampleAgentStatus('ready')),
    setAgentStatus: fromPromise<AgentStatus, { state: AgentStatus['state']; pause_code?: string }>(
      async ({ input }) => sampleAgentStatus(input.state, input.pause_code ?? null),
    ),
    sip: fromCallback(() => undefined),
    callLog: fromCallback<EventObject>(({ receive, sendBack }) =>
      receive((command) => {
        if (command.type === 'log.start') sendBack({ type: 'log.started', call_log_table_id: 1 });
        if (command.type === 'log.dispose') sendBack({ type: 'log.disposed' });
      }),
    ),
    retry: fromEventObservable(never),
    connectivity: fromEventObservable(never),
    queueStats: fromEventObservable(never),
  },
} as never);

/** 10 000 unowned records queued in the agent's two workgroups; each push moves one to the other workgroup. */
const deskSize = 10_000;
const desk = (): WorkflowListsAnswer => {
  const answer = sampleListsAnswer();
  const records = Array.from({ length: deskSize }, (_, k) =>
    sampleCase(k + 1, { owner_user_id: null, owner_name: null, wrkgrp_id: 1 + (k % 2) }),
  );
  return {
    ...answer,
    my: records.filter((r) => r.owner_user_id === 3 && r.wrkgrp_id === 1),
    my_all: records.filter((r) => r.owner_user_id === 3),
    wg: records.filter((r) => r.wrkgrp_id === 1),
    wg_all: records,
  };
};
const workflowLists = workflowListsMachine.provide({
  actors: {
    loadLists: fromPromise(async () => desk()),
    events: fromCallback(() => undefined),
  },
} as never);

export const subjects: Record<string, Subject> = {
  layout: {
    logic: layoutMachine,
    event: cycle([
      { type: 'layout.toggle' },
      { type: 'layout.toggle' },
      { type: 'layout.openChild', name: 'Customers' } as EventObject,
      { type: 'layout.navigated' },
    ]),
  },
  'edit control': {
    logic: editControlMachine,
    input: {},
    event: cycle([
      { type: 'edit.start', values: { name: 'Bonitas', phone: '0821234567' } } as EventObject,
      { type: 'edit.update', payload: { name: '' }, valid: false } as EventObject,
      { type: 'edit.cancel' },
    ]),
  },
  telephony: {
    logic: telephony,
    prepare: async (actor) => {
      actor.send({ type: 'telephony.login' });
      await waitFor(actor, (s) => s.matches('session'));
      actor.send({ type: 'sip.registered' });
      await waitFor(actor, (s) => s.matches({ session: { agent: { inQueue: 'ready' } } }));
    },
    // One inbound call: ring, answer, hold, resume, hang up, disposition — back to Ready.
    event: cycle([
      { type: 'sip.incoming', number: '0821234567', call_id: 'c1' } as EventObject,
      { type: 'sip.confirmed', call_id: 'c1' } as EventObject,
      { type: 'telephony.call.hold' },
      { type: 'telephony.call.unhold' },
      { type: 'sip.ended', call_id: 'c1', cause: 'BYE', transport: false } as EventObject,
      {
        type: 'telephony.disposition.submit',
        code: 'RESOLVED',
        note: 'Explained the waiting period',
      } as EventObject,
    ]),
  },
  'workflow lists': {
    logic: workflowLists,
    input: { recordType: 'case' },
    prepare: async (actor) => {
      await waitFor(actor, (s) => s.matches('ready'));
    },
    // Live pushes from other consoles: record k moves to the other workgroup, each with a newer version.
    event: (i) => {
      const id = 1 + (i % deskSize);
      const version = 2 + Math.floor(i / deskSize);
      const from = 1 + ((id - 1 + version) % 2);
      const to = from === 1 ? 2 : 1;
      return {
        type: 'list.push',
        change: {
          action: 'dispatch',
          record: sampleCase(id, { wrkgrp_id: to, owner_user_id: null, owner_name: null, version }),
          previous: { wrkgrp_id: from, owner_user_id: null, tenant_id: 3 },
          by_user_id: 8,
        },
      } as EventObject;
    },
  },
};
