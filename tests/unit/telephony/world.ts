import { CallCaseFlow, Softphone, type CallCaseOptions, type HistoryAnswer } from './world-flows';
import { Phone, type PhoneOptions } from './world-phone';
import { CallerHistory, Monitor, TestCaller } from './world-side';

/**
 * The one telephony test world (tldraw's test editor, for the phone). Each test builds the actor it drives from
 * its machine with fakes at the service and SIP boundary (`machine.provide`), and drives it synchronously:
 * XState handles an event before `send` returns, e.g.
 * `(await world.phone().ready()).incoming('0821234567').answer().expectState('inQueue.talking.active')`.
 * Only the fake service calls answer on a later tick: `await x.settle()` (or the `settle()` below) lets them, and
 * every driver refuses to be read while one is still answering, so a forgotten settle fails instead of passing on
 * the state before the answer.
 */
export const world = {
  /** The telephony machine: SIP, call log and recorder recorded; service answers set up front. */
  phone: (options?: PhoneOptions) => new Phone(options),
  /** The softphone parent with the phone and the call-to-case flow as its children, toasts real. */
  softphone: (options?: { openOnAnswer?: boolean }) => new Softphone(options),
  /** The guided call-to-case flow, with the caller lookup, case creation and caller history faked. */
  callCase: (options?: CallCaseOptions) => new CallCaseFlow(options),
  /** The caller history beside a call, on its own. */
  callerHistory: (answers: Record<string, HistoryAnswer[]> = {}) => new CallerHistory(answers),
  /** A supervisor's or an agent's monitor session. */
  monitor: () => new Monitor(),
  /** The supervisors' test caller. */
  testCaller: (options?: { refuse?: boolean }) => new TestCaller(options),
};

export { settle } from './world-flight';
export { phoneFakes } from './world-phone';
export { createdCase } from './world-flows';
export { monitorId, monitorToken, testCallerDetails } from './world-side';
