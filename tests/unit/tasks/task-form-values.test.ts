import { describe, expect, it } from 'vitest';
import type { TaskAssignees } from '../../../src/contracts/tasks';
import { taskFormDefaults, taskFormSchema } from '../../../src/views/tasks/task-form-values';

const assignees: TaskAssignees = {
  workgroups: [
    { wrkgrp_id: 1, wrkgrp_name: 'Pretoria Member Services', tenant_id: 3 },
    { wrkgrp_id: 2, wrkgrp_name: 'Pretoria Claims Desk', tenant_id: 3 },
  ],
  members: [
    { wrkgrp_id: 1, user_id: 3, user_name: 'Naledi Mokoena' },
    { wrkgrp_id: 2, user_id: 3, user_name: 'Naledi Mokoena' },
  ],
  me: 3,
};
const linked = { id: 19, number: 'CAS-001018', title: 'Gap cover shortfall', wrkgrp_id: 2 };

describe('task form values: the case field', () => {
  it('a task opened from a case starts with the case, by its number, in the case’s workgroup', () => {
    const values = taskFormDefaults(null, null, [], assignees, linked);
    expect(values).toMatchObject({
      case_id: '19',
      case_query: 'CAS-001018 Gap cover shortfall',
      wrkgrp_id: '2',
    });
    expect(taskFormSchema.safeParse({ ...values, title: 'Call the broker' }).success).toBe(true);
  });

  it('refuses typed text that names no case from the list (spec §5), and allows no case at all', () => {
    const values = { ...taskFormDefaults(null, null, [], assignees), title: 'Call the broker' };
    const typed = taskFormSchema.safeParse({ ...values, case_query: 'CAS-0010', case_id: '' });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues).toEqual([
      expect.objectContaining({ path: ['case_id'], message: 'Choose a case from the list' }),
    ]);
    expect(taskFormSchema.safeParse({ ...values, case_query: '', case_id: '' }).success).toBe(true);
  });
});
