import { z } from 'zod';

/** Spec §3's cached configuration names: the service keeps each as one JSON value (see /configuration/get). */
export const configurationNames = [
  'telephony',
  'auto_populate_keywords',
  'tags_list',
  'task_approval_fields',
  'dispositions_codes_telephony',
  'campaign_mandatory_fields',
  'campaign_conf',
  'campaign_version_target_status',
] as const;
export type ConfigurationName = (typeof configurationNames)[number];

export const configurationGetRequest = z.object({
  names: z.array(z.enum(configurationNames)).min(1, 'Name at least one configuration').max(8),
});

/** The two tag lists of tags_list (spec §3). */
export const tagIdents = ['external_reference_number_task', 'campaign_version_tags'] as const;
export type TagIdent = (typeof tagIdents)[number];
export const searchTagsRequest = z.object({ tagident: z.enum(tagIdents) });

export type TagList = { label: string; max_length: number; tags: string[] };
export type TagsList = Record<TagIdent, TagList>;
export type AutoPopulateKeyword = { keyword: string; label: string };
export type MandatoryField = { key: string; label: string; options?: string[] };
export type TargetStatus = { status: string; final: boolean };
export type CampaignConf = {
  target_page_size: number;
  max_targets_per_version: number;
  party_types: string[];
};
export type ConfigDisposition = { code: string; label: string };

/** The typed shape of each name's value, for the readers on both sides. */
export type ConfigurationValues = {
  telephony: { click_to_call: boolean; wrap_up_seconds: number; outbound_caller_id: string };
  auto_populate_keywords: AutoPopulateKeyword[];
  tags_list: TagsList;
  task_approval_fields: string[];
  dispositions_codes_telephony: ConfigDisposition[];
  campaign_mandatory_fields: MandatoryField[];
  campaign_conf: CampaignConf;
  campaign_version_target_status: TargetStatus[];
};
export type ConfigurationAnswer = Partial<ConfigurationValues>;
