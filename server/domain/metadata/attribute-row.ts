import type { Datatype, IndexAttribute } from '../../../src/contracts/metadata';
import type { metaIndexAttributes } from '../../db/schema';
import { iso } from './common';

// Its own module so indexes.ts and attributes.ts (which calls into indexes.ts) can both map rows without a cycle.
type Row = typeof metaIndexAttributes.$inferSelect;

export const toAttribute = (row: Row): IndexAttribute => ({
  id: row.id,
  index_id: row.indexId,
  name: row.name,
  datatype: row.datatype as Datatype,
  searchable: row.searchable,
  filterable: row.filterable,
  sortable: row.sortable,
  description: row.description,
  version: row.version,
  updated_at: iso(row.updatedAt),
});
