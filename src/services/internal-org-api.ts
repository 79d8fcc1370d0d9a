import type {
  CustomerDetails,
  Department,
  Fsp,
  FspDetail,
  InternalEmployee,
  InternalEmployeeDetail,
  InternalOrgDetail,
  StaffUser,
  TenantConfig,
} from '../contracts/internal-org/entities';
import { internalOrgPaths as p } from '../contracts/internal-org/paths';
import { get, post, type RequestOptions } from './http';
import type { HttpResult } from './http-result';

/** The records the internal-organisation forms edit; -1 as id creates. Org and config are keyed by tenant id. */
export type InternalRecordKind = 'department' | 'employee' | 'fsp' | 'representative' | 'org' | 'config';

const getCall: Record<
  InternalRecordKind,
  ((id: number, o?: RequestOptions) => Promise<HttpResult<unknown>>) | null
> = {
  department: (id, o) => post<Department>(p.departmentGet, { id }, o),
  employee: (id, o) => post<InternalEmployeeDetail>(p.employeeGet, { id }, o),
  fsp: (id, o) => post<FspDetail>(p.fspGet, { id }, o),
  representative: null,
  org: (id, o) => post<InternalOrgDetail>(p.orgGet, { tenant_id: id }, o),
  config: (id, o) => post<TenantConfig>(p.configGet, { tenant_id: id }, o),
};
const savePaths: Record<InternalRecordKind, string> = {
  department: p.departmentSave,
  employee: p.employeeSave,
  fsp: p.fspSave,
  representative: p.representativeSave,
  org: p.orgSave,
  config: p.configSave,
};
const removePaths: Partial<Record<InternalRecordKind, string>> = {
  department: p.departmentRemove,
  representative: p.representativeRemove,
};

/** The lists the screens show, by name (the list machine loads one of these). */
export type InternalListName = 'employees' | 'departments' | 'staffUsers' | 'fsps' | 'customerDetails';

export const internalOrgApi = {
  get: (kind: InternalRecordKind, id: number, options?: RequestOptions) =>
    getCall[kind]?.(id, options) ?? Promise.resolve<HttpResult<unknown>>({ kind: 'ok', data: null, msg: '' }),
  save: (kind: InternalRecordKind, values: Record<string, unknown>, options?: RequestOptions) =>
    post<Record<string, unknown>>(savePaths[kind], values, options),
  remove: (kind: InternalRecordKind, id: number, options?: RequestOptions) =>
    post<unknown>(removePaths[kind] ?? '', { id }, options),
  list: (name: InternalListName, body: Record<string, unknown>, options?: RequestOptions) => {
    switch (name) {
      case 'employees':
        return post<InternalEmployee[]>(p.employeeList, body, options);
      case 'departments':
        return post<Department[]>(p.departmentList, {}, options);
      case 'staffUsers':
        return post<StaffUser[]>(p.staffUsers, {}, options);
      case 'fsps':
        // An empty search is the register's first 100 (GET fsp get_100, spec §7).
        return typeof body.query === 'string' && body.query.trim()
          ? post<Fsp[]>(p.fspSearch, { query: body.query }, options)
          : get<Fsp[]>(p.fspGet100, options);
      case 'customerDetails':
        return post<CustomerDetails>(p.customerDetails, body, options);
    }
  },
};
