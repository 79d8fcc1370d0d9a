import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { signIn } from '../fixtures';
import { writeCoverage, type CoverageRecord } from './coverage-record';
import { activeInvokes, activeStates, label, walk, type WalkStep } from './machine-walk';
import { ServiceHolds } from './service-holds';
import { isMomentary, isUnreachable, type AnyUiModel, type Ui } from './ui-model';

/** A path to run: events from the machine's initial state; `recorded` is the state a trace saw after each one. */
export type PathToRun = {
  title: string;
  machine: AnyStateMachine;
  input?: unknown;
  events: EventObject[];
  recorded?: (string | null)[];
};

export class BeyondReach extends Error {}

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Why a path cannot run in the browser at all (a state or event its model marks unreachable), or null. */
export const unrunnable = (model: AnyUiModel, path: PathToRun): string | null => {
  const { initial, steps } = walk(path.machine, path.events, path.input);
  for (const snapshot of [initial, ...steps.map((s) => s.after)])
    for (const state of activeStates(path.machine, snapshot)) {
      const view = model.states[state];
      if (isUnreachable(view)) return `state ${state}: ${view.unreachable}`;
    }
  for (const { event, before } of steps) {
    const impossible = model.impossible?.(event, before.context as never, before);
    if (impossible) return `step ${event.type}: ${impossible}`;
    const action = model.events[event.type];
    if (isUnreachable(action)) return `event ${event.type}: ${action.unreachable}`;
    const reason = model.unreachableEvents?.[event.type];
    if (reason) return `event ${event.type}: ${reason}`;
  }
  return null;
};

type Env = { page: Page; request: APIRequestContext; baseURL: string; testInfo: TestInfo };

/**
 * Runs one path in the browser through its model: seeds the path's own data, signs in, opens the screen, then
 * for each step does what the model says a person does (or lets the service answer, or fails it) and checks what
 * the model says a person sees in every state the machine is then in. A failure names the path, the step, the
 * expected state and carries a screenshot; what the browser reached is written for the coverage report.
 */
export async function runPath(model: AnyUiModel, path: PathToRun, env: Env): Promise<void> {
  const { page, request, baseURL, testInfo } = env;
  const { initial, steps } = walk(path.machine, path.events, path.input);
  const record: CoverageRecord = {
    machine: model.id,
    title: path.title,
    states: [],
    transitions: [],
    unreachable: Object.fromEntries(
      Object.entries(model.states).flatMap(([s, v]) => (isUnreachable(v) ? [[s, v.unreachable]] : [])),
    ),
    ...(model.transitionReasons && { transitionReasons: model.transitionReasons }),
  };
  const holds = new ServiceHolds(page, model.services ?? {});
  const data = await model.seed({ page, request, baseURL, events: path.events });
  const ui: Ui<unknown> = {
    page,
    request,
    baseURL,
    data,
    ahead: path.events,
    beyondReach: (reason) => new BeyondReach(reason),
  };
  if (model.account) await signIn(page, model.account, { baseURL });

  const where = (n: number, step: WalkStep | null) =>
    n === 0
      ? `the initial state ${label(initial)}`
      : `step ${n} of ${steps.length} (${step?.event.type}) → ${label(step?.after ?? initial)}`;
  const fail = async (n: number, step: WalkStep | null, state: string, error: unknown): Promise<never> => {
    const shot = testInfo.outputPath(`step-${n}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    await testInfo.attach(`step ${n}`, { path: shot, contentType: 'image/png' }).catch(() => undefined);
    const reason = error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
    throw new Error(
      `${model.id}: path "${path.title}", ${where(n, step)}: expected state ${state} was not shown.\n${reason}\nScreenshot: ${shot}`,
    );
  };
  const check = async (n: number, step: WalkStep | null) => {
    const snapshot = step?.after ?? initial;
    for (const state of activeStates(path.machine, snapshot)) {
      const view = model.states[state];
      if (!view || isUnreachable(view)) continue;
      await view(ui).catch((error: unknown) => fail(n, step, state, error));
      record.states.push(state);
    }
  };

  try {
    await holds.hold(activeInvokes(path.machine, initial));
    await model.open(ui);
    await check(0, null);
    for (const [i, step] of steps.entries()) {
      const n = i + 1;
      ui.ahead = path.events.slice(n);
      const recorded = path.recorded?.[i];
      if (recorded && recorded !== label(step.after))
        throw new Error(
          `${model.id}: path "${path.title}", step ${n} of ${steps.length} (${step.event.type}): the console no longer allows it. From ${label(step.before)} the machine goes to ${label(step.after)}; the trace recorded ${recorded}.`,
        );
      // A session's trace also holds what the actor received and ignored (a failure report before any session):
      // nothing happened, so nothing is done for it; the state it stayed in is still checked.
      if (path.recorded && step.transitions.length === 0 && label(step.before) === label(step.after)) {
        await check(n, step);
        continue;
      }
      const answer = actorEvent.exec(step.event.type);
      let momentary: string | null = null;
      // The state an answer leads to may call the service at once (a poll with no delay, a conflict's reload): its
      // calls are held before the answer goes out, or they could slip past the hold (the answered call is re-held below).
      if (answer) await holds.hold(activeInvokes(path.machine, step.after).filter((id) => id !== answer[2]));
      if (answer?.[1] === 'done') await holds.release(answer[2] ?? '', 'done');
      else if (answer?.[1] === 'error') {
        const error = (step.event as { error?: unknown }).error;
        if (!(await holds.release(answer[2] ?? '', 'fail', error)))
          throw new BeyondReach(`the model names no service call to fail for ${answer[2]}`);
      } else if (!step.event.type.startsWith('xstate.')) {
        await holds.hold(activeInvokes(path.machine, step.after));
        type Act = (ui: Ui<unknown>, event: EventObject, context: unknown) => Promise<void>;
        const declared = model.events[step.event.type] as Act | { momentary: string; act: Act } | undefined;
        momentary = isMomentary(declared) ? declared.momentary : null;
        const action = isMomentary(declared) ? declared.act : declared;
        if (!action) throw new BeyondReach(`the model has no action for ${step.event.type}`);
        await action(ui, step.event, step.before.context).catch((error: unknown) => {
          if (error instanceof BeyondReach) throw error;
          return fail(n, step, `${label(step.before)} (doing ${step.event.type})`, error);
        });
      }
      // A timer's event (xstate.after.*) enters its state on its own, like an answer: hold what that state calls
      // (the runner gets here at once, before the machine's own delay has run out).
      if (answer || step.event.type.startsWith('xstate.after.'))
        await holds.hold(activeInvokes(path.machine, step.after));
      if (momentary)
        testInfo.annotations.push({
          type: 'momentary',
          description: `step ${n} (${step.event.type}): ${momentary}`,
        });
      else await check(n, step);
      record.transitions.push(...step.transitions);
      await holds.keepOnly(activeInvokes(path.machine, step.after));
    }
  } catch (error) {
    if (!(error instanceof BeyondReach)) throw error;
    record.stopped = error.message;
    testInfo.annotations.push({ type: 'stopped', description: error.message });
  } finally {
    await holds.keepOnly([]);
    writeCoverage(record);
  }
}
