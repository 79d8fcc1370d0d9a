import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';

/** Sales orders: request for quote → quote → order, each step with its status (spec §1, §2). */
export const salesPaths = {
  list: '/sales/list',
  get: '/sales/get',
  rfqCreate: '/sales/rfq/create',
  rfqCancel: '/sales/rfq/cancel',
  quoteCreate: '/sales/quote/create',
  quoteDecide: '/sales/quote/decide',
  orderCreate: '/sales/order/create',
  orderUpdate: '/sales/order/update',
  history: '/sales/history',
} as const;

export const salesKinds = ['rfq', 'quote', 'order'] as const;
export type SalesKind = (typeof salesKinds)[number];

/** Each kind's statuses, first one on creation. The transitions are in server/domain/sales. */
export const salesStatuses = {
  rfq: ['open', 'quoted', 'ordered', 'cancelled'],
  quote: ['issued', 'accepted', 'rejected', 'ordered'],
  order: ['open', 'fulfilled', 'cancelled'],
} as const;

export type SalesLine = { description: string; quantity: number; unit_price: number };
export type SalesDocument = {
  id: number;
  tenant_id: number;
  employer_id: number;
  employer_name: string;
  kind: SalesKind;
  number: string;
  source_id: number | null;
  source_number: string | null;
  status: string;
  title: string;
  notes: string;
  lines: SalesLine[];
  total_cents: number;
  due_date: string | null;
  create_datetime: string;
};
export type SalesEvent = {
  id: number;
  document_id: number;
  number: string;
  kind: SalesKind;
  employer_name: string;
  action: string;
  from_status: string | null;
  to_status: string;
  user_name: string | null;
  create_datetime: string;
};

const id = dbInt().positive().max(2147483647);
const text = (max: number, required = true) =>
  required
    ? z
        .string({ error: fieldMessages.required })
        .trim()
        .min(1, { message: fieldMessages.required })
        .max(max, { message: fieldMessages.maxlength(max) })
    : z
        .string()
        .trim()
        .max(max, { message: fieldMessages.maxlength(max) })
        .default('');
const quantity = dbInt({ error: fieldMessages.required })
  .min(1, { message: fieldMessages.min(1) })
  .max(100000, { message: fieldMessages.max(100000) });
/** A date as yyyy-mm-dd; '' (an empty date input) means none. */
const futureDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as yyyy-mm-dd' })
    .nullish()
    .transform((v) => v ?? null),
);
export const rfqCreate = z.object({
  employer_id: id,
  title: text(120),
  notes: text(1000, false),
  due_date: futureDate,
  lines: z
    .array(z.object({ description: text(200), quantity }))
    .min(1, { message: 'Add at least one line' })
    .max(50, { message: 'At most 50 lines' }),
});
export const quoteCreate = z.object({
  rfq_id: id,
  notes: text(1000, false),
  due_date: futureDate,
  lines: z
    .array(
      z.object({
        description: text(200),
        quantity,
        unit_price: dbInt({ error: fieldMessages.required })
          .min(0, { message: fieldMessages.min(0) })
          .max(100_000_000, { message: fieldMessages.max(100_000_000) }),
      }),
    )
    .min(1, { message: 'Add at least one line' })
    .max(50, { message: 'At most 50 lines' }),
});
export const quoteDecide = z.object({ id, decision: z.enum(['accept', 'reject']) });
export const orderCreate = z.object({ quote_id: id });
export const orderUpdate = z.object({ id, status: z.enum(['fulfilled', 'cancelled']) });
export const salesList = z.object({ kind: z.enum(salesKinds), status: z.string().max(20).optional() });
export const salesId = z.object({ id });
export const historyRequest = z
  .object({ document_id: id.optional() })
  .nullish()
  .transform((v) => v ?? {});
