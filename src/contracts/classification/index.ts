import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';

/** Classification administration (spec §3, §7): trees per workflow type, the dropdown answer and the cache. */
export const workflowTypes = ['case', 'task', 'mobile'] as const;
export type WorkflowType = (typeof workflowTypes)[number];
/** Case classification has 4 levels (Service, Category, Sub-category, Issues), mobile 3, task the generic 5. */
export const classificationDepth: Record<WorkflowType, number> = { case: 4, mobile: 3, task: 5 };
export const caseLevelNames = ['Service', 'Category', 'Sub-category', 'Issues'] as const;

export const classificationPaths = {
  treeServiceUrl: '/classification',
  tree: 'get_classification_tree',
  create: '/classification/create',
  update: '/classification/update',
  move: '/classification/move',
  remove: '/classification/remove',
  caseDropdown: '/get_case_classification_dropdowns',
  taskDropdown: '/get_task_classification_dropdown',
  cache: '/data/classifications',
  /** GET: the values as one flat list with their path, for list filters and the command palette. */
  flatlist: '/data/classifications/flatlist',
} as const;

/** One value of GET /data/classifications/flatlist: path names its ancestors ("Claims › Hospital › Shortfall"). */
export type ClassificationFlatItem = {
  id: number;
  value_name: string;
  level: number;
  parent: number | null;
  path: string;
};

/** The header that makes GET /data/classifications rebuild instead of answering its cached list. */
export const cachePurgeHeader = 'x-cache-purge';

export type ClassificationItem = {
  id: number;
  parent_id: number | null;
  workflow_type: WorkflowType;
  level: number;
  name: string;
  position: number;
  tenant_id: number;
};

const name = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { message: fieldMessages.required })
  .max(80, { message: fieldMessages.maxlength(80) });
const id = dbInt().positive().max(2147483647);

export const classificationCreate = z.object({
  workflow_type: z.enum(workflowTypes),
  /** null adds a first-level value (a Service for cases). */
  parent_id: id.nullish().transform((v) => v ?? null),
  name,
});
export const classificationRename = z.object({ id, name });
/** The new position among its siblings (0 first), as drag-and-drop reports it. */
export const classificationMove = z.object({ id, position: dbInt().min(0).max(10000) });
export const classificationRemove = z.object({ id });
export const classificationTreeRequest = z.object({
  /** The workflow type whose tree to load; -1 (the route's "new") means case. */
  id: z
    .union([z.string().trim().max(20), dbInt()])
    .transform((v) => (v === -1 || v === '-1' || v === '' ? 'case' : String(v)))
    .pipe(z.enum(workflowTypes)),
  menu_items: z.record(z.string().max(40), z.array(z.string().max(60)).max(30)).default({}),
});
export const dropdownRequest = z
  .object({ workflow_type: z.enum(['case', 'mobile']).optional() })
  .nullish()
  .transform((v) => v ?? {});
