import { paths } from '../contracts/paths';
import type { Tenant, TenantSelection } from '../contracts/tenant';
import { get, post } from './http';

export const tenantApi = {
  list: () => get<Tenant[]>(paths.tenantList),
  select: (tenantId: number) => post<TenantSelection>(paths.tenantSelect, { tenant_id: tenantId }),
};
