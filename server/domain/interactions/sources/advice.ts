import { sql } from 'drizzle-orm';
import { adviceRecords, employees } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyEmployees } from '../party';
import type { InteractionSource } from './types';

/** Benefits advice given to the party's employees (the status is worded by the list). */
export const adviceSource: InteractionSource = {
  kinds: ['advice'],
  rows: ({ caller, party }) => sql`
    select 'advice' as kind, ${adviceRecords.id} as id, ${adviceRecords.createdAt} as at,
      'Benefits advice' as title, coalesce(${adviceRecords.closeReason}, '') as summary,
      ${adviceRecords.status} as status, null::text as case_number, 'advice' as target_kind,
      ${adviceRecords.id} as target_id, ${employees.firstName} || ' ' || ${employees.lastName} as party_name,
      ${adviceRecords.adviserId} as user_id
    from ${adviceRecords} join ${employees} on ${employees.id} = ${adviceRecords.employeeId}
    where ${scoped(caller, adviceRecords.tenantId)} and ${adviceRecords.employeeId} in ${partyEmployees(party)}`,
};
