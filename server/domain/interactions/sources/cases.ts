import { sql } from 'drizzle-orm';
import { cases } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyMembers } from '../party';
import type { InteractionSource } from './types';

/** Cases and leads logged for the party or its people. */
export const caseSource: InteractionSource = {
  kinds: ['case', 'lead'],
  rows: ({ caller, party }) => sql`
    select ${cases.recordType} as kind, ${cases.id} as id, ${cases.createdAt} as at, ${cases.title} as title,
      left(${cases.description}, 240) as summary, ${cases.status} as status, ${cases.number} as case_number,
      'case' as target_kind, ${cases.id} as target_id, ${cases.partyName} as party_name,
      ${cases.createdBy} as user_id
    from ${cases}
    where ${scoped(caller, cases.tenantId)} and (${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)}`,
};
