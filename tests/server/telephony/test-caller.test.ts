import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallerLookup } from '../../../src/contracts/telephony/call-case';
import { phoneNumber } from '../../../src/contracts/telephony/calls';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import type { TestCallerDetails } from '../../../src/contracts/telephony/test-caller';
import { createTestApp, post, signIn } from '../helpers';

const t = await createTestApp();
const agent = await signIn(t.app, 'agent');
const supervisor = await signIn(t.app, 'supervisor');

describe('test caller credentials', () => {
  it('refuses an agent without the supervisor key (errCode 7) and issues nothing', async () => {
    const answer = await post<TestCallerDetails>(t.app, paths.testCaller, {}, agent.token);
    expect(answer.body.errCode).toBe(7);
    expect(answer.body.data).toBeFalsy();
  });

  it('refuses without a session', async () => {
    const answer = await post(t.app, paths.testCaller, {});
    expect(answer.body.errCode).toBe(96);
  });

  it('gives a supervisor its own ephemeral SIP identity, and the agents it may ring', async () => {
    const answer = await post<TestCallerDetails>(t.app, paths.testCaller, {}, supervisor.token);
    expect(answer.body.errCode).toBe(0);
    const details = answer.body.data;
    const [expiry, user] = details.authorization_user.split(':');
    expect(user).toBe(details.caller_number);
    expect(details.uri).toBe(`sip:${user}@${details.sip_domain}`);
    expect(Number(expiry) * 1000).toBeGreaterThan(Date.now());
    expect(new Date(details.expires_at).getTime()).toBe(Number(expiry) * 1000);
    // The password is the one Kamailio's auth_ephemeral derives from the shared secret.
    const secret = t.config.telephony.sharedSecret;
    expect(details.password).toBe(
      createHmac('sha1', secret).update(details.authorization_user).digest('base64'),
    );
    expect(details.targets).toContainEqual(expect.objectContaining({ number: '1003' }));
  });

  it('calls from a seeded customer’s number by default: a valid phone number the agent’s lookup finds', async () => {
    const details = (await post<TestCallerDetails>(t.app, paths.testCaller, {}, supervisor.token)).body.data;
    expect(phoneNumber.safeParse(details.caller_number).success).toBe(true);
    const lookup = await post<CallerLookup>(
      t.app,
      paths.callerLookup,
      { number: details.caller_number },
      agent.token,
    );
    expect(lookup.body.data.parties).toContainEqual(
      expect.objectContaining({ kind: 'contact', organisation: 'Jacaranda Logistics (Pty) Ltd' }),
    );
  });

  it('refuses a configured number that is an agent’s extension, issuing nothing', async () => {
    const other = await createTestApp({
      database: t.database,
      env: { TELEPHONY_TEST_CALLER_NUMBER: '1003' },
    });
    const answer = await post<TestCallerDetails>(other.app, paths.testCaller, {}, supervisor.token);
    expect(answer.body.errCode).toBe(1);
    expect(answer.body.msg).toMatch(/extension or a queue’s number/);
    expect(answer.body.data).toBeFalsy();
  });
});
