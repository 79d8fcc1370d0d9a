import { sql } from 'drizzle-orm';
import { cases, tasks } from '../../../db/schema';
import { scoped } from '../../caller';
import { partyMembers } from '../party';
import type { InteractionSource } from './types';

/** Tasks of the party's cases; "mine" is the task's owner, or whoever set it when nobody owns it. */
export const taskSource: InteractionSource = {
  kinds: ['task'],
  rows: ({ caller, party }) => sql`
    select 'task' as kind, ${tasks.id} as id, ${tasks.createdAt} as at, ${tasks.title} as title,
      left(${tasks.description}, 240) as summary, ${tasks.status} as status, ${cases.number} as case_number,
      'task' as target_kind, ${tasks.id} as target_id, ${cases.partyName} as party_name,
      coalesce(${tasks.ownerUserId}, ${tasks.createdBy}) as user_id
    from ${tasks} join ${cases} on ${cases.id} = ${tasks.caseId}
    where ${scoped(caller, tasks.tenantId)} and (${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)}`,
};
