import { buildSaId } from '../../../../src/contracts/customers/sa-id';
import { femaleNames, maleNames, surnames } from './names';

/** A small deterministic generator (mulberry32): the same seed gives the same people on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pad = (n: number) => String(n).padStart(2, '0');

export type Person = { firstName: string; lastName: string; gender: 'F' | 'M' };

export function person(rng: Rng, lastName?: string, gender?: 'F' | 'M'): Person {
  const g = gender ?? (rng() < 0.5 ? 'F' : 'M');
  return {
    firstName: pick(rng, g === 'F' ? femaleNames : maleNames),
    lastName: lastName ?? pick(rng, surnames),
    gender: g,
  };
}

export function birthDate(rng: Rng, minAge: number, maxAge: number, thisYear = 2026): string {
  return `${thisYear - between(rng, minAge, maxAge)}-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
}

export function idFor(rng: Rng, dateOfBirth: string, gender: 'F' | 'M'): string {
  return buildSaId(dateOfBirth, gender, between(rng, 0, 4999));
}

/** South African mobile numbers (Vodacom, MTN, Cell C, Telkom prefixes), stored as E.164 digits. */
export function mobile(rng: Rng): string {
  return `27${pick(rng, ['60', '61', '71', '72', '73', '76', '79', '81', '82', '83', '84'])}${between(rng, 1000000, 9999999)}`;
}

export const jobTitlesByGrade: Record<string, readonly string[]> = {
  Staff: ['Driver', 'Packer', 'Administrator', 'Clerk', 'Operator', 'Technician', 'Sales Assistant', 'Nurse'],
  Supervisor: ['Shift Supervisor', 'Team Leader', 'Foreman'],
  Specialist: ['Accountant', 'Engineer', 'Developer', 'Analyst', 'Pharmacist'],
  Manager: ['Operations Manager', 'Finance Manager', 'HR Manager', 'Branch Manager'],
  'Senior Manager': ['General Manager', 'Head of Operations'],
  Executive: ['Managing Director', 'Chief Financial Officer'],
};

/** Most of a payroll are staff; a few managers, seniors and one executive make the job-grade rules testable. */
export function gradeFor(index: number, rng: Rng): string {
  if (index === 0) return 'Executive';
  if (index === 1) return 'Senior Manager';
  if (index <= 3) return 'Manager';
  const r = rng();
  return r < 0.62 ? 'Staff' : r < 0.82 ? 'Supervisor' : 'Specialist';
}

const salaryRange: Record<string, [number, number]> = {
  Staff: [7500, 18000],
  Supervisor: [16000, 28000],
  Specialist: [28000, 55000],
  Manager: [45000, 80000],
  'Senior Manager': [75000, 120000],
  Executive: [110000, 190000],
};

export function salaryFor(grade: string, rng: Rng): number {
  const [min, max] = salaryRange[grade];
  return Math.round(between(rng, min, max) / 100) * 100;
}
