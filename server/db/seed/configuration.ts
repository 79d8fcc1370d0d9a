import type { ConfigurationValues } from '../../../src/contracts/campaigns';
import { dispositions } from '../../domain/telephony/codes';
import type { Db } from '../client';
import { serviceConfiguration } from '../schema';

/**
 * The service's configuration (spec §3 cached configuration names), seeded once: an administrator's later change
 * in the table survives restarts because existing names are never overwritten.
 */
export const seedConfigurationValues: ConfigurationValues = {
  telephony: { click_to_call: true, wrap_up_seconds: 30, outbound_caller_id: '0105001000' },
  auto_populate_keywords: [
    { keyword: '{customer_name}', label: 'Name of the person called' },
    { keyword: '{agent_name}', label: 'Your name' },
    { keyword: '{campaign_name}', label: 'Campaign name' },
    { keyword: '{version_name}', label: 'Campaign version' },
    { keyword: '{today}', label: 'Today’s date' },
  ],
  tags_list: {
    external_reference_number_task: {
      label: 'External reference number',
      max_length: 60,
      tags: ['Scheme claim reference', 'Policy number', 'Broker note reference', 'SARS tax reference'],
    },
    campaign_version_tags: {
      label: 'Campaign tags',
      max_length: 40,
      tags: [
        'Medical aid',
        'Gap cover',
        'Renewal',
        'Cross-sell',
        'Retention',
        'Compliance',
        'High value',
        'Year-end review',
      ],
    },
  },
  task_approval_fields: ['requires_approval', 'approver_user_id', 'approval_status', 'approval_comment'],
  dispositions_codes_telephony: dispositions
    .filter((d) => !d.system)
    .map((d) => ({ code: d.code, label: d.label })),
  campaign_mandatory_fields: [
    { key: 'current_scheme', label: 'Current medical scheme and plan' },
    { key: 'dependants_confirmed', label: 'Dependants confirmed', options: ['Yes', 'No', 'Changed'] },
    { key: 'interest_level', label: 'Interest level', options: ['High', 'Medium', 'Low', 'None'] },
    { key: 'preferred_callback', label: 'Preferred call-back time' },
    { key: 'email_confirmed', label: 'E-mail address confirmed' },
  ],
  campaign_conf: {
    target_page_size: 10,
    max_targets_per_version: 500,
    party_types: ['employee', 'contact', 'employer', 'lead'],
  },
  campaign_version_target_status: [
    { status: 'New', final: false },
    { status: 'In progress', final: false },
    { status: 'Call back', final: false },
    { status: 'Completed', final: true },
    { status: 'Not interested', final: true },
    { status: 'Unreachable', final: true },
  ],
};

export async function seedConfiguration(db: Db): Promise<void> {
  await db
    .insert(serviceConfiguration)
    .values(Object.entries(seedConfigurationValues).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing();
}
