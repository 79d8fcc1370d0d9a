import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';

/** Outbound campaigns: a campaign has versions, a version has targets, agents record outcomes on targets. */
export const partyTypes = ['employer', 'contact', 'employee', 'lead'] as const;
export type PartyType = (typeof partyTypes)[number];
export const versionStatuses = ['draft', 'active', 'paused', 'closed'] as const;
export type VersionStatus = (typeof versionStatuses)[number];
export const versionActions = ['activate', 'pause', 'close'] as const;
export type VersionAction = (typeof versionActions)[number];

const id = dbInt({ error: fieldMessages.required }).positive();
/** Query-string ids arrive as text: the GET calls coerce them and refuse anything that is not an id. */
const queryId = z.coerce.number({ error: fieldMessages.required }).int().positive().max(2147483647);
const text = (min: number, max: number) =>
  z
    .string({ error: fieldMessages.required })
    .trim()
    .min(min, min === 1 ? fieldMessages.required : fieldMessages.minlength(min))
    .max(max, fieldMessages.maxlength(max));
const keyList = z.array(z.string().trim().min(1).max(60)).max(20);

export const campaignCreate = z.object({ name: text(3, 120), description: text(0, 1000).default('') });

export const targetRef = z.object({ party_type: z.enum(partyTypes), party_id: id });
export type TargetRef = z.output<typeof targetRef>;

const versionFields = {
  name: text(3, 120),
  call_script: text(0, 4000).default(''),
  outcome_note: text(0, 2000).default(''),
  mandatory_fields: keyList.default([]),
  tags: keyList.default([]),
};
export const versionCreate = z.object({
  campaign_id: id,
  ...versionFields,
  targets: z.array(targetRef).max(500).default([]),
});
export type VersionCreate = z.input<typeof versionCreate>;
export const versionUpdate = z.object({ version_id: id, ...versionFields });
export type VersionUpdate = z.input<typeof versionUpdate>;
export const versionTransition = z.object({ version_id: id, action: z.enum(versionActions) });
export const targetsAssign = z.object({
  version_id: id,
  target_ids: z.array(id).min(1, 'Choose at least one target').max(500),
  agent_user_id: id.nullable(),
});
export const candidatesRequest = z.object({ query: z.string().trim().max(100).default('') });
export const outcomeRecord = z.object({
  target_id: id,
  disposition: text(1, 40),
  status: text(1, 40),
  fields: z.record(z.string().max(60), z.string().trim().max(500)).default({}),
  notes: text(0, 2000).default(''),
});
export type OutcomeRecord = z.input<typeof outcomeRecord>;

export const versionQuery = z.object({ version_id: queryId });
export const targetsQuery = z.object({
  version_id: queryId,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  status: z.string().trim().max(40).optional(),
});

export type CampaignVersionSummary = {
  id: number;
  version_number: number;
  name: string;
  status: VersionStatus;
  targets: number;
  done: number;
};
export type CampaignSummary = {
  id: number;
  name: string;
  description: string;
  tenant_id: number;
  created_at: string;
  versions: CampaignVersionSummary[];
};
export type CampaignVersion = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  version_number: number;
  name: string;
  status: VersionStatus;
  call_script: string;
  outcome_note: string;
  mandatory_fields: string[];
  tags: string[];
  created_at: string;
  updated_at: string;
};
export type CampaignTarget = {
  id: number;
  version_id: number;
  party_type: PartyType;
  party_id: number;
  party_name: string;
  phone: string | null;
  status: string;
  agent_user_id: number | null;
  agent_name: string | null;
  updated_at: string;
};
export type TargetPage = {
  rows: CampaignTarget[];
  page: { pageNumber: number; size: number; totalElements: number; totalPages: number };
};
export type VersionProgress = {
  version_id: number;
  total: number;
  done: number;
  completion_pct: number;
  by_status: { status: string; count: number }[];
  by_agent: { agent_user_id: number | null; agent_name: string; total: number; done: number }[];
};
export type Candidate = {
  party_type: PartyType;
  party_id: number;
  name: string;
  detail: string;
  phone: string | null;
};
export type CampaignAgent = { user_id: number; name: string };
export type MyTarget = CampaignTarget & {
  campaign_name: string;
  version_name: string;
  call_script: string;
  outcome_note: string;
  mandatory_fields: string[];
};
