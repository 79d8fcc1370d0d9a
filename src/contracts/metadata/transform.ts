import { z } from 'zod';
import { datatypeSchema, describeValue, fitsDatatype, pathSchema, type Datatype } from './datatypes';

/**
 * A JSON transform (issue 4): a declarative list of field mappings from a source message to the document an
 * index stores. Each mapping reads a (nested) source path, may rename it (target), cast it to a datatype and fall
 * back to a default. The same pure function runs in the console preview and in the service's loads.
 */
export const fieldMappingSchema = z.object({
  source: pathSchema,
  target: pathSchema,
  cast: datatypeSchema.optional(),
  default: z.unknown().optional(),
  required: z.boolean().optional(),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const transformSpecSchema = z
  .object({
    fields: z.array(fieldMappingSchema).min(1, 'A transform maps at least one field').max(200),
    /** Copy source fields that no mapping mentions, unchanged, at the top level. */
    keep_unmapped: z.boolean().default(false),
  })
  .superRefine((spec, ctx) => {
    const seen = new Set<string>();
    spec.fields.forEach((field, i) => {
      if (seen.has(field.target))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'target'],
          message: `Target "${field.target}" is mapped twice`,
        });
      seen.add(field.target);
      for (const other of seen)
        if (
          other !== field.target &&
          (other.startsWith(`${field.target}.`) || field.target.startsWith(`${other}.`))
        )
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'target'],
            message: `Target "${field.target}" overlaps "${other}"`,
          });
      if (
        field.cast &&
        field.default !== undefined &&
        field.default !== null &&
        cast(field.default, field.cast).error
      )
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'default'],
          message: `The default does not fit ${field.cast}`,
        });
    });
  });
export type TransformSpec = z.input<typeof transformSpecSchema>;

export type TransformResult = { ok: true; doc: Record<string, unknown> } | { ok: false; errors: string[] };

type Cast = { value: unknown; error?: undefined } | { value?: undefined; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function readPath(message: unknown, path: string): unknown {
  let at: unknown = message;
  for (const key of path.split('.')) {
    if (!isRecord(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

function writePath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = doc;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (!isRecord(next)) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]] = value;
}

/** Converts a value to a datatype where that is lossless and unambiguous; otherwise says why not. */
export function cast(value: unknown, datatype: Datatype): Cast {
  if (value === null) return { value: null };
  const fail = (): Cast => ({ error: `${describeValue(value)} cannot be cast to ${datatype}` });
  switch (datatype) {
    case 'INTEGER':
    case 'FLOAT': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(n) || (datatype === 'INTEGER' && !Number.isSafeInteger(n))) return fail();
      return { value: n };
    }
    case 'STRING':
      if (typeof value === 'string') return { value };
      if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) };
      return fail();
    case 'DATE':
    case 'DATETIME': {
      if (typeof value !== 'string') return fail();
      const text = datatype === 'DATE' && /^\d{4}-\d{2}-\d{2}[T ]/.test(value) ? value.slice(0, 10) : value;
      return fitsDatatype(text, datatype) ? { value: text } : fail();
    }
    case 'LIST':
      return Array.isArray(value) ? { value } : { value: [value] };
    default:
      return fitsDatatype(value, datatype) ? { value } : fail();
  }
}

/** Applies a parsed transform spec to one message. Pure: the message is never changed. */
export function applyTransform(
  spec: z.output<typeof transformSpecSchema>,
  message: unknown,
): TransformResult {
  if (!isRecord(message)) return { ok: false, errors: ['The message is not a JSON object'] };
  const doc: Record<string, unknown> = {};
  const errors: string[] = [];
  if (spec.keep_unmapped) {
    const mentioned = new Set(spec.fields.map((f) => f.source.split('.')[0]));
    for (const [key, value] of Object.entries(message))
      if (!mentioned.has(key)) doc[key] = structuredClone(value);
  }
  for (const field of spec.fields) {
    let value = readPath(message, field.source);
    if (value === undefined || value === null) value = field.default === undefined ? value : field.default;
    if (value === undefined) {
      if (field.required) errors.push(`${field.source} is missing`);
      continue;
    }
    if (field.cast) {
      const converted = cast(value, field.cast);
      if (converted.error !== undefined) {
        errors.push(`${field.source}: ${converted.error}`);
        continue;
      }
      value = converted.value;
    }
    writePath(doc, field.target, structuredClone(value));
  }
  return errors.length ? { ok: false, errors } : { ok: true, doc };
}
