import { sql } from 'drizzle-orm';
import { adviceMails, adviceRecords, caseDocuments, cases, employees } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyEmails, partyEmployees, partyMembers } from '../party';
import type { InteractionSource } from './types';

/**
 * Advice mails (record of advice, scheme and gap comparisons): the party's when they belong to an advice of its
 * employees or went to one of its addresses (a comparison mailed from the market screens has no advice). A
 * mail the relay refused was not a touch.
 */
export const adviceMailSource: InteractionSource = {
  kinds: ['email'],
  rows: ({ caller, party }) => sql`
    select 'email' as kind, ${adviceMails.id} as id, ${adviceMails.createdAt} as at,
      ${adviceMails.subject} as title,
      'To ' || ${adviceMails.to} || case when jsonb_array_length(${adviceMails.attachments}) > 0
        then ' with ' || (select string_agg(f, ', ') from jsonb_array_elements_text(${adviceMails.attachments}) f)
        else '' end as summary,
      case ${adviceMails.status} when 'sent' then 'Sent' else 'In the outbox' end as status,
      null::text as case_number,
      case when ${adviceMails.adviceId} is null then null else 'advice' end as target_kind,
      ${adviceMails.adviceId} as target_id,
      ${employees.firstName} || ' ' || ${employees.lastName} as party_name, ${adviceMails.userId} as user_id
    from ${adviceMails}
      left join ${adviceRecords} on ${adviceRecords.id} = ${adviceMails.adviceId}
      left join ${employees} on ${employees.id} = ${adviceRecords.employeeId}
    where ${scoped(caller, adviceMails.tenantId)} and ${adviceMails.status} in ('sent', 'kept')
      and (${adviceRecords.employeeId} in ${partyEmployees(party)}
        or lower(${adviceMails.to}) in ${partyEmails(party)})`,
};

/**
 * Documents that went out with a case's notification to the party (spec §9: cases yes, tasks no). Their ids are
 * negative, which keeps them apart from the advice mails' ids: (kind, id) names one entry of the list.
 */
export const caseMailSource: InteractionSource = {
  kinds: ['email'],
  rows: ({ caller, party }) => sql`
    select 'email' as kind, -${caseDocuments.id} as id, ${caseDocuments.createdAt} as at,
      'Case notification: ' || ${cases.title} as title, 'With ' || ${caseDocuments.name} as summary,
      'Sent' as status, ${cases.number} as case_number, 'case' as target_kind, ${cases.id} as target_id,
      ${cases.partyName} as party_name, ${caseDocuments.uploadedBy} as user_id
    from ${caseDocuments} join ${cases} on ${cases.id} = ${caseDocuments.caseId}
    where ${scoped(caller, caseDocuments.tenantId)} and ${caseDocuments.sentWithNotification}
      and (${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)}`,
};
