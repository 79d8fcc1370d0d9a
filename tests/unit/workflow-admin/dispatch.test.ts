import { describe, expect, it } from 'vitest';
import { matchRule, nextInTurn, type DispatchRule } from '../../../src/contracts/workflow-admin/dispatch';

const rule = (over: Partial<DispatchRule>): DispatchRule => ({
  id: 1,
  workgroupId: 10,
  position: 0,
  classificationId: null,
  severity: null,
  priority: null,
  assignment: 'manual',
  active: true,
  lastUserId: null,
  ...over,
});
const facts = { classificationIds: [1, 2, null, null], severity: 'High', priority: 'Low' };

describe('matchRule', () => {
  it.each([
    ['no rules', [], null],
    ['catch-all', [rule({ id: 5 })], 5],
    ['inactive skipped', [rule({ id: 5, active: false })], null],
    ['classification at level 2', [rule({ id: 5, classificationId: 2 })], 5],
    ['other classification', [rule({ id: 5, classificationId: 9 })], null],
    ['severity must match', [rule({ id: 5, severity: 'Low' })], null],
    ['severity and priority match', [rule({ id: 5, severity: 'High', priority: 'Low' })], 5],
    ['priority mismatch', [rule({ id: 5, priority: 'High' })], null],
    ['lowest position wins', [rule({ id: 5, position: 2 }), rule({ id: 6, position: 1 })], 6],
    [
      'first matching after a miss',
      [rule({ id: 5, position: 0, severity: 'Low' }), rule({ id: 6, position: 1 })],
      6,
    ],
  ] as const)('%s', (_, rules, expected) => {
    expect(matchRule(rules, facts)?.id ?? null).toBe(expected);
  });
});

describe('nextInTurn', () => {
  it.each([
    [[], null, null],
    [[3, 1, 2], null, 1],
    [[1, 2, 3], 1, 2],
    [[1, 2, 3], 3, 1],
    [[1, 3], 2, 3],
    [[1, 3], 9, 1],
  ] as const)('members %j after %s → %s', (members, last, expected) => {
    expect(nextInTurn(members, last)).toBe(expected);
  });
});
