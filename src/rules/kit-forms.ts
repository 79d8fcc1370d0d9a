/** Form rules of spec §5: the field messages word for word, custom rules with a supplied message, date order. */
import { z } from 'zod';
import { fieldMessages } from '../contracts/field-messages';

export const scrollToInvalidOffset = 130;

type TextRules = {
  required?: boolean;
  email?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
};

/** A text field whose errors read exactly as spec §5 words them. Optional fields accept ''. */
export function textField(rules: TextRules = {}) {
  let schema = z.string({ error: fieldMessages.required });
  if (rules.minLength !== undefined)
    schema = schema.min(rules.minLength, { message: fieldMessages.minlength(rules.minLength) });
  if (rules.maxLength !== undefined)
    schema = schema.max(rules.maxLength, { message: fieldMessages.maxlength(rules.maxLength) });
  if (rules.email) schema = schema.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: fieldMessages.email });
  if (rules.pattern) schema = schema.regex(rules.pattern, { message: fieldMessages.pattern });
  if (rules.required)
    return z
      .string({ error: fieldMessages.required })
      .trim()
      .min(1, { message: fieldMessages.required })
      .pipe(schema);
  return z.union([z.literal(''), schema]);
}

/** A number field from an <input type="number"> (react-hook-form gives NaN for an empty box). */
export function numberField(rules: { required?: boolean; min?: number; max?: number } = {}) {
  let schema = z.number({ error: fieldMessages.required });
  if (rules.min !== undefined) schema = schema.min(rules.min, { message: fieldMessages.min(rules.min) });
  if (rules.max !== undefined) schema = schema.max(rules.max, { message: fieldMessages.max(rules.max) });
  const empty = z.nan().transform(() => undefined);
  return rules.required ? schema : z.union([empty, schema]);
}

/** The named custom rules of spec §5; each shows the message its user supplies. */
export const customRuleChecks = {
  years: (v: string) => /^\d{1,2}$/.test(v) && Number(v) <= 60,
  mobileNo_10: (v: string) => /^0\d{9}$/.test(v),
  idNumber: (v: string) => /^\d{13}$/.test(v) && luhn(v),
  passportNumber: (v: string) => /^[A-Z0-9]{6,9}$/i.test(v),
  panNumber: (v: string) => /^[A-Z]{5}\d{4}[A-Z]$/.test(v),
  gstNumber: (v: string) => /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v),
  invalidEmail: (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v),
} as const;
export type CustomRuleName = keyof typeof customRuleChecks;

/** A string checked by a named rule, failing with the supplied message. Empty passes: pair with required. */
export function customRule(name: CustomRuleName, message: string) {
  return z.string().refine((v) => v === '' || customRuleChecks[name](v), { message, params: { rule: name } });
}

/** South African ID numbers end in a Luhn check digit. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** adultAge: born at least 18 years before `today`. */
export function isAdult(birthDate: string, today: Date = new Date()): boolean {
  const born = new Date(birthDate);
  if (Number.isNaN(born.getTime())) return false;
  const limit = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
  return born <= limit;
}

/** multipleCheckbox: at least `min` boxes ticked. */
export const hasEnoughChecked = (values: readonly boolean[], min = 1) => values.filter(Boolean).length >= min;

const time = (v: string | Date) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

/** Start strictly before end. Missing dates are left to required. */
export function isStartBeforeEnd(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): boolean {
  if (!start || !end) return true;
  return time(start) < time(end);
}

/** Start before or on end. */
export function isStartNotAfterEnd(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): boolean {
  if (!start || !end) return true;
  return time(start) <= time(end);
}

/** Number inputs lose focus on the mouse wheel in production, so a scroll never changes a value by accident. */
export function shouldBlurOnWheel(isProduction: boolean): boolean {
  return isProduction;
}
