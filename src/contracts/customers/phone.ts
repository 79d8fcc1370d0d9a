/**
 * Phone numbers are stored as E.164 digits without the plus (27821234567), so a caller's number matches
 * however it was typed: 082 123 4567, +27 82 123 4567, 0027821234567 or 27821234567.
 */
export const phoneMessage = 'Enter a valid phone number, for example 082 123 4567 or +27 82 123 4567';

export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `27${digits.slice(1)}`;
  // A South African number is 27 + 9 digits; other countries 8–15 digits in all (E.164).
  if (digits.startsWith('27')) return digits.length === 11 && digits[2] !== '0' ? digits : null;
  return digits.length >= 8 && digits.length <= 15 && digits[0] !== '0' ? digits : null;
}
