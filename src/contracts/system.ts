import { z } from 'zod';
import { dbInt } from './db-int';

export const versionAnswer = z.object({ version: z.string() });
export const clientIpAnswer = z.object({ ip: z.string() });

/** Live counts on the dashboard: what the service holds in the caller's tenant scope. */
export const dashboardSummary = z.object({
  tenant_name: z.string(),
  counts: z.array(z.object({ key: z.string(), label: z.string(), value: dbInt() })),
  recent_sign_ins: z.array(z.object({ user_name: z.string(), at: z.string() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
