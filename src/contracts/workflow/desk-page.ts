import { z } from 'zod';
import { dbInt } from '../db-int';
import { bulkJobMaxIds } from './bulk';
import { caseRecord, caseStatuses, listViewer, recordTypes, workgroupOfUser } from './cases';
import { slaStates } from './sla';

/**
 * One window of a desk list, read from the service (issue 38): the desk no longer loads every open record of the
 * user's workgroups into the browser, it asks for the rows the grid shows (and a margin around them), with the
 * tab's filters, search and sort applied on the service, and the four tabs' counts under the same filter.
 */
export const deskListKinds = ['my', 'my_all', 'wg', 'wg_all'] as const;
/** 'breached-today': overdue, and the target was missed today (the home page's figure). */
export const deskSlaFilters = [...slaStates, 'breached-today'] as const;
/** The columns the desk sorts on the service; `sla_rank` is urgency (most overdue first when ascending). */
export const deskSortColumns = [
  'number',
  'title',
  'party_name',
  'status',
  'priority',
  'sla_rank',
  'owner_name',
  'wrkgrp_name',
  'create_datetime',
  'update_datetime',
  'due_at',
] as const;
export type DeskSortColumn = (typeof deskSortColumns)[number];

const id = dbInt().positive();
/** The most rows one call answers: a tall screen's rows and the margin kept around them. */
export const deskPageMaxRows = 500;

export const deskPageInput = z.object({
  record_type: z.enum(recordTypes).default('case'),
  /** The selected workgroup; omitted: the user's default workgroup of the type. */
  wrkgrp_id: id.optional(),
  list: z.enum(deskListKinds).default('my'),
  sla: z.enum(deskSlaFilters).optional(),
  owner: z.union([z.literal('unassigned'), id]).optional(),
  status: z.enum(caseStatuses).optional(),
  /** A classification value at any level. */
  cls: id.optional(),
  /** Part of the number, title, customer, status, owner or workgroup, as the desk's search box matched. */
  q: z.string().trim().max(200, 'The max allowed number of characters is 200').optional(),
  /** Omitted: most recently changed first, as the lists always showed. */
  sort: z.object({ column: z.enum(deskSortColumns), direction: z.enum(['asc', 'desc']) }).optional(),
  offset: dbInt().min(0).default(0),
  limit: dbInt().min(0).max(deskPageMaxRows).default(100),
  /** The four tabs' counts too (the first window of a filter, and after changes); scrolling skips them. */
  counts: z.boolean().default(true),
  /** Only the ids of every matching record, up to the bulk job's limit: "select all matching this filter". */
  ids_only: z.boolean().default(false),
});
export type DeskPageInput = z.input<typeof deskPageInput>;
export type DeskPageQuery = z.infer<typeof deskPageInput>;

export const deskCounts = z.object({ my: dbInt(), my_all: dbInt(), wg: dbInt(), wg_all: dbInt() });
export type DeskCounts = z.infer<typeof deskCounts>;

export const deskPageAnswer = z.object({
  viewer: listViewer,
  workgroups: z.array(workgroupOfUser),
  offset: dbInt(),
  /** Records of the tab matching the filter; `rows` are [offset, offset + rows.length) of them. */
  total: dbInt(),
  rows: z.array(caseRecord),
  counts: deskCounts.nullable(),
  /** With ids_only: the matching ids in the list's order, at most bulkJobMaxIds. */
  ids: z.array(dbInt()).max(bulkJobMaxIds).nullable(),
});
export type DeskPageAnswer = z.infer<typeof deskPageAnswer>;
