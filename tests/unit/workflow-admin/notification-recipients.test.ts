import { describe, expect, it } from 'vitest';
import { notificationRecipients } from '../../../src/contracts/workflow-admin/notifications';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import { sampleCase } from '../../../src/machines/workflow-sample-data';

const change = (
  action: WorkflowChange['action'],
  owner: number | null,
  previousOwner: number | null,
  by = 1,
  wg = 10,
  previousWg = 10,
): WorkflowChange => ({
  action,
  record: sampleCase(1, { owner_user_id: owner, wrkgrp_id: wg }),
  previous: { wrkgrp_id: previousWg, owner_user_id: previousOwner, tenant_id: 1 },
  by_user_id: by,
});

describe('notificationRecipients', () => {
  it.each([
    ['assign to someone else', change('assign', 2, 1), [], [2]],
    ['assign to oneself', change('assign', 1, null), [], []],
    ['assign to the same owner again', change('assign', 2, 2), [], []],
    ['reject to a named colleague', change('reject', 3, 1), [], [3]],
    ['reject back to the queue', change('reject', null, 1), [], []],
    [
      'dispatch to another workgroup: its supervisors but not the dispatcher',
      change('dispatch', null, 1, 1, 11, 10),
      [1, 7],
      [7],
    ],
    ['dispatch within the same workgroup', change('dispatch', null, 1, 1, 10, 10), [7], []],
    ['accept', change('accept', 1, null), [7], []],
    ['yank', change('yank', 1, 2), [7], []],
    ['close', change('close', 1, 1), [7], []],
  ])('%s', (_name, c, supervisors, expected) => {
    expect(notificationRecipients(c, supervisors)).toEqual(expected);
  });
});
