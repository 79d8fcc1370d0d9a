import type { z } from 'zod';

/**
 * The id-carrying fields of a zod request contract, and bodies that fill them: the issue-37 scope test sends each
 * write call a body valid but for one field, which points at a record of another tenant.
 */

type Def = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown): Def => ((schema as { def?: Def } | undefined)?.def ?? {}) as Def;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** `id`, `*_id`, `ids`, `*_ids`: a field that names another record. */
export const isIdKey = (key: string) => /(^ids?$|_ids?$)/.test(key);

/** A field by its path: keys, with `[]` for "inside the array's element". */
export type IdField = { path: string; key: string; optional: boolean };

/** Every id field of a contract, however deep (nested objects and arrays of objects). */
export function idFieldsOf(schema: unknown, path = '', key = '', optional = false, depth = 0): IdField[] {
  const def = defOf(schema);
  if (depth > 12) return [];
  if (def.type && wrappers.has(def.type))
    return idFieldsOf(def.innerType, path, key, optional || def.type !== 'nonoptional', depth + 1);
  switch (def.type) {
    case 'pipe':
      return idFieldsOf(def.in, path, key, optional, depth + 1);
    case 'object':
      return Object.entries((schema as { shape: Record<string, unknown> }).shape).flatMap(([k, v]) =>
        idFieldsOf(v, path ? `${path}.${k}` : k, k, false, depth + 1),
      );
    case 'array':
      return isIdKey(key)
        ? [{ path, key, optional }]
        : idFieldsOf(def.element, `${path}[]`, key, false, depth + 1);
    case 'union':
      return idFieldsOf((def.options as unknown[])[0], path, key, optional, depth + 1);
    case 'number':
    case 'int':
      return isIdKey(key) ? [{ path, key, optional }] : [];
    default:
      return [];
  }
}

/** What an id field gets: a number, or undefined to leave an optional one out. */
export type IdValue = (field: IdField) => number | undefined;

/**
 * A body for a contract: id fields from `idValue`, other fields the simplest valid value (as scope-probe.ts
 * does), optional non-id fields filled too so that validation lets the body through to the handler's checks.
 */
