import { describe, expect, it } from 'vitest';
import {
  activeThrottles,
  throttleWaitMs,
  waitMessage,
  type Failure,
  type Reset,
} from '../../server/domain/login-throttle-rule';

const now = 10_000_000_000;
const s = 1000;
const min = 60 * s;

/** `count` failures of `name` from `ip`, one second apart, the last `agoMs` before now. */
const fails = (count: number, name: string, ip: string, agoMs = 0): Failure[] =>
  Array.from({ length: count }, (_, i) => ({ loginName: name, ip, at: now - agoMs - (count - 1 - i) * s }));

/** `count` failures from `ip`, each on a different name. */
const spray = (count: number, ip: string): Failure[] =>
  Array.from({ length: count }, (_, i) => ({ loginName: `user${i}`, ip, at: now - (count - 1 - i) * s }));

/** `count` failures on `name`, each from a different address. */
const distributed = (count: number, name: string): Failure[] =>
  Array.from({ length: count }, (_, i) => ({
    loginName: name,
    ip: `10.0.0.${i}`,
    at: now - (count - 1 - i) * s,
  }));

type Row = [string, { loginName: string; ip: string; knownAddress?: boolean }, Failure[], Reset[], number];

describe('throttleWaitMs', () => {
  it.each<Row>([
    ['no failures: may try', { loginName: 'sipho', ip: 'A' }, [], [], 0],
    ['4 failures of the pair: may try', { loginName: 'sipho', ip: 'A' }, fails(4, 'sipho', 'A'), [], 0],
    ['5 failures of the pair: 15 min', { loginName: 'sipho', ip: 'A' }, fails(5, 'sipho', 'A'), [], 15 * min],
    [
      '5 failures from A, owner from B: may try',
      { loginName: 'sipho', ip: 'B' },
      fails(5, 'sipho', 'A'),
      [],
      0,
    ],
    [
      'pair lock runs from the 5th failure',
      { loginName: 'sipho', ip: 'A' },
      fails(5, 'sipho', 'A', 10 * min),
      [],
      5 * min,
    ],
    ['pair lock over after 15 min', { loginName: 'sipho', ip: 'A' }, fails(5, 'sipho', 'A', 15 * min), [], 0],
    [
      '5 failures spread over more than 15 min: may try',
      { loginName: 'sipho', ip: 'A' },
      [...fails(2, 'sipho', 'A', 20 * min), ...fails(3, 'sipho', 'A')],
      [],
      0,
    ],
    [
      'success of the pair resets it',
      { loginName: 'sipho', ip: 'A' },
      [...fails(4, 'sipho', 'A', 10 * s), ...fails(1, 'sipho', 'A')],
      [{ key: 'pair', loginName: 'sipho', ip: 'A', at: now - 5 * s }],
      0,
    ],
    [
      'success from another address does not reset the pair',
      { loginName: 'sipho', ip: 'A' },
      [...fails(4, 'sipho', 'A', 10 * s), ...fails(1, 'sipho', 'A')],
      [{ key: 'pair', loginName: 'sipho', ip: 'B', at: now - 5 * s }],
      15 * min,
    ],
    [
      'lift of the pair clears it',
      { loginName: 'sipho', ip: 'A' },
      fails(5, 'sipho', 'A'),
      [{ key: 'pair', loginName: 'sipho', ip: 'A', at: now }],
      0,
    ],
    ['address: 9 sprayed names, may try', { loginName: 'new', ip: 'A' }, spray(9, 'A'), [], 0],
    ['address: 10th sprayed name waits 1 s', { loginName: 'new', ip: 'A' }, spray(10, 'A'), [], 1 * s],
    ['address: 14 sprayed names wait 16 s', { loginName: 'new', ip: 'A' }, spray(14, 'A'), [], 16 * s],
    ['address: capped at 15 min', { loginName: 'new', ip: 'A' }, spray(25, 'A'), [], 15 * min],
    [
      'address: not applied to an account at an address it signed in from',
      { loginName: 'sipho', ip: 'A', knownAddress: true },
      spray(25, 'A'),
      [],
      0,
    ],
    ['address: another address may try', { loginName: 'new', ip: 'B' }, spray(25, 'A'), [], 0],
    [
      'address lift clears it',
      { loginName: 'new', ip: 'A' },
      spray(25, 'A'),
      [{ key: 'address', loginName: null, ip: 'A', at: now }],
      0,
    ],
    [
      'address is not reset by a success',
      { loginName: 'new', ip: 'A' },
      spray(14, 'A'),
      [{ key: 'pair', loginName: 'new', ip: 'A', at: now - 1 }],
      16 * s,
    ],
    ['account: 9 addresses, may try', { loginName: 'sipho', ip: 'B' }, distributed(9, 'sipho'), [], 0],
    ['account: 12 addresses wait 4 s', { loginName: 'sipho', ip: 'B' }, distributed(12, 'sipho'), [], 4 * s],
    ['account: capped at 60 s', { loginName: 'sipho', ip: 'owner' }, distributed(40, 'sipho'), [], 60 * s],
    [
      'account: not applied at an address it signed in from',
      { loginName: 'sipho', ip: 'owner', knownAddress: true },
      distributed(40, 'sipho'),
      [],
      0,
    ],
    [
      'known address: the pair lock still applies',
      { loginName: 'sipho', ip: 'A', knownAddress: true },
      fails(5, 'sipho', 'A'),
      [],
      15 * min,
    ],
    [
      'account: owner may try after the cap',
      { loginName: 'sipho', ip: 'owner' },
      fails(40, 'sipho', 'x', 61 * s).map((f, i) => ({ ...f, ip: `10.1.${i}` })),
      [],
      0,
    ],
    [
      'account lift clears it',
      { loginName: 'sipho', ip: 'B' },
      distributed(40, 'sipho'),
      [{ key: 'account', loginName: 'sipho', ip: null, at: now }],
      0,
    ],
    [
      'longest key wins',
      { loginName: 'sipho', ip: 'A' },
      [...spray(9, 'A'), ...fails(5, 'sipho', 'A')],
      [],
      15 * min,
    ],
  ])('%s', (_name, attempt, failures, resets, expected) => {
    expect(throttleWaitMs(attempt, failures, resets, now)).toBe(expected);
  });
});

describe('activeThrottles', () => {
  it('lists each refusing key once with its failures and until', () => {
    const list = activeThrottles([...fails(5, 'sipho', 'A'), ...spray(12, 'C')], [], now);
    expect(list).toEqual([
      { key: 'pair', loginName: 'sipho', ip: 'A', failures: 5, until: now + 15 * min },
      { key: 'address', loginName: null, ip: 'C', failures: 12, until: now + 4 * s },
    ]);
  });

  it('leaves out lifted and expired keys', () => {
    const lifted: Reset = { key: 'pair', loginName: 'sipho', ip: 'A', at: now };
    expect(
      activeThrottles([...fails(5, 'sipho', 'A'), ...fails(5, 'old', 'A', 20 * min)], [lifted], now),
    ).toEqual([]);
  });
});

describe('waitMessage', () => {
  it.each([
    [1, 'Try again in 1 second.'],
    [1500, 'Try again in 2 seconds.'],
    [59_000, 'Try again in 59 seconds.'],
    [60_000, 'Try again in 1 minute.'],
    [61_000, 'Try again in 2 minutes.'],
    [15 * min, 'Try again in 15 minutes.'],
  ])('%i ms reads "%s"', (ms, tail) => {
    expect(waitMessage(ms)).toBe(`Too many failed sign-ins. ${tail}`);
  });
});
