import type { HttpResult, unwrap } from '../services/http-result';
import type { RequestOptions } from '../services/http';

// What the record machine (record.machine.ts) holds, is sent and emits, and what it needs of an area's API.
export type FieldIssue = { path: string; message: string };
export type Values = Record<string, unknown>;

/** What a record machine needs of an area's API module. */
export type RecordApi<K extends string> = {
  get: (kind: K, id: number, options?: RequestOptions) => Promise<Parameters<typeof unwrap>[0]>;
  save: (kind: K, values: Values) => Promise<Parameters<typeof unwrap>[0]>;
  remove: (kind: K, id: number) => Promise<Parameters<typeof unwrap>[0]>;
  /** uniqueEmail: asks the service whether the form's e-mail is taken (null where the rule does not apply). */
  emailInUse?: (kind: K, values: Values) => Promise<HttpResult<{ used: boolean }>> | null;
};

export type RecordContext<K extends string> = {
  kind: K | null;
  id: number;
  /** The loaded record, or the defaults of a new one (employer_id, division_id… from the tree node). */
  record: Values | null;
  error: string | null;
  issues: FieldIssue[];
  pendingRemove: { kind: K; id: number } | null;
  /** Where a created record opens (`:id` filled from the answer); a details page's own route. */
  createdPath?: string;
  /** The address in the e-mail field as last typed, and uniqueEmail's message for it while it is taken. */
  email: string;
  emailTaken: string | null;
};

export type RecordEvent<K extends string> =
  | { type: 'record.open'; kind: K; id: number; defaults?: Values; createdPath?: string }
  | { type: 'record.save'; values: Values }
  | { type: 'record.remove'; kind: K; id: number }
  | { type: 'record.close' }
  /** The e-mail field changed (checked once typing stops) or was left (checked at once). */
  | { type: 'record.email.typed' | 'record.email.left'; email: string };

export type RecordEmitted<K extends string> =
  | { type: 'record.saved'; kind: K; record: Values; created: boolean }
  | { type: 'record.removed'; kind: K; id: number };
