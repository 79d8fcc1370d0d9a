import { customerRecordMachine, sampleEvents as customerRecordEvents } from './customer-record.machine';
import { salesDeskMachine, sampleEvents as salesDeskEvents } from './sales-desk.machine';
import { crmDeskMachine, crmDeskSampleEvents } from './crm-desk.machine';
import { done, failed, type RegistryEntry } from './registry-entry';

/** The CRM area: customer records, the sales-order desk and the CRM desk reads. */
export const crmEntries: RegistryEntry[] = [
  {
    id: 'customerRecord',
    machine: customerRecordMachine,
    purpose: 'A customer record in a details form: open new or existing, save, remove (customers area)',
    sampleEvents: customerRecordEvents,
  },
  {
    id: 'salesDesk',
    machine: salesDeskMachine,
    purpose: 'Sales-order desk: requests, quotes or orders with their next step (RFQ → quote → order)',
    sampleEvents: salesDeskEvents,
    input: { kind: 'rfq' },
  },
  {
    id: 'crmDesk',
    machine: crmDeskMachine,
    purpose:
      'Offerings, stock history, RFQ dispatch map, mobile mapping, benefits: load, change, refresh the cache, reload',
    sampleEvents: crmDeskSampleEvents(done, failed),
    input: { reads: { rfqMap: {} } },
  },
];
