import { describe, expect, it } from 'vitest';
import { decideEmbeddedSip } from '../../../server/telephony/embedded-sip';

const decide = (env: Record<string, string | undefined>, kamailioInstalled = true) =>
  decideEmbeddedSip({ env, kamailioInstalled });

describe('whether npm start brings up its own Kamailio', () => {
  it.each([
    [{}, 8088],
    [{ TELEPHONY_WS_URL: '' }, 8088],
    [{ TELEPHONY_WS_URL: 'ws://127.0.0.1:5066' }, 5066],
    [{ TELEPHONY_WS_URL: 'ws://localhost:9000' }, 9000],
    [{ TELEPHONY_WS_URL: 'ws://[::1]:9001' }, 9001],
    [{ TELEPHONY_EMBEDDED_SIP: 'on', TELEPHONY_WS_URL: 'ws://127.0.0.1:7000' }, 7000],
  ])('starts for %j on port %i', (env, port) => {
    expect(decide(env)).toEqual({ start: true, port });
  });

  it.each([
    [{ TELEPHONY_WS_URL: 'wss://pbx.example.com:8089/ws' }, 'points at pbx.example.com:8089', false],
    [{ TELEPHONY_WS_URL: 'ws://10.0.0.5:8088' }, 'points at 10.0.0.5:8088', false],
    [{ TELEPHONY_EMBEDDED_SIP: 'off' }, 'TELEPHONY_EMBEDDED_SIP is off', false],
    [{ TELEPHONY_EMBEDDED_SIP: 'OFF ' }, 'TELEPHONY_EMBEDDED_SIP is off', false],
    [{ TELEPHONY_EMBEDDED_SIP: '0' }, 'TELEPHONY_EMBEDDED_SIP is off', false],
    [{ TELEPHONY_WS_URL: 'wss://127.0.0.1:8089' }, 'wss:// is not served', true],
    [{ TELEPHONY_WS_URL: 'not a url' }, 'not a URL', true],
  ])('skips for %j: %s', (env, reason, notice) => {
    const decision = decide(env);
    expect(decision.start).toBe(false);
    if (decision.start) return;
    expect(decision.reason).toContain(reason);
    expect(decision.notice).toBe(notice);
  });

  it('skips with the install command when Kamailio is not installed', () => {
    const decision = decide({}, false);
    expect(decision).toMatchObject({ start: false, notice: true });
    if (!decision.start) expect(decision.reason).toContain('apt-get install kamailio');
  });

  it('the switch wins over a missing Kamailio: nothing to say when it is off', () => {
    expect(decide({ TELEPHONY_EMBEDDED_SIP: 'off' }, false)).toMatchObject({ start: false, notice: false });
  });
});
