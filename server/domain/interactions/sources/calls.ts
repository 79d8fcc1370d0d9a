import { sql } from 'drizzle-orm';
import { cases, telephonyCallLogs as calls } from '../../../db/schema';
import { scoped } from '../../caller';
import { dispositions } from '../../telephony/codes';
import { partyMembers, partyPhones } from '../party';
import type { InteractionSource } from './types';

// The disposition's words, not its code, so that the free-text filter finds "call-back" in a call's summary.
const dispositionLabel = sql.join(
  [
    sql`case ${calls.dispositionCode}`,
    ...dispositions.map((d) => sql`when ${d.code}::text then ${d.label}::text`),
    sql`else ${calls.dispositionCode} end`,
  ],
  sql` `,
);

/**
 * Calls from or to the party: those whose case is the party's, and those from or to one of its numbers (a call
 * that ended without a case is a touch too, with no record to open). A call still ringing is the one in
 * progress, not history.
 */
export const callSource: InteractionSource = {
  kinds: ['call'],
  rows: ({ caller, party }) => sql`
    select 'call' as kind, ${calls.id} as id, ${calls.startedAt} as at,
      case when ${calls.direction} = 'inbound' then 'Call from +' else 'Call to +' end || ${calls.number} as title,
      coalesce(${calls.note}, ${dispositionLabel}, '') as summary, initcap(${calls.status}) as status,
      ${cases.number} as case_number,
      case when ${cases.id} is null then null else 'case' end as target_kind,
      ${cases.id} as target_id, ${cases.partyName} as party_name,
      ${calls.userId} as user_id
    from ${calls} left join ${cases} on ${cases.id} = ${calls.caseId}
    where ${scoped(caller, calls.tenantId)} and ${calls.status} <> 'ringing'
      and ((${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)}
        or ${calls.number} in ${partyPhones(party)})`,
};
