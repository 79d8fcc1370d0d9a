import { sql } from 'drizzle-orm';
import { adviceFiles, adviceMails, adviceRecords, employees } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyEmployees } from '../party';
import type { InteractionSource } from './types';

/**
 * The PDFs an advice produced (record of advice, comparisons): created, then sent once a mail carried them.
 * A removed document stays on the timeline as removed, like the mails that named it.
 */
export const adviceDocumentSource: InteractionSource = {
  kinds: ['advice_document'],
  rows: ({ caller, party }) => sql`
    select 'advice_document' as kind, ${adviceFiles.id} as id, ${adviceFiles.createdAt} as at,
      case ${adviceFiles.kind} when 'advice' then 'Record of advice'
        when 'scheme_comparison' then 'Medical scheme comparison' else 'Gap cover comparison' end as title,
      ${adviceFiles.fileName} as summary,
      case when ${adviceFiles.removedAt} is not null then 'Removed'
        when exists (select 1 from ${adviceMails} where ${adviceMails.adviceId} = ${adviceFiles.adviceId}
          and ${adviceMails.status} in ('sent', 'kept') and ${adviceMails.attachments} ? ${adviceFiles.fileName})
        then 'Sent' else 'Created' end as status,
      null::text as case_number, 'advice' as target_kind, ${adviceRecords.id} as target_id,
      ${employees.firstName} || ' ' || ${employees.lastName} as party_name, ${adviceRecords.adviserId} as user_id
    from ${adviceFiles}
      join ${adviceRecords} on ${adviceRecords.id} = ${adviceFiles.adviceId}
      join ${employees} on ${employees.id} = ${adviceRecords.employeeId}
    where ${scoped(caller, adviceRecords.tenantId)} and ${adviceRecords.employeeId} in ${partyEmployees(party)}`,
};
