import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

// Issue 22: the service's configuration store (spec §3 cached configuration names) and outbound campaigns.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const now = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** One configuration value per name (telephony, tags_list, campaign_conf, …): JSON the console reads as is. */
export const serviceConfiguration = pgTable('service_configuration', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: now('updated_at'),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: userRef('created_by'),
    createdAt: now('created_at'),
  },
  (t) => [uniqueIndex('campaigns_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

/** A run of a campaign: its script, what an outcome must record, its tags and its lifecycle. */
export const campaignVersions = pgTable(
  'campaign_versions',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    versionNumber: integer('version_number').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    callScript: text('call_script').notNull().default(''),
    outcomeNote: text('outcome_note').notNull().default(''),
    mandatoryFields: jsonb('mandatory_fields').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    startDate: text('start_date'),
    endDate: text('end_date'),
    createdBy: userRef('created_by'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('campaign_versions_number_uq').on(t.campaignId, t.versionNumber),
    check('campaign_versions_status', sql`${t.status} in ('draft', 'active', 'paused', 'closed')`),
  ],
);

/** A party to call in a version; name and phone are copied when added so the list reads without joins. */
export const campaignTargets = pgTable(
  'campaign_targets',
  {
    id: id(),
    versionId: integer('version_id')
      .notNull()
      .references(() => campaignVersions.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    partyType: text('party_type').notNull(),
    partyId: integer('party_id').notNull(),
    partyName: text('party_name').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('New'),
    agentUserId: userRef('agent_user_id'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('campaign_targets_party_uq').on(t.versionId, t.partyType, t.partyId),
    index('campaign_targets_agent_idx').on(t.agentUserId, t.status),
    check('campaign_targets_party', sql`${t.partyType} in ('employer', 'contact', 'employee', 'lead')`),
  ],
);

/** Every outcome an agent recorded for a target: the interactions timeline reads this table by party. */
export const campaignTargetOutcomes = pgTable(
  'campaign_target_outcomes',
  {
    id: id(),
    targetId: integer('target_id')
      .notNull()
      .references(() => campaignTargets.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    tenantId: tenantRef(),
    partyType: text('party_type').notNull(),
    partyId: integer('party_id').notNull(),
    disposition: text('disposition').notNull(),
    status: text('status').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    agentUserId: userRef('agent_user_id'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('campaign_target_outcomes_party_idx').on(t.partyType, t.partyId),
    index('campaign_target_outcomes_target_idx').on(t.targetId),
  ],
);
