import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  customRule,
  hasEnoughChecked,
  isAdult,
  isStartBeforeEnd,
  isStartNotAfterEnd,
  luhn,
  numberField,
  shouldBlurOnWheel,
  textField,
} from '../../../../src/rules/kit-forms';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('field messages, word for word', () => {
  it.each([
    [textField({ required: true }), '', ['This field is required']],
    [textField({ required: true }), '   ', ['This field is required']],
    [textField({ required: true }), undefined, ['This field is required']],
    [textField({ email: true }), 'nope', ['Enter a valid email address']],
    [textField({ email: true }), '', []],
    [textField({ minLength: 3 }), 'ab', ['The min number of characters is 3']],
    [textField({ maxLength: 4 }), 'abcde', ['The max allowed number of characters is 4']],
    [
      textField({ pattern: /^(?=.*[A-Z]).{8,}$/ }),
      'short',
      [
        'Password must be of 8 or more characters. Must include at least one upper case letter, one lower case letter, one number and one special character.',
      ],
    ],
    [numberField({ min: 18 }), 17, ['Value cannot be less than 18']],
    [numberField({ max: 65 }), 70, ['Value cannot be greater than 65']],
    [numberField({ min: 18, max: 65 }), 30, []],
    [numberField({ min: 18 }), Number.NaN, []],
    [numberField({ required: true }), Number.NaN, ['This field is required']],
  ])('%#', (schema, value, expected) => expect(messages(schema, value)).toEqual(expected));
});

describe('custom rules show the supplied message', () => {
  it.each([
    ['mobileNo_10', '0821234567', true],
    ['mobileNo_10', '082123456', false],
    ['idNumber', '8001015009087', true],
    ['idNumber', '8001015009088', false],
    ['years', '12', true],
    ['years', '123', false],
    ['passportNumber', 'A1234567', true],
    ['panNumber', 'ABCDE1234F', true],
    ['panNumber', 'ABCDE12345', false],
    ['gstNumber', '27ABCDE1234F1Z5', true],
    ['invalidEmail', 'a@b.co', true],
    ['invalidEmail', 'a@b.c', false],
  ] as const)('%s %j valid=%s', (rule, value, valid) => {
    expect(messages(customRule(rule, 'Supplied message'), value)).toEqual(valid ? [] : ['Supplied message']);
  });
  it('lets an empty value through for required to judge', () =>
    expect(messages(customRule('idNumber', 'x'), '')).toEqual([]));
});

describe('helpers', () => {
  it('luhn', () => {
    expect(luhn('79927398713')).toBe(true);
    expect(luhn('79927398710')).toBe(false);
  });
  it('adultAge', () => {
    const today = new Date(2024, 5, 15);
    expect(isAdult('2006-06-15', today)).toBe(true);
    expect(isAdult('2006-06-16', today)).toBe(false);
  });
  it('multipleCheckbox', () => {
    expect(hasEnoughChecked([false, true])).toBe(true);
    expect(hasEnoughChecked([false, false])).toBe(false);
  });
  it('number inputs blur on wheel in production only', () => {
    expect(shouldBlurOnWheel(true)).toBe(true);
    expect(shouldBlurOnWheel(false)).toBe(false);
  });
});

describe('date rules', () => {
  it.each([
    ['2024-01-01', '2024-01-02', true, true],
    ['2024-01-02', '2024-01-02', false, true],
    ['2024-01-03', '2024-01-02', false, false],
    ['', '2024-01-02', true, true],
    [null, null, true, true],
  ])('%j vs %j', (start, end, strictly, orEqual) => {
    expect(isStartBeforeEnd(start, end)).toBe(strictly);
    expect(isStartNotAfterEnd(start, end)).toBe(orEqual);
  });
});
