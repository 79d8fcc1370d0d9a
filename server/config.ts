import { resolve } from 'node:path';
import { defaultBlockedExtensions, parseExtensionList } from '../src/rules/upload-names';
import { defaultDiskRules, type DiskRules } from './db/disk-guard';
import { loadTelephonyConfig, type TelephonyConfig } from './domain/telephony/config';
import { loadOverflowConfig, type OverflowConfig } from './domain/telephony/overflow-config';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { TelephonySecrets } from './domain/telephony/secrets';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the PGlite file store in dataDir. */
  databaseUrl: string | undefined;
  distDir: string;
  logLevel: LogLevel;
  /** Idle lifetime of a session; each authenticated call slides it, up to an absolute cap of 7 days. */
  sessionTtlMinutes: number;
  /** How often an open push stream sends a keep-alive and re-checks its session (PUSH_HEARTBEAT_MS). */
  pushHeartbeatMs: number;
  /** How long a viewer stays on a record's "also viewing" list without renewing (PRESENCE_TTL_MS). */
  presenceTtlMs: number;
  /** Background jobs (bulk loads and actions): a job whose owner has not beaten for this long is taken over. */
  jobLeaseMs: number;
  /** How often the owner of a running job writes its heartbeat; below jobLeaseMs. */
  jobBeatMs: number;
  /** How often pending records whose reminder fell due are brought back to In Progress (REMINDER_SWEEP_MS). */
  reminderSweepMs: number;
  /** Base of links written into e-mails. Never taken from the Host header, which a caller controls. */
  publicUrl: string;
  /** TRUST_PROXY (only behind a reverse proxy): decides request.ip and the cookie's Secure flag. */
  trustProxy: TrustProxy;
  /** TELEPHONY_* variables (README, Telephony). */
  telephony: TelephonyConfig;
  /** Issue 39: the queues' voicemail and callback endpoint. */
  overflow: OverflowConfig;
  /** Advice mail relay (smtp:// or smtps://, credentials in the URL); unset keeps mail in the outbox. */
  smtpUrl: string | undefined;
  /** Sender of advice mail. */
  mailFrom: string;
  /** UPLOAD_BLOCKED_EXTENSIONS: "a,b" replaces the default list, "+a,b" adds to it. */
  uploadBlockedExtensions: readonly string[];
  /** DISK_FREE_FLOOR_MB and DISK_FREE_WATERMARK_MB: the free space a PGlite data directory keeps (README). */
  disk: DiskRules;
};

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/**
 * Reads the environment once at start; a bad value stops the process with a clear message. The service passes
 * `telephonySecrets` (loadTelephonySecrets: the data directory's file); tests leave it out and touch no file.
 */
export function loadConfig(
  env: Env = process.env,
  options: { telephonySecrets?: (env: Env, dataDir: string) => TelephonySecrets } = {},
): Config {
  const port = positiveNumber(env, 'PORT', 5000);
  const dataDir = resolve(env.DATA_DIR || './data');
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!logLevels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: resolve(env.DIST_DIR || './dist'),
    logLevel: level,
    sessionTtlMinutes: positiveNumber(env, 'SESSION_TTL_MINUTES', 720),
    pushHeartbeatMs: positiveNumber(env, 'PUSH_HEARTBEAT_MS', 25_000),
    // The console renews every 10 s; 25 s forgives one lost renewal and still clears a vanished viewer within 30 s.
    presenceTtlMs: positiveNumber(env, 'PRESENCE_TTL_MS', 25_000),
    ...jobLease(env),
    // A reminder is set to the minute; 15 s late is on time for a person and one indexed read per sweep.
    reminderSweepMs: positiveNumber(env, 'REMINDER_SWEEP_MS', 15_000),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    telephony: loadTelephonyConfig(env, options.telephonySecrets?.(env, dataDir)),
    overflow: loadOverflowConfig(env),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Ubuntu Benefits Advice <advice@ubuntubenefits.co.za>',
    uploadBlockedExtensions: blockedExtensions(env.UPLOAD_BLOCKED_EXTENSIONS),
    disk: diskRules(env),
  };
}

function diskRules(env: Env): DiskRules {
  const megabytes = (name: string, fallbackBytes: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallbackBytes;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`${name} must be 0 or more (megabytes), got "${raw}"`);
    return value * 1024 * 1024;
  };
  const floorBytes = megabytes('DISK_FREE_FLOOR_MB', defaultDiskRules.floorBytes);
  const watermarkBytes = megabytes('DISK_FREE_WATERMARK_MB', defaultDiskRules.watermarkBytes);
  if (watermarkBytes < floorBytes)
    throw new Error('DISK_FREE_WATERMARK_MB must not be below DISK_FREE_FLOOR_MB');
  return { floorBytes, watermarkBytes };
}

/** JOB_LEASE_MS (10 s) and JOB_BEAT_MS (a third of it): a beat must come well within the lease. */
function jobLease(env: Env): { jobLeaseMs: number; jobBeatMs: number } {
  const jobLeaseMs = positiveNumber(env, 'JOB_LEASE_MS', 10_000);
  const jobBeatMs = positiveNumber(env, 'JOB_BEAT_MS', Math.round(jobLeaseMs / 3));
  if (jobBeatMs >= jobLeaseMs) throw new Error(`JOB_BEAT_MS must be below JOB_LEASE_MS (${jobLeaseMs})`);
  return { jobLeaseMs, jobBeatMs };
}

function blockedExtensions(raw: string | undefined): readonly string[] {
  if (raw === undefined || raw.trim() === '') return defaultBlockedExtensions;
  try {
    return parseExtensionList(raw);
  } catch (error) {
    throw new Error(`UPLOAD_BLOCKED_EXTENSIONS: ${(error as Error).message} (use "bat,cmd" or "+iso,img")`, {
      cause: error,
    });
  }
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@relay.example:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return raw;
}
