import { z } from 'zod';
import { dbInt } from './db-int';

export type Tenant = { id: number; name: string; children: Tenant[] };
export const tenantSchema: z.ZodType<Tenant> = z.lazy(() =>
  z.object({ id: dbInt(), name: z.string(), children: z.array(tenantSchema) }),
);
/** A tenant flattened for lists, with its depth (spec §3 "level (added when flattened)"). */
export type FlatTenant = { id: number; name: string; level: number; parentId: number | null };

export const tenantSelectRequest = z.object({ tenant_id: dbInt().positive() });
export const tenantSelection = z.object({
  tenant_id: dbInt(),
  default_tenant_id: dbInt(),
  /** The chosen tenant and all its descendants: the data scope of every later call. */
  tenantbizorg: z.array(dbInt()),
});
export type TenantSelection = z.infer<typeof tenantSelection>;
