import { z } from 'zod';
import { excerpt } from '../payload-guard';

/** Message-type attribute datatypes (spec §3). */
export const datatypes = [
  'NONE',
  'INTEGER',
  'FLOAT',
  'STRING',
  'FLEXIBLE',
  'LIST',
  'DICT',
  'DATE',
  'DATETIME',
] as const;
export type Datatype = (typeof datatypes)[number];

export const datatypeSchema = z.enum(datatypes, {
  error: (issue) => `Unknown datatype ${excerpt(issue.input)}: use one of ${datatypes.join(', ')}`,
});

/** Attribute and field names: letters, digits and underscores, starting with a letter or underscore. */
export const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
export const identifierSchema = z
  .string()
  .trim()
  .regex(identifierPattern, 'Use letters, digits and _ only, starting with a letter or _ (at most 63)');

/** A dotted path into a message (nested objects): customer.address.city */
export const pathPattern = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62}){0,7}$/;
export const pathSchema = z
  .string()
  .trim()
  .regex(pathPattern, 'A path is names joined by dots (letters, digits, _), at most 8 levels');

export const nameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(80, 'The max allowed number of characters is 80');
export const descriptionSchema = z
  .string()
  .trim()
  .max(500, 'The max allowed number of characters is 500')
  .default('');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Whether a JSON value fits a datatype; null fits every datatype (absence is checked separately). */
export function fitsDatatype(value: unknown, datatype: Datatype): boolean {
  if (value === null || value === undefined) return true;
  switch (datatype) {
    case 'NONE':
    case 'FLEXIBLE':
      return true;
    case 'INTEGER':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'FLOAT':
      return typeof value === 'number' && Number.isFinite(value);
    case 'STRING':
      return typeof value === 'string';
    case 'LIST':
      return Array.isArray(value);
    case 'DICT':
      return typeof value === 'object' && !Array.isArray(value);
    case 'DATE':
      return typeof value === 'string' && validDate(value);
    case 'DATETIME':
      return typeof value === 'string' && isoDateTime.test(value) && !Number.isNaN(Date.parse(value));
  }
}

export const describeValue = (value: unknown): string =>
  Array.isArray(value)
    ? 'a list'
    : value === null
      ? 'null'
      : typeof value === 'object'
        ? 'a dictionary'
        : JSON.stringify(value).slice(0, 40);
