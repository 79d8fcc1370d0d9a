import { sql } from 'drizzle-orm';
import { caseHistory, cases } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyMembers } from '../party';
import type { InteractionSource } from './types';

/**
 * Every status move of the party's cases and leads (issue 34): set In Progress, Pending Customer with what it
 * waits for, Resolved with how, Closed, Reopened, and the reminder bringing it back. The status column holds the
 * new status; the summary the move's reason, resolution or note.
 */
export const statusSource: InteractionSource = {
  kinds: ['status_change'],
  rows: ({ caller, party }) => sql`
    select 'status_change' as kind, ${caseHistory.id} as id, ${caseHistory.at} as at, ${cases.title} as title,
      (${caseHistory.changes} -> 'status' ->> 0) || ' → ' || (${caseHistory.changes} -> 'status' ->> 1) ||
        coalesce(': ' || (${caseHistory.changes} -> 'pending_reason' ->> 1), '') ||
        coalesce(': ' || (${caseHistory.changes} -> 'resolution_code' ->> 1), '') ||
        coalesce(' — ' || left(${caseHistory.note}, 200), '') as summary,
      ${caseHistory.changes} -> 'status' ->> 1 as status, ${cases.number} as case_number,
      'case' as target_kind, ${cases.id} as target_id, ${cases.partyName} as party_name,
      ${caseHistory.userId} as user_id
    from ${caseHistory} join ${cases} on ${cases.id} = ${caseHistory.caseId}
    where ${scoped(caller, caseHistory.tenantId)} and ${caseHistory.changes} ? 'status'
      -- The creation is the case's own entry (cases.ts).
      and ${caseHistory.action} <> 'create'
      and (${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)}`,
};
