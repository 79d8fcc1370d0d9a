import type { Datatype } from './datatypes';
import type { Operator, QueryGroup } from './query';
import type { TransformSpec } from './transform';

/** What the metadata calls answer with (data of the envelope). Dates travel as ISO strings. */
export type MessageAttribute = { name: string; datatype: Datatype; required: boolean; description: string };

export type MessageType = {
  id: number;
  name: string;
  description: string;
  attributes: MessageAttribute[];
  version: number;
  message_count: number;
  created_at: string;
  updated_at: string;
};

export type Transform = {
  id: number;
  name: string;
  description: string;
  source_type_id: number;
  source_type_name: string;
  spec: TransformSpec;
  version: number;
  created_at: string;
  updated_at: string;
};

export const indexStatuses = ['usable', 'loading', 'unusable'] as const;
export type IndexStatus = (typeof indexStatuses)[number];

export type IndexAttribute = {
  id: number;
  index_id: number;
  name: string;
  datatype: Datatype;
  searchable: boolean;
  filterable: boolean;
  sortable: boolean;
  description: string;
  version: number;
  updated_at: string;
};

export type SearchIndex = {
  id: number;
  name: string;
  description: string;
  message_type_id: number;
  message_type_name: string;
  transform_id: number;
  transform_name: string;
  status: IndexStatus;
  status_reason: string;
  document_count: number;
  attribute_count: number;
  version: number;
  created_at: string;
  updated_at: string;
};

export type SearchIndexDetail = SearchIndex & { attributes: IndexAttribute[] };

export type SavedQuery = {
  id: number;
  name: string;
  description: string;
  index_id: number;
  index_name: string;
  query: QueryGroup;
  version: number;
  created_at: string;
  updated_at: string;
};

export type QueryRunResult = {
  /** Every match, not only this page's. */
  count: number;
  /** One page, in the documents' id order (the order they were first loaded). */
  rows: { guid: string; doc: Record<string, unknown> }[];
  /** Where the page starts among the matches (0-based) and the size asked for. */
  offset: number;
  limit: number;
  /** The cursor of the page after this one (the run call's `after`); null on the last page. */
  next: string | null;
  elapsed_ms: number;
};

export type SearchSchema = {
  index: SearchIndex;
  fields: { name: string; datatype: Datatype; sortable: boolean; operators: readonly Operator[] }[];
};

export const bulkLoadStatuses = ['running', 'completed', 'failed', 'cancelled'] as const;
export type BulkLoadStatus = (typeof bulkLoadStatuses)[number];

export type BulkLoad = {
  id: number;
  index_id: number;
  index_name: string;
  status: BulkLoadStatus;
  total: number;
  received: number;
  indexed: number;
  failed: number;
  resumes: number;
  note: string;
  started_by: string | null;
  created_at: string;
  finished_at: string | null;
};

export type BulkLoadFailure = { guid: string; reason: string };
export type BulkLoadDetail = BulkLoad & { failures: BulkLoadFailure[]; failures_total: number };

export type HistoryEntry = {
  id: number;
  entity: string;
  entity_id: number;
  action: 'create' | 'update' | 'remove';
  snapshot: Record<string, unknown>;
  user_name: string | null;
  at: string;
};

export type ReceivedMessage = {
  id: number;
  guid: string;
  message_type_id: number;
  message_type_name: string;
  status: 'received' | 'rejected';
  reason: string;
  payload: Record<string, unknown>;
  received_at: string;
};

export type MessagePage = { rows: ReceivedMessage[]; total: number; page: number; size: number };
export type ReceiveResult = {
  received: number;
  rejected: number;
  duplicates: number;
  errors: { index: number; reason: string }[];
};

export type GuidCheck = { guid: string; message_found: boolean; loaded: boolean; loaded_at: string | null };
export type GuidLoad = { guid: string; doc: Record<string, unknown>; replaced: boolean };

export type Tooltips = Record<string, string>;
