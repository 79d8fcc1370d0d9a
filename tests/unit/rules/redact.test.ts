import { describe, expect, it } from 'vitest';
import { redact, redactedMark, redactLimits } from '../../../src/rules/redact';

describe('redact', () => {
  it.each([
    ['access token', { token: 'abc123' }, { token: redactedMark }],
    ['wh_token', { wh_token: 'wh-1' }, { wh_token: redactedMark }],
    [
      'password in an event',
      { type: 'auth.submit', username: 'agent', password: 'Console@2026' },
      { type: 'auth.submit', username: 'agent', password: redactedMark },
    ],
    [
      'new and old passwords',
      { oldPassword: 'a', new_password: 'b' },
      { oldPassword: redactedMark, new_password: redactedMark },
    ],
    [
      'SIP password',
      { sip: { uri: 'sip:1001@pbx', sip_password: 's3cret' } },
      { sip: { uri: 'sip:1001@pbx', sip_password: redactedMark } },
    ],
    [
      'SIP authorization user and ha1',
      { authorization_user: '1001', ha1: 'f00' },
      { authorization_user: redactedMark, ha1: redactedMark },
    ],
    ['credentials object', { credentials: { user: 'x' } }, { credentials: redactedMark }],
    ['Bearer header text', { header: 'Bearer eyJhbGciOi' }, { header: redactedMark }],
    [
      'plain fields stay',
      { username: 'agent', tenantId: 3, ok: true, none: null },
      { username: 'agent', tenantId: 3, ok: true, none: null },
    ],
    ['nested in arrays', [{ session: { token: 't' } }], [{ session: { token: redactedMark } }]],
    ['errors keep their message', new Error('network'), { name: 'Error', message: 'network' }],
    ['undefined becomes null', { a: undefined }, { a: null }],
  ])('%s', (_name, input, expected) => {
    expect(redact(input)).toEqual(expected);
  });

  it('leaves its input unchanged', () => {
    const input = { token: 't', user: { password: 'p' } };
    redact(input);
    expect(input).toEqual({ token: 't', user: { password: 'p' } });
  });

  it('survives cycles, actor references and functions', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const actor = { id: 'auth', sessionId: 'x:1', send: () => undefined };
    expect(redact({ cyclic, actor, fn: () => 1 })).toEqual({
      cyclic: { name: 'loop', self: '[circular]' },
      actor: '[actor auth]',
      fn: '[function]',
    });
  });

  it('cuts long lists so a 10,000-node context stays cheap to show', () => {
    const out = redact(Array.from({ length: 150 }, (_, i) => i)) as unknown[];
    expect(out).toHaveLength(redactLimits.items + 1);
    expect(out.at(-1)).toBe('… 50 more');
  });

  it('never lets a secret through anywhere in the JSON', () => {
    const json = JSON.stringify(redact({ a: [{ b: { c: { password: 'Console@2026', token: 'tok-9' } } }] }));
    expect(json).not.toContain('Console@2026');
    expect(json).not.toContain('tok-9');
  });
});

describe('redact on a large value', () => {
  it('stops after a bounded number of objects', () => {
    const wide = Array.from({ length: 100 }, (_, i) => ({
      id: i,
      children: Array.from({ length: 100 }, (_, j) => ({ id: j })),
    }));
    const json = JSON.stringify(redact(wide));
    expect(json).toContain('[…]');
    expect(json.match(/"id"/g)?.length).toBeLessThanOrEqual(redactLimits.nodes);
  });
});
