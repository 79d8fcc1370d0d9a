import { z } from 'zod';
import { isExemptionDependentDate, isNotExemptionDependentDate } from '../custom-field-rules';
import { fieldMessages } from '../field-messages';
import { isoDate, numberField, optionalText, recordId } from './shared';

/** A date input that may stay empty (''); the exemption rules below say when it must not. */
const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: 'Enter a date as yyyy-mm-dd' })
  .nullish()
  .transform((v) => v ?? '');

/**
 * An employee's benefits: medical scheme plan, gap cover, group life and the provident fund with member and
 * employer contributions (percent of salary). The same schema validates the form and the service.
 */
export const employeeBenefitsData = z
  .object({
    medical_scheme_plan: optionalText(120),
    medical_scheme_member_number: optionalText(30),
    gap_cover: optionalText(120),
    /** Times annual salary; 0 means no group life cover. */
    group_life_multiple: numberField(0, 10),
    provident_fund: optionalText(120),
    member_contribution_pct: numberField(0, 30),
    employer_contribution_pct: numberField(0, 30),
    effective_date: isoDate,
    /** Exempt from the employer's compulsory medical scheme (already a dependant on a spouse's scheme). */
    medical_scheme_exempt: z.boolean().default(false),
    /** isExemptionDependentDate: the date the exemption applies from (exempt employees only). */
    exemption_date: optionalDay,
    /** isNotExemptionDependentDate: the date scheme cover starts (members only, when a plan is captured). */
    scheme_join_date: optionalDay,
  })
  .refine((v) => v.member_contribution_pct + v.employer_contribution_pct <= 40, {
    path: ['employer_contribution_pct'],
    message: 'Member and employer contributions together cannot exceed 40%',
  })
  .refine((v) => v.provident_fund !== '' || v.member_contribution_pct + v.employer_contribution_pct === 0, {
    path: ['provident_fund'],
    message: fieldMessages.required,
  })
  .superRefine((v, ctx) => {
    // The day in South Africa, where every office of this business is (UTC+2 all year).
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    const exemption = isExemptionDependentDate(v.medical_scheme_exempt, v.exemption_date, today);
    if (exemption) ctx.addIssue({ code: 'custom', path: ['exemption_date'], message: exemption });
    const cover =
      v.medical_scheme_plan === ''
        ? null
        : isNotExemptionDependentDate(v.medical_scheme_exempt, v.scheme_join_date);
    if (cover) ctx.addIssue({ code: 'custom', path: ['scheme_join_date'], message: cover });
  });
export type EmployeeBenefitsData = z.output<typeof employeeBenefitsData>;

export const benefitsGet = z.object({ employee_id: recordId });
export const benefitsSave = z.object({ employee_id: recordId, benefits: employeeBenefitsData });
export type EmployeeBenefits = {
  employee_id: number;
  benefits: EmployeeBenefitsData | null;
  update_datetime: string | null;
};