export function bodyFor(schema: unknown, idValue: IdValue, path = '', key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 12) return undefined;
  if (def.type && wrappers.has(def.type)) {
    if (isIdKey(key) && def.type !== 'nonoptional' && idValue({ path, key, optional: true }) === undefined)
      return undefined;
    return bodyFor(def.innerType, idValue, path, key, depth + 1);
  }
  switch (def.type) {
    case 'pipe':
      return bodyFor(def.in, idValue, path, key, depth + 1);
    case 'object':
      return Object.fromEntries(
        Object.entries((schema as { shape: Record<string, unknown> }).shape)
          .map(([k, v]) => [k, bodyFor(v, idValue, path ? `${path}.${k}` : k, k, depth + 1)] as const)
          .filter(([, v]) => v !== undefined),
      );
    case 'array': {
      if (isIdKey(key)) return [idValue({ path, key, optional: false })];
      const element = bodyFor(def.element, idValue, `${path}[]`, key, depth + 1);
      return element === undefined ? [] : [element];
    }
    case 'number':
    case 'int':
      return isIdKey(key) ? idValue({ path, key, optional: false }) : 1;
    case 'string':
      return formatted[String(def.format)] ?? 'Scope probe';
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return bodyFor((def.options as unknown[])[0], idValue, path, key, depth + 1);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Values that pass zod's string formats, so a body gets past validation to the handler's scope checks. */
const formatted: Record<string, string> = {
  datetime: '2026-12-01T09:00:00+02:00',
  date: '2026-12-01',
  time: '09:00:00',
  email: 'scope.probe@example.co.za',
  url: 'https://example.co.za/probe',
  uuid: '0b6f4c1e-8f2a-4d8e-9a55-3c1d2e4f5a6b',
};

// Field stems whose table is not the stem in the plural (the schema's own abbreviations and synonyms).
const aliases: Record<string, string> = {
  wrkgrp: 'workgroups',
  call_log_table: 'telephony_call_logs',
  callback: 'telephony_callbacks',
  queue: 'telephony_queues',
  rfq: 'sales_documents',
  quote: 'sales_documents',
  job: 'bulk_jobs',
  index: 'meta_indexes',
  message_type: 'meta_message_types',
  source_type: 'meta_message_types',
  transform: 'meta_transforms',
  advice: 'advice_records',
  group: 'task_groups',
  view: 'saved_views',
  record: 'cases',
  case_classification: 'classifications',
  mobile_classification: 'classifications',
  order: 'sales_documents',
  rfq_dispatch: 'rfq_dispatch_maps',
  representative: 'fsp_representatives',
  product_house: 'product_houses',
  scheme: 'medical_schemes',
  gap: 'gap_products',
  attribute: 'meta_index_attributes',
  bulkload: 'meta_bulk_loads',
  bulkloads: 'meta_bulk_loads',
  query: 'meta_queries',
  note: 'case_notes',
  polling: 'polling_entries',
  document: 'case_documents',
  party: 'employers',
  customer: 'employers',
  workflow: 'cases',
  sales: 'sales_documents',
  views: 'saved_views',
  version: 'campaign_versions',
  target: 'campaign_targets',
};

// Fields whose stem names another table than theirs: an advice's documents are its advice_files (a case document
// id that happened to equal a live file of the sampled advice passed for an outside record, once the seed moved ids).
// A bulk load's detail is read by the load's own id, under a path that names its index; with the Gauteng region's
// own index an in-scope load's id equalled an index outside it, and its "gauteng_member_search" echoed the other.
const callFields: Record<string, string> = {
  '/api/moses/v1/remove_advice_documents document_ids': 'advice_files',
  '/api/bulk_load/index/id id': 'meta_bulk_loads',
  '/api/telephony/recording/queue_mode queue_id': 'telephony_queues',
};

/**
 * The table a field names, from its name (`owner_user_id` → users) or, for the call's own `id`/`ids`, from the
 * call's path (`/workflow/meeting/save` → meetings). Null when no table matches.
 */
export function tableOf(url: string, field: IdField, tables: ReadonlySet<string>): string | null {
  const own = callFields[`${url} ${field.path}`];
  if (own && tables.has(own)) return own;
  // The id of an element of an array is that element's own (attendees[].id → meeting_attendees).
  const parent = /([a-z_]+)\[\]\.id$/.exec(field.path)?.[1];
  if (parent) return [...tables].find((t) => t === parent || t.endsWith(`_${parent}`)) ?? null;
  const stems =
    // A parent is a record of the same kind as the call's own (a sub-classification, a reply to a note).
    field.key === 'id' || field.key === 'ids' || field.key === 'parent_id'
      ? recordStems(url)
      : suffixes(field.key.replace(/_ids?$/, '').replace(/_table$/, '_table'));
  for (const stem of stems) {
    const alias = aliases[stem];
    if (alias && tables.has(alias)) return alias;
    for (const name of [`${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies'), stem])
      if (tables.has(name)) return name;
  }
  return null;
}

/** `owner_user` → owner_user, user. */
const suffixes = (stem: string): string[] => {
  const words = stem.split('_');
  return words.map((_, i) => words.slice(i).join('_'));
};

/** The record a path acts on: its segments before the verb, nearest first, single and joined in pairs. */
function recordStems(url: string): string[] {
  const parts = url.split('/').filter((p) => p && p !== 'api');
  const nouns = parts.slice(0, -1).reverse();
  const out: string[] = [];
  nouns.forEach((noun, i) => {
    if (i + 1 < nouns.length) out.push(`${nouns[i + 1]}_${noun}`);
    out.push(noun);
  });
  return out;
}

export type ZodContract = z.ZodType;
