import { z } from 'zod';
import { dbInt } from '../db-int';
import { datatypeSchema, descriptionSchema, identifierSchema, nameSchema } from './datatypes';
import { queryGroupSchema } from './query';
import { transformSpecSchema } from './transform';

const idSchema = dbInt({ error: 'An id (a whole number) is required' }).positive();
export const byId = z.object({ id: idSchema });
export const optionalVersion = { version: dbInt().positive().optional() };

export const messageAttributeSchema = z.object({
  name: identifierSchema,
  datatype: datatypeSchema,
  required: z.boolean().default(false),
  description: descriptionSchema,
});
export type MessageAttributeInput = z.input<typeof messageAttributeSchema>;

const uniqueNames = <T extends { name: string }>(list: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  list.forEach((a, i) => {
    if (seen.has(a.name))
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${a.name}" appears twice` });
    seen.add(a.name);
  });
};

export const messageTypeBody = z.object({
  name: nameSchema,
  description: descriptionSchema,
  attributes: z
    .array(messageAttributeSchema)
    .min(1, 'A message type has at least one attribute')
    .max(200)
    .superRefine(uniqueNames),
});
export const messageTypeUpdateBody = messageTypeBody.extend({ id: idSchema, ...optionalVersion });

export const transformBody = z.object({
  name: nameSchema,
  description: descriptionSchema,
  source_type_id: idSchema,
  spec: transformSpecSchema,
});
export const transformUpdateBody = transformBody.extend({ id: idSchema, ...optionalVersion });

export const indexAttributeFields = {
  name: identifierSchema,
  datatype: datatypeSchema,
  searchable: z.boolean().default(true),
  filterable: z.boolean().default(true),
  sortable: z.boolean().default(false),
  description: descriptionSchema,
};
export const indexAttributeSchema = z.object(indexAttributeFields);
export type IndexAttributeInput = z.input<typeof indexAttributeSchema>;

export const indexBody = z.object({
  name: nameSchema,
  description: descriptionSchema,
  message_type_id: idSchema,
  transform_id: idSchema,
  attributes: z.array(indexAttributeSchema).max(200).superRefine(uniqueNames).default([]),
});
export const indexUpdateBody = z.object({
  id: idSchema,
  name: nameSchema,
  description: descriptionSchema,
  transform_id: idSchema,
  ...optionalVersion,
});

export const attributeCreateBody = z.object({ index_id: idSchema, ...indexAttributeFields });
export const attributeUpdateBody = z.object({ id: idSchema, ...indexAttributeFields, ...optionalVersion });
export const byIndex = z.object({ index_id: idSchema });

export const queryBody = z.object({
  name: nameSchema,
  description: descriptionSchema,
  index_id: idSchema,
  query: queryGroupSchema,
});
export const queryUpdateBody = queryBody.extend({ id: idSchema, ...optionalVersion });
export const queryGetAllBody = z.object({ index_id: idSchema.optional() }).nullish();
/**
 * A page's `next` (issue 38): the position after its last row, base 36, opaque to callers. Keyset paging in the
 * documents' id order, so a caller walking every page meets each row once even while documents are loaded.
 */
export const encodeQueryCursor = (id: number): string => id.toString(36);
const queryCursorSchema = z
  .string()
  .regex(/^[0-9a-z]{1,11}$/, 'after is the next cursor of an earlier page')
  .transform((text) => parseInt(text, 36))
  .refine(Number.isSafeInteger, 'after is the next cursor of an earlier page');

/** Without after, offset and limit: the first 20 matches, as before paging (issue 38). */
export const queryRunBody = z
  .object({
    index_id: idSchema,
    query: queryGroupSchema,
    limit: dbInt().min(1).max(100).default(20),
    offset: dbInt().min(0).max(1_000_000).default(0),
    after: queryCursorSchema.optional(),
  })
  .refine((b) => b.after === undefined || b.offset === 0, {
    message: 'Page either by offset or by after (the next cursor), not both',
    path: ['after'],
  });

export const bulkLoadCreateBody = z.object({
  index_id: idSchema,
  /** The caller saw the warning of spec §5 and confirmed it. */
  confirmed: z.literal(true, { error: 'Confirm that the index is unusable until the load completes' }),
});
export const bulkLoadUpdateBody = z.object({ id: idSchema, action: z.enum(['cancel']) });
export const bulkLoadListBody = z.object({ index_id: idSchema.optional() }).nullish();
export const bulkLoadByIdBody = z.object({
  id: idSchema,
  failures_offset: dbInt().min(0).default(0),
  failures_limit: dbInt().min(1).max(500).default(100),
});

export const historyEntities = ['message_type', 'transform', 'index', 'attribute', 'query'] as const;
export const entityHistoryBody = z.object({ entity: z.enum(historyEntities), id: idSchema });

export const guidSchema = z
  .string()
  .trim()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'Enter a GUID like 3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b',
  )
  .transform((v) => v.toLowerCase());
export const guidBody = z.object({ index_id: idSchema, guid: guidSchema });

export const receiveBody = z.object({
  message_type_id: idSchema,
  messages: z
    .array(z.object({ guid: guidSchema.optional(), payload: z.record(z.string(), z.unknown()) }))
    .min(1)
    .max(1000, 'Send at most 1000 messages a call (the load batch)'),
});
export const messageStatuses = ['received', 'rejected'] as const;
export const messageHistoryBody = z.object({
  message_type_id: idSchema.optional(),
  status: z.enum(messageStatuses).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: dbInt().min(0).default(0),
  size: dbInt().min(1).max(100).default(10),
});
