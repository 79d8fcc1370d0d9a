import { z } from 'zod';

/**
 * The custom field rules of spec §5 that kit-forms.ts does not hold: the date rules that depend on another value
 * (the organisation's start date, an exemption flag) and tenantPrefix, whose error carries its own message.
 * uniqueEmail is asynchronous: its answer comes from the service (/check_email_already_used); the message a form
 * shows for it is here so the console and the service say the same thing.
 */

export const customRuleMessages = {
  uniqueEmail: 'This e-mail address is already used by another user, contact or employee',
  startDateOrg: (orgStart: string) =>
    `The start date cannot be before the organisation's start date (${orgStart})`,
  exemptionDate: 'Enter the date the exemption applies from',
  exemptionDateFuture: 'The exemption date cannot be in the future',
  noExemptionDate: 'Enter the date cover starts',
} as const;

const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/**
 * start_date_org: a start date (an employee's, a department's) not before the start date of the organisation it
 * belongs to. Missing dates pass: required is its own rule, and an organisation without a start date limits
 * nothing. ISO dates compare as strings.
 */
export function isNotBeforeOrgStart(
  startDate: string | null | undefined,
  orgStart: string | null | undefined,
) {
  const start = startDate ? day(startDate) : null;
  const org = orgStart ? day(orgStart) : null;
  return start === null || org === null || start >= org;
}

/**
 * isExemptionDependentDate and isNotExemptionDependentDate. The spec names them without their bodies; in this
 * business they belong to medical-scheme membership, where an employee may be exempt from the employer's
 * compulsory scheme (already covered as a dependant on a spouse's scheme). An exempt employee must give the date
 * the exemption applies from, not later than today; an employee who is not exempt must give the date cover starts
 * instead. Each rule checks its own date field against the same flag, so a form puts the message under the field
 * the user must fill.
 */
export function isExemptionDependentDate(
  exempt: boolean,
  exemptionDate: string | null | undefined,
  today: string,
) {
  if (!exempt) return null;
  const date = exemptionDate ? day(exemptionDate) : null;
  if (date === null) return customRuleMessages.exemptionDate;
  return date > today ? customRuleMessages.exemptionDateFuture : null;
}

export function isNotExemptionDependentDate(exempt: boolean, coverDate: string | null | undefined) {
  if (exempt) return null;
  return coverDate && day(coverDate) ? null : customRuleMessages.noExemptionDate;
}

/**
 * tenantPrefix: the prefix a tenant's case and task numbers carry (CAS-000123 → "CAS"). Unlike the other custom
 * rules it has no supplied message: the error is the check's own text, which says what exactly is wrong (spec §5
 * "a tenantPrefix error shows the error's own message"). null when the prefix is acceptable.
 */
export function tenantPrefixError(prefix: string, takenByOthers: readonly string[] = []): string | null {
  const v = prefix.trim();
  if (v.length < 2) return 'A prefix has at least 2 characters';
  if (v.length > 5) return 'A prefix has at most 5 characters';
  if (!/^[A-Z]+$/.test(v)) return 'A prefix uses capital letters A to Z only';
  if (takenByOthers.some((p) => p.toUpperCase() === v))
    return `The prefix ${v} is already used by another tenant`;
  return null;
}

/** The tenantPrefix rule as a form field: its issue carries the check's own message. */
export const tenantPrefixField = (takenByOthers: readonly string[] = []) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = tenantPrefixError(value, takenByOthers);
      if (message) ctx.addIssue({ code: 'custom', message, params: { rule: 'tenantPrefix' } });
    });
