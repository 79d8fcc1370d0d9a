import { z } from 'zod';
import { fieldMessages } from '../field-messages';
import { isoDate, numberField, optionalText, recordId } from './shared';

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
  })
  .refine((v) => v.member_contribution_pct + v.employer_contribution_pct <= 40, {
    path: ['employer_contribution_pct'],
    message: 'Member and employer contributions together cannot exceed 40%',
  })
  .refine((v) => v.provident_fund !== '' || v.member_contribution_pct + v.employer_contribution_pct === 0, {
    path: ['provident_fund'],
    message: fieldMessages.required,
  });
export type EmployeeBenefitsData = z.output<typeof employeeBenefitsData>;

export const benefitsGet = z.object({ employee_id: recordId });
export const benefitsSave = z.object({ employee_id: recordId, benefits: employeeBenefitsData });
export type EmployeeBenefits = {
  employee_id: number;
  benefits: EmployeeBenefitsData | null;
  update_datetime: string | null;
};
