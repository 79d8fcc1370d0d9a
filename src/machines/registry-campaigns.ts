import type { EventObject } from 'xstate';
import { campaignTargetsMachine, type CampaignTargetsEvent } from './campaign-targets.machine';
import { campaignsMachine, type CampaignsEvent } from './campaigns.machine';
import { done, failed, type RegistryEntry } from './registry-entry';

// Sample events checked against each machine's own event union, with the actor answers beside them.
const ev = <E extends EventObject>(e: E): EventObject => e;

const version = {
  id: 7,
  campaign_id: 3,
  campaign_name: 'Gap cover cross-sell Q1',
  version_number: 1,
  name: 'Hospital-plan members',
  status: 'active',
  call_script: 'Hello {customer_name}',
  outcome_note: '',
  mandatory_fields: ['interest_level'],
  tags: ['Gap cover'],
  created_at: '2026-11-26T08:00:00.000Z',
  updated_at: '2026-11-26T08:00:00.000Z',
};

/** Issue 22: the supervisor's campaigns screens and the agent's campaign targets on the home page. */
export const campaignEntries: RegistryEntry[] = [
  {
    id: 'campaigns',
    machine: campaignsMachine,
    purpose: 'Campaigns, versions, progress per status and agent, targets ten at a time, and every change',
    input: {},
    sampleEvents: [
      done('load', { campaigns: [], version: null, progress: null, targets: null }),
      failed('load'),
      ev<CampaignsEvent>({ type: 'campaigns.select', campaignId: 3 }),
      ev<CampaignsEvent>({ type: 'campaigns.open', versionId: 7 }),
      done('load', { campaigns: [], version, progress: null, targets: null }),
      ev<CampaignsEvent>({ type: 'campaigns.page', page: 2 }),
      ev<CampaignsEvent>({ type: 'campaigns.filter', status: 'Call back' }),
      ev<CampaignsEvent>({ type: 'campaigns.search', query: 'Mokoena' }),
      done('search', []),
      failed('search'),
      ev<CampaignsEvent>({
        type: 'campaigns.change',
        change: { kind: 'transition', versionId: 7, action: 'pause' },
      }),
      done('apply', { versionId: 7, notice: 'Version is now paused' }),
      failed('apply'),
      ev<CampaignsEvent>({ type: 'campaigns.refresh' }),
      ev<CampaignsEvent>({ type: 'campaigns.dismiss' }),
    ],
  },
  {
    id: 'campaignTargets',
    machine: campaignTargetsMachine,
    purpose: "An agent's open campaign targets, and recording a call's outcome on one",
    sampleEvents: [
      done('load', { targets: [], config: {} }),
      failed('load'),
      ev<CampaignTargetsEvent>({ type: 'targets.open', targetId: 11 }),
      ev<CampaignTargetsEvent>({
        type: 'targets.record',
        outcome: { target_id: 11, disposition: 'RESOLVED', status: 'Completed', fields: {}, notes: '' },
      }),
      done('record', {}),
      failed('record'),
      ev<CampaignTargetsEvent>({ type: 'targets.refresh' }),
    ],
  },
];
