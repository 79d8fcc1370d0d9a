import { z } from 'zod';
import { dbInt } from './db-int';

/**
 * The start-up answer (/version, asked at boot and every 30 s): the build, and the environment's upload blacklist
 * (UPLOAD_BLOCKED_EXTENSIONS), so the console refuses early what the service will refuse (spec §5).
 */
export const versionAnswer = z.object({
  version: z.string(),
  upload_blacklist: z.array(z.string()).optional(),
  /** A PGlite data directory's free space: ok, low (no large uploads or bulk loads) or full (no writes). */
  disk: z.object({ state: z.enum(['ok', 'low', 'full']), free_bytes: z.number() }).optional(),
});
export type VersionAnswer = z.infer<typeof versionAnswer>;
export const clientIpAnswer = z.object({ ip: z.string() });

/** Live counts on the dashboard: what the service holds in the caller's tenant scope. */
export const dashboardSummary = z.object({
  tenant_name: z.string(),
  counts: z.array(z.object({ key: z.string(), label: z.string(), value: dbInt() })),
  recent_sign_ins: z.array(z.object({ user_name: z.string(), at: z.string() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
