import { sql } from 'drizzle-orm';
import { caseNotes, cases } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyMembers } from '../party';
import type { InteractionSource } from './types';

/** Notes and replies written on the party's cases. */
export const noteSource: InteractionSource = {
  kinds: ['note'],
  rows: ({ caller, party }) => sql`
    select 'note' as kind, ${caseNotes.id} as id, ${caseNotes.createdAt} as at, ${cases.title} as title,
      left(${caseNotes.body}, 240) as summary,
      case when ${caseNotes.depth} = 1 then 'Note' else 'Reply' end as status, ${cases.number} as case_number,
      'case' as target_kind, ${cases.id} as target_id, ${cases.partyName} as party_name,
      ${caseNotes.authorUserId} as user_id
    from ${caseNotes} join ${cases} on ${cases.id} = ${caseNotes.caseId}
    where ${scoped(caller, caseNotes.tenantId)} and (${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)}`,
};
