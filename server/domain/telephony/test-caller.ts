import { eq } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { TestCallerDetails } from '../../../src/contracts/telephony/test-caller';
import { users } from '../../db/schema';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import type { TelephonyConfig } from './config';
import { issueSipCredentials } from './credentials';
import { allTelephonyUsers } from './session';

/** The test caller's SIP user: outside the extension range, so it never collides with an agent's registration. */
export const testCallerUser = (userId: number): string => `testcaller-${userId}`;

/**
 * Credentials for a supervisor's browser test caller, in the same ephemeral scheme as the agents' (Kamailio's
 * auth_ephemeral checks the From user against them, so the caller can only ever call as itself).
 */
export async function testCallerDetails(
  ctx: DomainContext,
  config: TelephonyConfig,
  caller: Caller,
): Promise<TestCallerDetails> {
  caller.require(permissionKeys.supervisorTeamView, 'use the test caller');
  const sipUser = testCallerUser(caller.userId);
  const [[user], agents] = await Promise.all([
    ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, caller.userId)),
    // The list of agents to ring is a convenience: a profile without the phone still dials by number.
    caller.can(permissionKeys.telephonyUse) ? allTelephonyUsers(ctx, caller) : Promise.resolve([]),
  ]);
  const credentials = issueSipCredentials(config.sharedSecret, sipUser, config.credentialTtlSeconds);
  return {
    ws_uri: config.wsUri,
    sip_domain: config.sipDomain,
    uri: `sip:${sipUser}@${config.sipDomain}`,
    authorization_user: credentials.authorizationUser,
    password: credentials.password,
    expires_at: credentials.expiresAt.toISOString(),
    display_name: `Test caller (${user?.name ?? sipUser})`,
    targets: agents.map((a) => ({
      number: a.telephony_details.sip_ext,
      label: `${a.user_name} (${a.telephony_details.sip_ext})`,
    })),
  };
}
