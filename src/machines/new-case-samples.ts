import type { EventObject } from 'xstate';
import type { Prepared } from './new-case-actors';
import type { NewCaseEvent } from './new-case.machine';
import { sampleCase } from './workflow-sample-data';

type Answer = (id: string, output: unknown) => EventObject;
type Failure = (id: string) => EventObject;

const prepared: Prepared = {
  workgroups: [
    { wrkgrp_id: 1, wrkgrp_name: 'Pretoria Claims Desk', wrkgrp_type: 'Case', tenant_id: 3 },
    { wrkgrp_id: 2, wrkgrp_name: 'Pretoria Walk-in Desk', wrkgrp_type: 'Case', tenant_id: 3 },
  ],
  defaultWrkgrpId: 1,
  members: { 1: [{ user_id: 3, user_name: 'Naledi Mokoena', is_default: true }] },
  party: { party_type: 'employer', party_id: 7, name: 'Mabena Logistics (Pty) Ltd' },
};

const events = (e: NewCaseEvent[]): EventObject[] => e;

/** Opens from a customer page, loads, fails and retries, changes workgroup, saves (refused, then accepted). */
export const newCaseSampleEvents = (done: Answer, failed: Failure): EventObject[] => [
  ...events([
    {
      type: 'newCase.open',
      me: 3,
      recordType: 'case',
      party: { party_type: 'employer', party_id: 7 },
    },
  ]),
  done('prepare', prepared),
  failed('prepare'),
  ...events([{ type: 'newCase.retry' }, { type: 'newCase.workgroup', wrkgrpId: 2 }]),
  done('loadMembers', { id: 2, members: [] }),
  failed('loadMembers'),
  ...events([
    {
      type: 'newCase.submit',
      input: { record_type: 'case', title: 'Walk-in: gap cover claim', source: 'walk-in', wrkgrp_id: 1 },
    },
  ]),
  done('createRecord', sampleCase(9, { source: 'walk-in' })),
  failed('createRecord'),
  ...events([{ type: 'newCase.close' }]),
];
