import { and, eq, isNotNull } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { TestCallerDetails } from '../../../src/contracts/telephony/test-caller';
import { telephonyExtensions, telephonyQueues, users } from '../../db/schema';
import { AppError } from '../../errors';
import { inTenants } from '../caller';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import type { TelephonyConfig } from './config';
import { issueSipCredentials } from './credentials';
import { allTelephonyUsers } from './session';

/**
 * The caller number may be configured to anything phone-shaped: refused when it is an agent's extension or a
 * queue's number (of any tenant, as SIP users are global), since calling as one would pass for that agent or queue.
 */
async function requireCustomerNumber(ctx: DomainContext, number: string): Promise<void> {
  const [extension] = await ctx.db
    .select({ ext: telephonyExtensions.sipExt })
    .from(telephonyExtensions)
    .where(eq(telephonyExtensions.sipExt, number))
    .limit(1);
  const [queue] = await ctx.db
    .select({ id: telephonyQueues.id })
    .from(telephonyQueues)
    .where(eq(telephonyQueues.number, number))
    .limit(1);
  if (extension || queue)
    throw new AppError(
      'validation',
      'The test caller’s number (TELEPHONY_TEST_CALLER_NUMBER) is an extension or a queue’s number: set a customer’s number',
    );
}

/** The numbered queues of the caller's tenants, in number order. */
async function numberedQueues(
  ctx: DomainContext,
  caller: Caller,
): Promise<{ name: string; number: string }[]> {
  const rows = await ctx.db
    .select({ name: telephonyQueues.name, number: telephonyQueues.number })
    .from(telephonyQueues)
    .where(and(isNotNull(telephonyQueues.number), inTenants(caller.accessible, telephonyQueues.tenantId)))
    .orderBy(telephonyQueues.number);
  return rows.flatMap((r) => (r.number === null ? [] : [{ name: r.name, number: r.number }]));
}

/**
 * Credentials for a supervisor's browser test caller, in the same ephemeral scheme as the agents' (Kamailio's
 * auth_ephemeral checks the From user against them, so the caller can only ever call as the configured number).
 */
export async function testCallerDetails(
  ctx: DomainContext,
  config: TelephonyConfig,
  caller: Caller,
): Promise<TestCallerDetails> {
  caller.require(permissionKeys.supervisorTeamView, 'use the test caller');
  const sipUser = config.testCallerNumber;
  await requireCustomerNumber(ctx, sipUser);
  const [[user], queues, agents] = await Promise.all([
    ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, caller.userId)),
    numberedQueues(ctx, caller),
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
    caller_number: sipUser,
    // Queues first: ringing a queue's number is what the test caller is mostly for (issue 20).
    targets: [
      ...queues.map((q) => ({ number: q.number, label: `${q.name} (${q.number})` })),
      ...agents.map((a) => ({
        number: a.telephony_details.sip_ext,
        label: `${a.user_name} (${a.telephony_details.sip_ext})`,
      })),
    ],
  };
}
