import type { APIRequestContext } from '@playwright/test';
import type { EventObject } from 'xstate';
import {
  adviceStatuses,
  adviceTransition,
  type Advice,
  type AdviceStatus,
} from '../../../../src/contracts/advice';
import { adviceMachine } from '../../../../src/machines/advice.machine';
import { sampleNeeds } from '../../../../src/machines/sample-advice';
import { serviceAs } from '../../support/service-as';
import { walk } from '../machine-walk';

const statusOf = (event: EventObject | undefined): AdviceStatus | undefined =>
  (event as { output?: Advice } | undefined)?.output?.status;

/**
 * How the service would answer a path's events. The registry's sample answers carry any status, but the service
 * answers a read with the status the advice has and an action with the status the lifecycle table gives: a path
 * whose sample answers differ is one the console can never take from that step (`impossible.step`, 0-based).
 * `start` is the status the advice must be seeded in (the one the path's first read answers).
 */
export function adviceCourse(events: EventObject[]): {
  start: AdviceStatus;
  impossible: { step: number; reason: string } | null;
} {
  const start = statusOf(events.find((e) => e.type === 'xstate.done.actor.loadAdvice')) ?? 'draft';
  let held = start;
  // The seeded advice has two documents (record of advice, scheme comparison); removing the last goes back.
  let documents = 2;
  const { steps } = walk(adviceMachine, events, { adviceId: 41 });
  for (const [i, step] of steps.entries()) {
    const answered = statusOf(step.event);
    if (step.event.type === 'xstate.done.actor.loadAdvice' && answered !== held)
      return {
        start,
        impossible: { step: i, reason: `a read of an advice in ${held} answers ${held}, not ${answered}` },
      };
    if (step.event.type !== 'xstate.done.actor.runAction') continue;
    const action = step.before.context.request?.action;
    if (!action) continue;
    if (action === 'export') documents = 2;
    if (action === 'remove_documents') documents -= 1;
    const answer = adviceTransition(held, action, {
      comparedCount: 2,
      recommendationInComparison: true,
      liveDocuments: documents,
      documentsLeftAfterRemoval: documents,
      hasRecipient: true,
      hasReason: true,
    });
    const next = answer.allowed ? answer.next : held;
    if (answered !== next)
      return {
        start,
        impossible: {
          step: i,
          reason: `the service answers ${action} on ${held} with ${next}, not ${answered}`,
        },
      };
    held = next;
  }
  return { start, impossible: null };
}

/** The adviser's (agent's) advice calls; every answer checked for errCode 0. */
async function adviserCalls(request: APIRequestContext, baseURL: string) {
  const call = await serviceAs(request, baseURL, 'agent');
  return <T>(name: string, data: unknown): Promise<T> => call<T>(`/moses/v1/${name}`, data);
}

/**
 * A new advice of a demo employee brought to `status` through the service as an adviser would (needs, a
 * comparison of two plans, a recommendation, documents, e-mail kept in the outbox, close): this path's alone.
 */
export async function adviceIn(
  request: APIRequestContext,
  baseURL: string,
  status: AdviceStatus,
): Promise<{ id: number }> {
  const call = await adviserCalls(request, baseURL);
  const [employee] = await call<{ employee_id: number }[]>('search_employee_fm', { query: 'JCL0005' });
  if (!employee) throw new Error('The demo employee JCL0005 is missing');
  const { advice_id: id } = await call<Advice>('create_advice', { employee_id: employee.employee_id });
  const past = (s: AdviceStatus) => adviceStatuses.indexOf(status) >= adviceStatuses.indexOf(s);
  if (past('needs_captured')) await call('create_insurance_needs', { advice_id: id, needs: sampleNeeds });
  if (past('schemes_compared')) {
    const plans = await call<{ scheme_id: number }[]>('filter_schemes', {
      adult_dependent: 0,
      child_dependent: 0,
      include_inactive: false,
    });
    const schemeIds = plans.slice(0, 2).map((p) => p.scheme_id);
    await call('save_advice', { advice_id: id, scheme_ids: schemeIds, gap_ids: [] });
    if (past('recommended'))
      await call('update_advice_rec', {
        advice_id: id,
        scheme_id: schemeIds[0],
        gap_id: null,
        reason: 'Private hospital cover at a contribution the family can afford.',
      });
  }
  if (past('documents_generated')) await call('export_advice', { advice_id: id });
  if (past('sent'))
    await call('email_advice_documents', {
      advice_id: id,
      to: 'model.advice@example.co.za',
      cc: [],
      message: '',
    });
  if (past('closed')) await call('close_advice', { advice_id: id, reason: 'Employee joined the plan' });
  return { id };
}
