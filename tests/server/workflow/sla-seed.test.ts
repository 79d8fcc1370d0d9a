import { describe, expect, it } from 'vitest';
import type { CasePage } from '../../../src/contracts/workflow/cases';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { createTestApp, post } from '../helpers';
import { sessions } from './world';

const t = await createTestApp();
const { agent } = await sessions(t.app, 'agent');

/** How many of the agent's records are in each SLA state. */
async function statesOf(recordType: 'case' | 'lead'): Promise<Map<string, number>> {
  const body = { record_type: recordType, size: 1000 };
  const answer = await post<CasePage>(t.app, workflowPaths.caseList, body, agent.token);
  const out = new Map<string, number>();
  for (const r of answer.body.data.rows) {
    const state = r.sla?.state ?? 'none';
    out.set(state, (out.get(state) ?? 0) + 1);
  }
  return out;
}

describe('the seed relative to the day the database is created', () => {
  it('spreads cases and leads over every SLA state; due today whenever working time is left today', async () => {
    const local = new Date(Date.now() + 2 * 3_600_000);
    const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
    const roomToday = local.getUTCDay() % 6 !== 0 && minuteOfDay >= 540 && minuteOfDay < 18 * 60 - 20;
    const want = ['overdue', 'due-later', 'paused', 'met', ...(roomToday ? ['due-today'] : [])];
    for (const recordType of ['case', 'lead'] as const) {
      const states = await statesOf(recordType);
      const open = [...states].reduce((n, [state, count]) => n + (state === 'met' ? 0 : count), 0);
      // Not a stray record: each open state holds at least a tenth of the open records.
      for (const state of want) {
        const share = (states.get(state) ?? 0) / (state === 'met' ? 1 : open);
        expect({ recordType, state, enough: share >= 0.1 }).toEqual({ recordType, state, enough: true });
      }
    }
  });
});
