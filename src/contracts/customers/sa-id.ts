/**
 * South African identity numbers: YYMMDD SSSS C A Z — date of birth, a sequence whose first digit says the
 * gender (0–4 female, 5–9 male), citizenship (0 citizen, 1 permanent resident), a legacy digit and a Luhn
 * check digit. Shared by the console's forms and the service, so both refuse the same numbers.
 */
export type SaIdParts = {
  dateOfBirth: string;
  gender: 'F' | 'M';
  citizen: boolean;
};

export const idNumberMessage = 'Enter a valid 13-digit South African ID number';

/** Luhn over all 13 digits: doubling every second digit from the right, the sum must end in 0. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes the first 12 digits a valid number (for seed data and test generators). */
export function luhnCheckDigit(first12: string): string {
  for (let c = 0; c <= 9; c += 1) if (luhnValid(first12 + c)) return String(c);
  throw new Error('unreachable: one of ten digits always completes a Luhn sum');
}

/**
 * The century is not in the number: a two-digit year later than this year's is taken as the 1900s
 * (nobody on a payroll is over 100 or born in the future).
 */
export function parseSaId(raw: string, today: Date = new Date()): SaIdParts | null {
  const id = raw.replace(/\s+/g, '');
  if (!/^\d{13}$/.test(id)) return null;
  if (id[10] !== '0' && id[10] !== '1') return null;
  if (!luhnValid(id)) return null;
  const yy = Number(id.slice(0, 2));
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  const thisYY = today.getUTCFullYear() % 100;
  const year = (yy > thisYY ? 1900 : 2000) + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > today.getTime()) return null;
  return {
    dateOfBirth: `${year}-${id.slice(2, 4)}-${id.slice(4, 6)}`,
    gender: Number(id[6]) >= 5 ? 'M' : 'F',
    citizen: id[10] === '0',
  };
}

/** Builds a valid number from its parts (seed data, tests). sequence is 0–4999; males get +5000. */
export function buildSaId(dateOfBirth: string, gender: 'F' | 'M', sequence: number, citizen = true): string {
  const [y, m, d] = dateOfBirth.split('-');
  const seq = String((gender === 'M' ? 5000 : 0) + (sequence % 5000)).padStart(4, '0');
  const first12 = `${y.slice(2)}${m}${d}${seq}${citizen ? '0' : '1'}8`;
  return first12 + luhnCheckDigit(first12);
}
