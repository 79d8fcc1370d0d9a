import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';
import { numberField, optionalId, optionalText, recordId, requiredText } from './shared';

export type Offering = {
  id: number;
  tenant_id: number;
  name: string;
  product_id: number | null;
  product_name: string | null;
  classification_id: number | null;
  classification_name: string | null;
  /** Rands, two decimals. */
  price: number;
  cost_price: number;
  stock_quantity: number;
  update_datetime: string;
};

export const stockKinds = ['received', 'sold', 'adjusted'] as const;
export type StockKind = (typeof stockKinds)[number];

export type StockMovement = {
  id: number;
  offering_id: number;
  offering_name: string;
  kind: StockKind;
  quantity: number;
  balance: number;
  note: string;
  user_name: string | null;
  create_datetime: string;
};

/** Rands with at most two decimals (stored as cents). */
const money = numberField(0, 10_000_000).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
  message: 'Use at most two decimals',
});

export const offeringSave = z.object({
  /** -1 creates. */
  id: dbInt().min(-1).max(2147483647),
  name: requiredText(120),
  product_id: optionalId,
  classification_id: optionalId,
  price: money,
  cost_price: money,
  stock_quantity: numberField(0, 1_000_000, true),
  /** Why the stock changed, kept on the adjustment an edit makes. */
  note: optionalText(200),
});
export const offeringId = z.object({ id: recordId });
export const stockAdjust = z
  .object({
    offering_id: z.preprocess(
      (v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
      recordId,
    ),
    kind: z.enum(['received', 'adjusted'], { error: fieldMessages.required }),
    quantity: numberField(-1_000_000, 1_000_000, true),
    note: optionalText(200),
  })
  .refine((v) => v.quantity !== 0, { path: ['quantity'], message: 'The quantity cannot be 0' })
  .refine((v) => v.kind !== 'received' || v.quantity > 0, {
    path: ['quantity'],
    message: fieldMessages.min(1),
  });
export const stockHistoryRequest = z
  .object({
    offering_id: recordId.optional(),
    kind: z.enum(stockKinds).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
