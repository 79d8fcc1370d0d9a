import { describe, expect, it } from 'vitest';
import { buildSaId, luhnValid, parseSaId } from '../../../src/contracts/customers/sa-id';

const today = new Date('2026-11-23T12:00:00Z');

describe('parseSaId', () => {
  it.each([
    // number, date of birth, gender, citizen
    ['8001015009087', '1980-01-01', 'M', true],
    ['9202204720083', '1992-02-20', 'F', true],
    ['0001014800187', '2000-01-01', 'F', false],
  ])('reads %s as born %s, gender %s', (id, dob, gender, citizen) => {
    expect(parseSaId(id, today)).toEqual({ dateOfBirth: dob, gender, citizen });
  });

  it('ignores spaces typed between the groups', () => {
    expect(parseSaId('800101 5009 087', today)?.dateOfBirth).toBe('1980-01-01');
  });

  it.each([
    ['8001015009088', 'wrong check digit'],
    ['800101500908', 'twelve digits'],
    ['80010150090877', 'fourteen digits'],
    ['80010150090a7', 'a letter'],
    ['8002305009080', '30 February'],
    ['8013015009089', 'month 13'],
    ['8001015009287', 'citizenship digit 2'],
    ['', 'empty'],
  ])('refuses %s (%s)', (id) => {
    expect(parseSaId(id, today)).toBeNull();
  });

  it('refuses a birth date after today and puts a later two-digit year in the 1900s', () => {
    const born = buildSaId('2026-12-01', 'F', 10);
    expect(parseSaId(born, today)).toBeNull();
    expect(parseSaId(buildSaId('1927-06-15', 'M', 10), today)?.dateOfBirth).toBe('1927-06-15');
  });
});

describe('buildSaId', () => {
  it('builds numbers that parse back to their parts and pass the Luhn check', () => {
    for (const [dob, gender] of [
      ['1975-03-09', 'F'],
      ['1999-12-31', 'M'],
      ['2004-07-18', 'F'],
    ] as const) {
      const id = buildSaId(dob, gender, 1234);
      expect(id).toMatch(/^\d{13}$/);
      expect(luhnValid(id)).toBe(true);
      expect(parseSaId(id, today)).toMatchObject({ dateOfBirth: dob, gender });
    }
  });
});
