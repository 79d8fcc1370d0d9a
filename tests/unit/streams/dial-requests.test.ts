import { describe, expect, it } from 'vitest';
import { dialableNumber } from '../../../src/rules/telephony';
import { dialRequests, requestDial } from '../../../src/streams/dial-requests';

describe('click-to-call requests', () => {
  it('dials digits, keeping a leading +', () => {
    expect(dialableNumber(' +27 82 555-1001 ')).toBe('+27825551001');
    expect(dialableNumber('(012) 345 6100')).toBe('0123456100');
    expect(dialableNumber('')).toBe('');
  });

  it('says no when no softphone listens, and hands the softphone the cleaned number when one does', () => {
    expect(requestDial({ number: '082 555 1001', name: 'Lindiwe' })).toBe(false);
    const seen: unknown[] = [];
    const subscription = dialRequests.subscribe((r) => seen.push(r));
    expect(requestDial({ number: '082 555 1001', name: 'Lindiwe' })).toBe(true);
    subscription.unsubscribe();
    expect(seen).toEqual([{ number: '0825551001', name: 'Lindiwe' }]);
    expect(requestDial({ number: '082 555 1001', name: 'Lindiwe' })).toBe(false);
  });
});
