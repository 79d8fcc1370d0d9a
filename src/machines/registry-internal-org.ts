import { internalRecordMachine, internalRecordSampleEvents } from './internal-record.machine';
import { internalListMachine, internalListSampleEvents } from './internal-list.machine';
import type { RegistryEntry } from './registry-entry';

/** The internal-organisation screens: one record in a form, one read of a list. */
export const internalOrgEntries: RegistryEntry[] = [
  {
    id: 'internalRecord',
    machine: internalRecordMachine,
    purpose:
      'An internal-organisation record in a form (department, employee, FSP, organisation, tenant configuration): open, save, remove',
    sampleEvents: internalRecordSampleEvents,
  },
  {
    id: 'internalList',
    machine: internalListMachine,
    purpose:
      'One read of the internal-organisation screens (employees, FSPs, customer details): load, search again',
    sampleEvents: internalListSampleEvents,
    input: { list: 'fsps' },
  },
];
