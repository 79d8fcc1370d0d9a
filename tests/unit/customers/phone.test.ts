import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../src/contracts/customers/phone';

describe('normalisePhone', () => {
  it.each([
    ['082 123 4567', '27821234567'],
    ['0821234567', '27821234567'],
    ['+27 82 123 4567', '27821234567'],
    ['+27 (0)82 123 4567', null],
    ['0027821234567', '27821234567'],
    ['27821234567', '27821234567'],
    ['012-345-6100', '27123456100'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s → %s', (raw, stored) => {
    expect(normalisePhone(raw)).toBe(stored);
  });

  it.each([
    '',
    '082 123 456',
    '082 123 45678',
    '+27 082 123 4567',
    'call me',
    '082-123-4567 ext 2',
    '+1234567',
  ])('refuses %j', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});
