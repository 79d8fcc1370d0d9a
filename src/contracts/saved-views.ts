import { z } from 'zod';
import { dbInt } from './db-int';
import { fieldMessages } from './field-messages';
import { permissionKeys, type PermissionKey } from './permission-keys';

// Re-exported so the service and the console's api module keep one import for the whole contract.
export { viewPaths } from './saved-view-paths';

/** Saved views (issue 19): a list's filters, sort and columns kept under a name on the service, per user. */
export const viewLists = ['case', 'lead', 'task'] as const;
export const viewList = z.enum(viewLists);
export type ViewList = z.infer<typeof viewList>;

/** The key a list's views need: whoever works the case desk (opens cases) or sees tasks keeps views of it. */
export const viewListKeys: Record<ViewList, PermissionKey> = {
  case: permissionKeys.workflowCreate,
  lead: permissionKeys.workflowCreate,
  task: permissionKeys.taskView,
};

export const viewNameMax = 60;
/** Bounds keep one view a few KB at most: the state is stored as given and read on every list open. */
const maxFilters = 12;
const maxColumns = 60;
const token = z.string().min(1).max(60);

const viewFilters = z
  .record(z.string().regex(/^[a-z_]{1,30}$/, 'Filter names are lower-case words'), z.string().max(100))
  .refine((f) => Object.keys(f).length <= maxFilters, `At most ${maxFilters} filters`);
const viewColumns = z
  .record(token, z.boolean())
  .refine((c) => Object.keys(c).length <= maxColumns, `At most ${maxColumns} columns`);

/** The console's list state: filters as the list's URL carries them, the table's sort and shown columns. */
export const savedViewState = z.strictObject({
  filters: viewFilters,
  sort: z.strictObject({ column: token, direction: z.enum(['asc', 'desc']) }).nullable(),
  columns: viewColumns,
});
export type SavedViewState = z.infer<typeof savedViewState>;

const viewName = z
  .string()
  .trim()
  .min(1, { message: fieldMessages.required })
  .max(viewNameMax, { message: fieldMessages.maxlength(viewNameMax) });

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: viewList,
  name: z.string(),
  state: savedViewState,
  owner_user_id: z.number().int(),
  owner_name: z.string(),
  shared_wrkgrp_id: z.number().int().nullable(),
  shared_wrkgrp_name: z.string().nullable(),
  /** The view this user's list opens on. */
  is_default: z.boolean(),
  /** The caller owns it: only the owner updates, shares or removes a view. */
  mine: z.boolean(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const viewListRequest = z.object({ list: viewList.optional() });
export type ViewListRequest = z.infer<typeof viewListRequest>;
/** A workgroup the caller may share a view of the asked list with (one they supervise, of the list's type). */
export const viewShareTarget = z.object({ wrkgrp_id: z.number().int(), wrkgrp_name: z.string() });
export type ViewShareTarget = z.infer<typeof viewShareTarget>;
export const viewListResponse = z.object({
  views: z.array(savedViewSchema),
  /** Empty unless a list was asked for: sharing is offered on one list at a time. */
  share_with: z.array(viewShareTarget),
});
export type ViewListResponse = z.infer<typeof viewListResponse>;

export const viewSaveRequest = z.object({
  /** Absent: a new view; present: the caller's own view to update. */
  id: dbInt().positive().optional(),
  list: viewList,
  name: viewName,
  state: savedViewState,
  /** A workgroup the caller supervises; null or absent keeps the view personal. */
  shared_wrkgrp_id: dbInt().positive().nullable().optional(),
});
export type ViewSaveRequest = z.infer<typeof viewSaveRequest>;

export const viewRemoveRequest = z.object({ id: dbInt().positive() });
export type ViewRemoveRequest = z.infer<typeof viewRemoveRequest>;

export const viewDefaultRequest = z.object({ list: viewList, view_id: dbInt().positive().nullable() });
export type ViewDefaultRequest = z.infer<typeof viewDefaultRequest>;
