import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';
import { optionalId, recordId } from './shared';

export const rfqCategories = {
  medical_scheme: 'Medical schemes',
  gap_cover: 'Gap cover',
  other: 'Other',
} as const;
export type RfqCategory = keyof typeof rfqCategories;
const categoryKeys = Object.keys(rfqCategories) as [RfqCategory, ...RfqCategory[]];

export type RfqDispatchRow = {
  id: number;
  tenant_id: number;
  category: RfqCategory;
  product_id: number | null;
  product_name: string | null;
  workgroup_id: number;
  workgroup_name: string;
  create_datetime: string;
};
export type RfqQuoteMap = {
  map: RfqDispatchRow[];
  workgroups: { id: number; name: string; wrkgrp_type: string }[];
  products: { id: number; name: string; category: RfqCategory }[];
};

export const rfqMapAdd = z.object({
  category: z.enum(categoryKeys, { error: fieldMessages.required }),
  product_id: optionalId,
  workgroup_id: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    dbInt({ error: fieldMessages.required }).positive().max(2147483647),
  ),
});
export const rfqMapRemove = z.object({ id: recordId });
export const rfqDispatch = z.object({
  id: recordId,
  category: z.enum(categoryKeys),
  product_id: optionalId.optional().transform((v) => v ?? null),
});
