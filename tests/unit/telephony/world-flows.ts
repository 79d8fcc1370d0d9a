import { createActor, type Actor, type ActorRefFrom, type EventFrom } from 'xstate';
import type { InteractionPage } from '../../../src/contracts/interactions/list';
import type { CallCase, CallCaseRequest, CallerLookup } from '../../../src/contracts/telephony/call-case';
import type { TelephonyEvent } from '../../../src/contracts/telephony/types';
import { callCaseMachine } from '../../../src/machines/call-case.machine';
import {
  callerInteractionsMachine,
  type RecentParty,
} from '../../../src/machines/caller-interactions.machine';
import { notificationsMachine } from '../../../src/machines/notifications.machine';
import { reportingOffline, softphoneMachine } from '../../../src/machines/telephony/softphone.machine';
import { HttpError } from '../../../src/services/http-result';
import { phoneFakes } from './world-phone';
import { holds, mustBeSettled, serviceCall, settle } from './world-flight';

/** A history answer for one party: a page, a failure, one held until releaseLate(), or none ever. */
export type HistoryAnswer = InteractionPage | HttpError | { late: InteractionPage } | 'never';

export type CallCaseOptions = {
  lookup?: CallerLookup | HttpError;
  create?: CallCase | HttpError;
  /** The history service's answers per party ('contact:41'), in order; a party without one never answers. */
  history?: Record<string, HistoryAnswer[]>;
  userId?: number;
};

const answerOrThrow = <T>(answer: T | HttpError): T => {
  if (answer instanceof HttpError) throw answer;
  return answer;
};

/** The caller history machine with its service faked: answers per party, in order. */
export const historyFakes = (answers: Record<string, HistoryAnswer[]> = {}) => {
  const asked: RecentParty[] = [];
  const never = holds();
  const late = holds();
  const machine = callerInteractionsMachine.provide({
    actors: {
      fetchRecent: serviceCall<InteractionPage, RecentParty>(async (input, self) => {
        asked.push(input);
        const answer = answers[`${input.kind}:${input.id}`]?.shift() ?? 'never';
        if (answer === 'never') return never.park(self).then(() => new Promise<InteractionPage>(() => {}));
        if ('late' in answer) return late.park(self).then(() => answer.late);
        return answerOrThrow(answer);
      }),
    },
  });
  return { machine, asked, releaseLate: late.release };
};

/** The call-to-case flow with the lookup, case creation and caller history services faked. */
export const callCaseFakes = (options: CallCaseOptions = {}) => {
  const requests: CallCaseRequest[] = [];
  const history = historyFakes(options.history);
  const machine = callCaseMachine.provide({
    actors: {
      lookupCaller: serviceCall<CallerLookup, { number: string }>(async () =>
        answerOrThrow(options.lookup ?? { parties: [] }),
      ),
      createCase: serviceCall<CallCase, CallCaseRequest>(async (input) => {
        requests.push(input);
        return answerOrThrow(
          options.create ?? { case_id: 9, reference: 'CAS-000009', company: 'x', call_log_table_id: 5 },
        );
      }),
      callerInteractions: history.machine,
    },
  });
  return { machine, requests, asked: history.asked };
};

/** The guided call-to-case flow on its own: events are synchronous, service answers need `await settle()`. */
export class CallCaseFlow {
  readonly actor: Actor<ReturnType<typeof callCaseFakes>['machine']>;
  private readonly fakes: ReturnType<typeof callCaseFakes>;

  constructor(options: CallCaseOptions = {}) {
    this.fakes = callCaseFakes(options);
    this.actor = createActor(
      this.fakes.machine,
      options.userId === undefined ? { input: {} } : { input: { userId: options.userId } },
    ).start();
  }

  async settle() {
    await settle();
    return this;
  }
  send(event: EventFrom<typeof callCaseMachine>) {
    mustBeSettled(this.actor);
    this.actor.send(event);
    return this;
  }
  private snapshot() {
    mustBeSettled(this.actor);
    return this.actor.getSnapshot();
  }
  state() {
    return this.snapshot().value;
  }
  context() {
    return this.snapshot().context;
  }
  get requests() {
    mustBeSettled(this.actor);
    return this.fakes.requests;
  }
  /** The parties whose history was asked for, in order. */
  get asked() {
    mustBeSettled(this.actor);
    return this.fakes.asked;
  }
  /** The caller's recent interactions beside the call (the flow's child). */
  recent() {
    mustBeSettled(this.actor);
    return this.actor.getSnapshot().children.recent as ActorRefFrom<typeof callerInteractionsMachine>;
  }
  history() {
    return this.recent().getSnapshot();
  }
}

export const createdCase: CallCase = {
  case_id: 9,
  reference: 'CAS-000009',
  company: 'x',
  call_log_table_id: 101,
};

/** The softphone with the fake phone and a flow whose service answers at once; the toasts are the real actor's. */
export class Softphone {
  readonly actor: Actor<typeof softphoneMachine>;
  readonly fakes = phoneFakes();
  private readonly flowsOpened: string[] = [];
  private readonly notifications = createActor(notificationsMachine).start();

  constructor(options: { openOnAnswer?: boolean } = {}) {
    this.actor = createActor(
      softphoneMachine.provide({
        actions: { openFlow: (_, params) => this.flowsOpened.push(params.to), keepSettings: () => {} },
        actors: {
          telephony: reportingOffline(this.fakes.machine),
          callCase: callCaseFakes({ lookup: { parties: [] }, create: createdCase }).machine,
        },
      }),
      { input: { notifications: this.notifications, userId: 12 } },
    ).start();
    if (options.openOnAnswer === false) this.actor.send({ type: 'softphone.openOnAnswer', on: false });
  }

  private children() {
    const { telephony, callCase } = this.actor.getSnapshot().children;
    if (!telephony || !callCase) throw new Error('the softphone did not start its children');
    return { telephony, callCase };
  }
  /** The phone (the softphone's child): read only once settled. */
  get phone() {
    mustBeSettled(this.actor);
    return this.children().telephony;
  }
  get flow() {
    mustBeSettled(this.actor);
    return this.children().callCase;
  }
  get sip() {
    mustBeSettled(this.actor);
    return this.fakes.sip;
  }
  /** The routes the softphone opened (the case form when a call is answered). */
  get opened() {
    mustBeSettled(this.actor);
    return this.flowsOpened;
  }
  async settle() {
    await settle();
    return this;
  }
  /** An event for the phone. */
  send(event: TelephonyEvent) {
    mustBeSettled(this.actor);
    this.children().telephony.send(event);
    return this;
  }
  async ready() {
    await this.send({ type: 'telephony.login' }).settle();
    await this.send({ type: 'sip.registered' }).settle();
    return this.send({ type: 'telephony.queue.login' }).settle();
  }
  toasts() {
    return this.notifications.getSnapshot().context.toasts.map((t) => t.text);
  }
}
