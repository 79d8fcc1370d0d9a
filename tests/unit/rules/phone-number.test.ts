import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from '../../../src/rules/phone-number';

describe('formatPhone: the local written form', () => {
  it.each([
    // geographic: 0 + 2-digit area code, then 3 + 4
    ['27538312200', '053 831 2200'],
    ['053 831 2200', '053 831 2200'],
    ['0538312200', '053 831 2200'],
    ['+27 53 831 2200', '053 831 2200'],
    ['27123456100', '012 345 6100'],
    ['012-345-6100', '012 345 6100'],
    ['(021) 555 0101', '021 555 0101'],
    // mobiles: 0xx xxx xxxx, however they came in
    ['27821234567', '082 123 4567'],
    ['0821234567', '082 123 4567'],
    ['+27821234567', '082 123 4567'],
    ['0027 82 123 4567', '082 123 4567'],
    ['+27 (82) 123-4567', '082 123 4567'],
    // toll-free and share-call keep their own 4 + 3 + 3
    ['27800123456', '0800 123 456'],
    ['0861 234 567', '0861 234 567'],
    // other countries: the plus and the digits
    ['442079460958', '+442079460958'],
    ['+44 20 7946 0958', '+442079460958'],
    // not a number we know: shown as typed, never mangled
    ['082-123-4567 ext 2', '082-123-4567 ext 2'],
    ['082 123 456', '082 123 456'],
    ['  reception  ', 'reception'],
    ['', ''],
  ])('%j → %j', (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
  });

  it('shows nothing for a missing number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('shows what it stores: the local form normalises back to the stored number', () => {
    for (const stored of ['27538312200', '27821234567', '27800123456', '27123456100']) {
      expect(normalisePhone(formatPhone(stored))).toBe(stored);
    }
  });
});
