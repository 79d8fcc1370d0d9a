import { workflowListsMachine } from './workflow-lists.machine';
import { workgroupOptionsMachine } from './workgroup-options.machine';
import { caseDetailMachine } from './case-detail.machine';
import {
  workflowAdminResourceMachine,
  workflowAdminResourceSampleEvents,
  workflowAdminResourceSampleInput,
} from './workflow-admin-resource.machine';
import {
  caseDetailSampleEvents,
  workflowListsSampleEvents,
  workgroupOptionsSampleEvents,
} from './workflow-sample-data';
import { tasksMachine, tasksSampleEvents } from './tasks.machine';
import type { RegistryEntry } from './registry-entry';

/** The workflow area: case and lead lists, their action dialogs, one case, admin screens and tasks. */
export const workflowEntries: RegistryEntry[] = [
  {
    id: 'workflowLists',
    machine: workflowListsMachine,
    purpose:
      'Workflow lists (cases or leads): load, optimistic action through the §4 table, reconcile or roll back, live pushes',
    sampleEvents: workflowListsSampleEvents,
    input: { recordType: 'case' },
  },
  {
    id: 'workgroupOptions',
    machine: workgroupOptionsMachine,
    purpose: 'Choices of the workflow action dialogs: workgroups to dispatch to and the members of each',
    sampleEvents: workgroupOptionsSampleEvents,
    input: { wrkgrpType: 'Case' },
  },
  {
    id: 'caseDetail',
    machine: caseDetailMachine,
    purpose: 'One case or lead with its audit trail',
    sampleEvents: caseDetailSampleEvents,
    input: { id: 1 },
  },
  {
    id: 'workflowAdminResource',
    machine: workflowAdminResourceMachine,
    purpose: 'A workgroup-admin or case set-up screen: read, save a change, read again; refusals shown',
    sampleEvents: workflowAdminResourceSampleEvents,
    input: workflowAdminResourceSampleInput,
    unreachable: {
      boot: 'A choice, not a place: its eventless transitions pick loading or ready from the input in the step that starts the machine, so no snapshot (and no screen) is ever in it',
    },
  },
  {
    id: 'tasks',
    machine: tasksMachine,
    purpose:
      'A task screen (tracker, admin, group or task form): load, one command at a time, reload after it',
    sampleEvents: tasksSampleEvents,
    input: { view: 'tracker' },
  },
];
