import { sql } from 'drizzle-orm';
import {
  campaignTargetOutcomes as outcomes,
  campaignTargets,
  campaignVersions,
  campaigns,
  cases,
  serviceConfiguration,
} from '../../../db/schema';
import { scoped } from '../../caller';
import { partyMembers } from '../party';
import type { InteractionSource } from './types';

/**
 * What an agent recorded when working a campaign target: the campaign and version as the title, the
 * disposition's label (from the configured dispositions_codes_telephony, the code when it is no longer
 * configured) and the agent's notes as the summary, the target's new status. A lead target is the party's
 * when the lead case is logged for one of the party's people.
 */
export const campaignOutcomeSource: InteractionSource = {
  kinds: ['campaign_outcome'],
  rows: ({ caller, party }) => sql`
    select 'campaign_outcome' as kind, ${outcomes.id} as id, ${outcomes.createdAt} as at,
      ${campaigns.name} || ' — ' || ${campaignVersions.name} as title,
      coalesce((select d->>'label' from ${serviceConfiguration}, jsonb_array_elements(${serviceConfiguration.value}) d
        where ${serviceConfiguration.name} = 'dispositions_codes_telephony' and d->>'code' = ${outcomes.disposition}
        limit 1), ${outcomes.disposition})
        || case when ${outcomes.notes} <> '' then ': ' || left(${outcomes.notes}, 200) else '' end as summary,
      ${outcomes.status} as status, null::text as case_number, null::text as target_kind, null::int as target_id,
      ${campaignTargets.partyName} as party_name, ${outcomes.agentUserId} as user_id
    from ${outcomes}
      join ${campaignVersions} on ${campaignVersions.id} = ${outcomes.versionId}
      join ${campaigns} on ${campaigns.id} = ${outcomes.campaignId}
      join ${campaignTargets} on ${campaignTargets.id} = ${outcomes.targetId}
    where ${scoped(caller, outcomes.tenantId)} and (
      (${outcomes.partyType}, ${outcomes.partyId}) in ${partyMembers(party)}
      or (${outcomes.partyType} = 'lead' and ${outcomes.partyId} in (select ${cases.id} from ${cases}
        where ${cases.recordType} = 'lead' and (${cases.partyType}, ${cases.partyId}) in ${partyMembers(party)})))`,
};
