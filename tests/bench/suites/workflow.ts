import type { Row } from '../lib/report';
import { budgets } from '../lib/budgets';
import { median } from '../lib/stats';
import type { CaseRecord, WorkflowChange } from '../../../src/contracts/workflow/cases';
import { listKinds, listNames, workflowActions } from '../../../src/rules/workflow-list-table';
import { applyChange, emptyLists, type Viewer } from '../../../src/rules/workflow-lists';
import { sampleCase } from '../../../src/machines/workflow-sample-data';

const size = 10_000;
const actions = 10_000;
const viewer: Viewer = { owner_user_id: 3, wrkgrp_id: 1, wrkgrp_id_list: [1, 2, 3] };

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => (a = (Math.imul(a ^ (a >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 4294967296;
}

function setup(seed: number) {
  const r = random(seed);
  const records: CaseRecord[] = [];
  for (let id = 1; id <= size; id++)
    records.push(
      sampleCase(id, {
        wrkgrp_id: 1 + Math.floor(r() * 4),
        owner_user_id: r() < 0.5 ? 3 : r() < 0.5 ? null : 4,
      }),
    );
  const lists = emptyLists<CaseRecord>();
  for (const record of records)
    for (const kind of listKinds) {
      const mine = record.owner_user_id === 3;
      const member =
        kind === 'my'
          ? mine && record.wrkgrp_id === 1
          : kind === 'my_all'
            ? mine
            : kind === 'wg'
              ? record.wrkgrp_id === 1
              : record.wrkgrp_id <= 3;
      if (member) lists[listNames.case[kind]].set(record.id, record);
    }
  const changes: WorkflowChange[] = [];
  for (let i = 0; i < actions; i++) {
    const before = records[Math.floor(r() * size)];
    const action = workflowActions[Math.floor(r() * workflowActions.length)];
    const record = {
      ...before,
      wrkgrp_id: action === 'dispatch' || action === 'assign' ? 1 + Math.floor(r() * 4) : before.wrkgrp_id,
      owner_user_id: action === 'dispatch' ? null : action === 'accept' || action === 'yank' ? 3 : 4,
      status: action === 'close' ? ('Closed' as const) : before.status,
      version: before.version + 1,
    };
    changes.push({
      action,
      record,
      previous: { wrkgrp_id: before.wrkgrp_id, owner_user_id: before.owner_user_id, tenant_id: 3 },
      by_user_id: 3,
    });
  }
  return { lists, changes };
}

/**
 * The list-update table under load (ARCHITECTURE §10: 10 000 actions against lists of 10 000 records, ≤ 50 ms
 * in all): each run builds fresh lists and changes from its own seed, and only the applying is timed.
 */
export function workflowSuite(runs: number): Row[] {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { lists, changes } = setup(run + 1);
    const start = performance.now();
    for (const change of changes) applyChange(lists, change, viewer);
    times.push(performance.now() - start);
  }
  return [
    {
      metric: `workflow lists: ${actions.toLocaleString('en-ZA')} actions on lists of ${size.toLocaleString('en-ZA')}`,
      unit: 'ms',
      median: median(times),
      samples: times,
      budget: budgets.workflowListsMs,
    },
  ];
}
