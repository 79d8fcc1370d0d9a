import { phoneNumber } from '../../../src/contracts/telephony/calls';
import type { TelephonyTimers } from '../../../src/contracts/telephony/details';
import { demoCallerNumber } from '../../db/seed/customers/contact-mobile';
import { randomSecret, secretsFromEnv, type TelephonySecrets } from './secrets';

/** The PBX the console talks to and the timers of spec §9; read once at start from TELEPHONY_* variables. */
export type TelephonyConfig = {
  wsUri: string;
  sipDomain: string;
  /** Shared with the SIP server (Kamailio auth_ephemeral); credentials are derived from it, never stored. */
  sharedSecret: string;
  /** The key of the SIP server's internal queue-routing calls (TELEPHONY_ACD_KEY, or generated with the secret). */
  acdKey: string;
  /** Where the two came from (never the values): the start's log line says it. */
  secretsSource: TelephonySecrets['source'] | 'this process only';
  credentialTtlSeconds: number;
  timers: TelephonyTimers;
  /** TELEPHONY_ACD_RING_TIMEOUT_SECONDS: one ring timeout for every queue (tests); unset, each queue's own. */
  acdRingTimeoutSeconds?: number;
  /** TELEPHONY_QUEUE_MAX_WAIT_SECONDS: a queue's caller waits this long at most, then is sent away (408). */
  queueMaxWaitSeconds: number;
  /**
   * TELEPHONY_CONSOLE_TIMEOUT_SECONDS: an agent whose console (push stream) has not been seen this long is
   * logged out of the queues; TELEPHONY_CONSOLE_SWEEP_MS: how often that is checked (0: never, for tests that
   * set agent states without a console).
   */
  consoleTimeoutSeconds: number;
  consoleSweepMs: number;
  /**
   * TELEPHONY_TEST_CALLER_NUMBER: the number the supervisors' test caller calls from (its SIP user), a customer's
   * so the call-to-case flow finds someone; by default a seeded contact's mobile.
   */
  testCallerNumber: string;
};

type Env = Record<string, string | undefined>;

const whole = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
};

/** Zero is a real choice here (no enforced after-call work), so only negatives and fractions are refused. */
const wholeOrZero = (env: Env, name: string): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of seconds (0 or more), got "${raw}"`);
  return value;
};

/**
 * Pure but for the secrets: given them (loadTelephonySecrets reads or writes the data directory's file), or the
 * environment's, else values of this process only, random, so a test or tool that needs none has no public one.
 */
export function loadTelephonyConfig(env: Env, secrets?: TelephonySecrets): TelephonyConfig {
  const wsUri = env.TELEPHONY_WS_URL || 'ws://127.0.0.1:8088';
  if (!/^wss?:\/\/\S+$/.test(wsUri)) throw new Error(`TELEPHONY_WS_URL must be a ws:// or wss:// URL`);
  const sipDomain = env.TELEPHONY_SIP_DOMAIN || 'telephony.local';
  if (!/^[\w.-]+$/.test(sipDomain)) throw new Error('TELEPHONY_SIP_DOMAIN must be a host name');
  const known = secrets ?? secretsFromEnv(env);
  const retryIntervalMs = whole(env, 'TELEPHONY_RETRY_INTERVAL_MS', 15_000);
  const testCaller = phoneNumber.safeParse(env.TELEPHONY_TEST_CALLER_NUMBER || demoCallerNumber);
  if (!testCaller.success)
    throw new Error('TELEPHONY_TEST_CALLER_NUMBER must be a phone number of 3 to 20 digits');
  const acdRing = env.TELEPHONY_ACD_RING_TIMEOUT_SECONDS;
  return {
    ...(acdRing ? { acdRingTimeoutSeconds: whole(env, 'TELEPHONY_ACD_RING_TIMEOUT_SECONDS', 20) } : {}),
    wsUri,
    sipDomain,
    sharedSecret: known?.sharedSecret ?? randomSecret(),
    acdKey: known?.acdKey ?? randomSecret(),
    secretsSource: known?.source ?? 'this process only',
    credentialTtlSeconds: whole(env, 'TELEPHONY_CREDENTIAL_TTL_SECONDS', 12 * 3600),
    testCallerNumber: testCaller.data,
    queueMaxWaitSeconds: whole(env, 'TELEPHONY_QUEUE_MAX_WAIT_SECONDS', 180),
    // Timeout plus one sweep stays under 30 s: a console gone is Offline within half a minute (issue 35).
    consoleTimeoutSeconds: whole(env, 'TELEPHONY_CONSOLE_TIMEOUT_SECONDS', 20),
    consoleSweepMs:
      env.TELEPHONY_CONSOLE_SWEEP_MS === '0' ? 0 : whole(env, 'TELEPHONY_CONSOLE_SWEEP_MS', 5000),
    timers: {
      retry_interval_ms: retryIntervalMs,
      retry_limit_ms: whole(env, 'TELEPHONY_RETRY_LIMIT_MS', 300_000),
      queue_stats_delay_ms: whole(env, 'TELEPHONY_QUEUE_STATS_DELAY_MS', 5000),
      queue_stats_period_ms: whole(env, 'TELEPHONY_QUEUE_STATS_PERIOD_MS', 30_000),
      connectivity_poll_ms: whole(env, 'TELEPHONY_CONNECTIVITY_POLL_MS', 10_000),
      notification_interval_ms: whole(env, 'TELEPHONY_NOTIFICATION_INTERVAL_MS', retryIntervalMs),
      wrap_up_seconds: wholeOrZero(env, 'TELEPHONY_WRAP_UP_SECONDS'),
    },
  };
}
