import { z } from 'zod';
import { dbInt } from '../db-int';
import { coverageIds } from './lookups';

const idField = dbInt().positive();
const ids = (max: number) => z.array(idField).min(1).max(max);

export const employeeIdBody = z.object({ employee_id: idField });
export const adviceIdBody = z.object({ advice_id: idField });
export const searchEmployeeBody = z.object({
  query: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  limit: dbInt().min(1).max(50).default(20),
});

/** The needs analysis (spec §3 lookup maps). */
export const adviceNeeds = z.object({
  hospital: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  coverage: z.enum(coverageIds),
  day_to_day_cover: z.union([z.literal(0), z.literal(1)]),
  day_to_day_type: z.union([z.literal(1), z.literal(2)]),
  day_to_day_extent: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  optical_dentistry: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).max(3),
  chronic_conditions: z.array(z.string().trim().min(1).max(80)).max(30),
  underwriting: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  gap_cover: z.union([z.literal(0), z.literal(1)]),
  notes: z.string().trim().max(2000).default(''),
});
export type AdviceNeeds = z.infer<typeof adviceNeeds>;

/** What filter_schemes narrows by; derived from the employee and the needs, editable by the adviser. */
export const schemeFilters = z.object({
  hospital: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  coverage: z.enum(coverageIds).optional(),
  day_to_day_type: z.union([z.literal(1), z.literal(2)]).optional(),
  day_to_day_extent: z
    .union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
    .optional(),
  adult_dependent: dbInt().min(0).max(10).default(0),
  child_dependent: dbInt().min(0).max(15).default(0),
  max_premium: z.number().positive().max(1_000_000).optional(),
  include_inactive: z.boolean().default(false),
});
export type SchemeFilters = z.infer<typeof schemeFilters>;

export const familyBody = z.object({
  adult_dependent: dbInt().min(0).max(10),
  child_dependent: dbInt().min(0).max(15),
});

export const createInsuranceNeedsBody = z.object({ advice_id: idField, needs: adviceNeeds });
export const updateAdviceFiltersBody = z.object({ advice_id: idField, filters: schemeFilters });
export const saveAdviceBody = z.object({
  advice_id: idField,
  scheme_ids: z.array(idField).max(10),
  gap_ids: z.array(idField).max(5).default([]),
});
export const updateAdviceRecBody = z.object({
  advice_id: idField,
  scheme_id: idField,
  gap_id: idField.nullable().default(null),
  reason: z.string().trim().min(10, 'The min number of characters is 10').max(4000),
});
const email = z.email('Enter a valid email address').max(254);
export const emailAdviceBody = z.object({
  advice_id: idField,
  to: email,
  cc: z.array(email).max(5).default([]),
  message: z.string().trim().max(2000).default(''),
});
export const resendBody = z.object({ advice_id: idField, to: email.optional() });
export const removeDocumentsBody = z.object({ advice_id: idField, document_ids: ids(20) });
export const downloadBody = z.object({ advice_id: idField, document_id: idField });
export const closeAdviceBody = z.object({
  advice_id: idField,
  reason: z.string().trim().min(3, 'The min number of characters is 3').max(1000),
});
export const schemeIdsBody = z.object({ scheme_ids: ids(10) });
export const premiumBody = familyBody.extend({ scheme_id: idField });
export const gapIdsBody = z.object({ gap_ids: ids(5) });
export const exportSchemesBody = familyBody.extend({ scheme_ids: ids(4) });
export const mailSchemesBody = exportSchemesBody.extend({ to: email });
export const mailGapBody = gapIdsBody.extend({ to: email });
export const productHouseBody = z.object({ product_house_id: idField });
export const productBody = z.object({ product_id: idField });
export const schemeStatuses = ['active', 'suspended', 'withdrawn'] as const;
export type SchemeStatus = (typeof schemeStatuses)[number];
export const changeSchemeStatusBody = z.object({
  scheme_id: idField,
  status: z.enum(schemeStatuses),
  reason: z.string().trim().min(3).max(500),
});
export const allAdviceBody = z.object({
  employee_id: idField.optional(),
  include_removed: z.boolean().default(false),
});
