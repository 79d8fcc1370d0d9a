import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

// Metadata administration (issue 4): message types, transforms, search indexes and their documents.
// Every row belongs to a tenant; the domain scopes reads to the caller's tenant subtree.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const now = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export type MetaAttributeRow = { name: string; datatype: string; required: boolean; description: string };

export const metaMessageTypes = pgTable(
  'meta_message_types',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    attributes: jsonb('attributes').$type<MetaAttributeRow[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('meta_message_types_name_uq').on(t.tenantId, t.name)],
);

export const metaTransforms = pgTable(
  'meta_transforms',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sourceTypeId: integer('source_type_id')
      .notNull()
      .references(() => metaMessageTypes.id),
    spec: jsonb('spec').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('meta_transforms_name_uq').on(t.tenantId, t.name)],
);

export const metaIndexes = pgTable(
  'meta_indexes',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    messageTypeId: integer('message_type_id')
      .notNull()
      .references(() => metaMessageTypes.id),
    transformId: integer('transform_id')
      .notNull()
      .references(() => metaTransforms.id),
    /** usable, loading or unusable */
    status: text('status').notNull().default('usable'),
    statusReason: text('status_reason').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('meta_indexes_name_uq').on(t.tenantId, t.name)],
);

export const metaIndexAttributes = pgTable(
  'meta_index_attributes',
  {
    id: id(),
    tenantId: tenantRef(),
    indexId: integer('index_id')
      .notNull()
      .references(() => metaIndexes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    datatype: text('datatype').notNull(),
    searchable: boolean('searchable').notNull().default(true),
    filterable: boolean('filterable').notNull().default(true),
    sortable: boolean('sortable').notNull().default(false),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('meta_index_attributes_name_uq').on(t.indexId, t.name)],
);

export const metaQueries = pgTable(
  'meta_queries',
  {
    id: id(),
    tenantId: tenantRef(),
    indexId: integer('index_id')
      .notNull()
      .references(() => metaIndexes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [uniqueIndex('meta_queries_name_uq').on(t.tenantId, t.name)],
);

/** Messages received per type: the source of bulk loads and of load by GUID. */
export const metaMessages = pgTable(
  'meta_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    messageTypeId: integer('message_type_id')
      .notNull()
      .references(() => metaMessageTypes.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    payload: jsonb('payload').notNull(),
    /** received or rejected (payload does not fit the type) */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    receivedAt: now('received_at'),
  },
  (t) => [
    uniqueIndex('meta_messages_guid_uq').on(t.tenantId, t.guid),
    index('meta_messages_type_idx').on(t.messageTypeId, t.id),
    index('meta_messages_received_idx').on(t.messageTypeId, t.receivedAt),
  ],
);

/** What an index stores: the transformed message, queried through JSONB operators (GIN-indexed). */
export const metaDocuments = pgTable(
  'meta_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    indexId: integer('index_id')
      .notNull()
      .references(() => metaIndexes.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    loadedAt: now('loaded_at'),
  },
  (t) => [
    uniqueIndex('meta_documents_guid_uq').on(t.indexId, t.guid),
    // jsonb_path_ops: smaller and cheaper to maintain on loads than the default; serves @> (LIST contains).
    index('meta_documents_doc_gin').using('gin', t.doc.op('jsonb_path_ops')),
    // A query's page in id order without sorting the matches; and the kept answers' freshness check
    // (metadata/query-cache.ts), which reads the newest id and load time of one index at every call.
    index('meta_documents_index_order_idx').on(t.indexId, t.id),
    index('meta_documents_loaded_idx').on(t.indexId, t.loadedAt),
  ],
);

export const metaBulkLoads = pgTable(
  'meta_bulk_loads',
  {
    id: id(),
    tenantId: tenantRef(),
    indexId: integer('index_id')
      .notNull()
      .references(() => metaIndexes.id, { onDelete: 'cascade' }),
    /** running, completed, failed or cancelled */
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    received: integer('received').notNull().default(0),
    indexed: integer('indexed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** id of the last message handled; a resumed load continues after it */
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    resumes: integer('resumes').notNull().default(0),
    /** The instance running it (domain/jobs/claims.ts) and its last sign of life: see bulk_jobs. */
    claimedBy: text('claimed_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    startedBy: userRef('started_by'),
    createdAt: now('created_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('meta_bulk_loads_index_idx').on(t.indexId), index('meta_bulk_loads_status_idx').on(t.status)],
);

export const metaBulkLoadFailures = pgTable(
  'meta_bulk_load_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bulkLoadId: integer('bulk_load_id')
      .notNull()
      .references(() => metaBulkLoads.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('meta_bulk_load_failures_load_idx').on(t.bulkLoadId)],
);

/** Change history of every metadata entity: one row per create, update and remove with the saved state. */
export const metaHistory = pgTable(
  'meta_history',
  {
    id: id(),
    tenantId: tenantRef(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    userId: userRef('user_id'),
    at: now('at'),
  },
  (t) => [index('meta_history_entity_idx').on(t.entity, t.entityId, t.at)],
);
