import type { z } from 'zod';
import { internalOrgPaths as p } from '../../src/contracts/internal-org/paths';
import {
  configSave,
  departmentSave,
  employeeListRequest,
  fspSave,
  fspSearch,
  idRequest,
  internalEmployeeSave,
  orgSave,
  representativeSave,
  tenantRequest,
  treeRequest,
} from '../../src/contracts/internal-org/requests';
import type { DomainContext } from '../domain/context';
import { getTenantConfig, saveTenantConfig } from '../domain/internal-org/config';
import { customerDetails } from '../domain/internal-org/customer-details';
import {
  getDepartment,
  listDepartments,
  removeDepartment,
  saveDepartment,
} from '../domain/internal-org/departments';
import {
  getInternalEmployee,
  listInternalEmployees,
  saveInternalEmployee,
  staffUsers,
} from '../domain/internal-org/employees';
import {
  fspFirst100,
  getFsp,
  removeRepresentative,
  saveFsp,
  saveRepresentative,
  searchFsps,
} from '../domain/internal-org/fsp';
import { getOrg, saveOrg } from '../domain/internal-org/org';
import { orgScope } from '../domain/internal-org/scope';
import {
  customerManagementTree,
  employeeTree,
  orgTree,
  portfolioTree,
  tenantTree,
} from '../domain/internal-org/trees';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';
import { type Caller, found } from '../domain/caller';

type Handler<S extends z.ZodType> = (a: Caller, body: z.output<S>, ctx: DomainContext) => Promise<unknown>;

/**
 * Internal organisation (departments, internal employees, organisation details), FSPs, the portfolio, tenant
 * and customer-management trees with the tenant configuration, and the customer details page (issue 9). Every
 * call works in the caller's selected tenant and its descendants; reads need the area's view key, writes the key
 * of their action (Add / Remove Department, employee edit, FSP edit, tenant configuration).
 */
export const internalOrgRoutes: RoutePlugin = async (app, { ctx }) => {
  const route = <S extends z.ZodType>(path: string, schema: S, handler: Handler<S>, msg = '') =>
    app.post(path, { schema: { body: schema } }, async (request) => {
      const access = await callerOf(ctx, request);
      return ok(await handler(access, request.body as z.output<S>, ctx), msg);
    });
  // Reads need the area's view key, checked before the handler by the access hook from the catalogue.
  const read = route;
  const tree = (service: string) => `${p.treeServiceUrl}/${service}`;

  read(tree(p.orgTree), treeRequest, async (a, b) =>
    orgTree(ctx.db, await orgScope(ctx, a, b.id), { menuItems: b.menu_items, can: a.can }),
  );
  read(tree(p.employeeTree), treeRequest, async (a, b) =>
    employeeTree(ctx.db, await orgScope(ctx, a, b.id), { menuItems: b.menu_items, can: a.can }),
  );
  read(tree(p.tenantTree), treeRequest, async (a, b) => tenantTree(await orgScope(ctx, a, b.id)));
  read(tree(p.customerManagementTree), treeRequest, async (a, b) =>
    customerManagementTree(await orgScope(ctx, a, b.id)),
  );
  read(tree(p.portfolioTree), treeRequest, async (a, b) =>
    portfolioTree(ctx.db, await orgScope(ctx, a, b.id)),
  );

  read(p.orgGet, tenantRequest, (a, b) => getOrg(ctx, a, b.tenant_id));
  route(p.orgSave, orgSave, (a, b) => saveOrg(ctx, a, b), 'Saved');
  read(p.departmentList, tenantRequest.partial(), (a) => listDepartments(ctx.db, a.scope));
  read(p.departmentGet, idRequest, async (a, b) =>
    found(await getDepartment(ctx.db, a.scope, b.id), 'Department'),
  );
  route(p.departmentSave, departmentSave, (a, b) => saveDepartment(ctx, a, b), 'Saved');
  route(p.departmentRemove, idRequest, (a, b) => removeDepartment(ctx, a, b.id), 'Removed');
  read(p.employeeList, employeeListRequest, (a, b) => listInternalEmployees(ctx.db, a.scope, b));
  read(p.employeeGet, idRequest, async (a, b) =>
    found(await getInternalEmployee(ctx.db, a.scope, b.id), 'Employee'),
  );
  read(p.staffUsers, tenantRequest.partial(), (a) => staffUsers(ctx, a));
  route(p.employeeSave, internalEmployeeSave, (a, b) => saveInternalEmployee(ctx, a, b), 'Saved');

  // fsp get_100 is a GET (spec §7); the rest are POSTs like every other call.
  app.get(p.fspGet100, async (request) => ok(await fspFirst100(ctx, await callerOf(ctx, request))));
  read(p.fspSearch, fspSearch, (a, b) => searchFsps(ctx, a, b.query));
  read(p.fspGet, idRequest, async (a, b) => found(await getFsp(ctx, a, b.id), 'FSP'));
  route(p.fspSave, fspSave, (a, b) => saveFsp(ctx, a, b), 'Saved');
  route(p.representativeSave, representativeSave, (a, b) => saveRepresentative(ctx, a, b), 'Saved');
  route(p.representativeRemove, idRequest, (a, b) => removeRepresentative(ctx, a, b.id), 'Removed');

  read(p.configGet, tenantRequest, (a, b) => getTenantConfig(ctx, a, b.tenant_id));
  route(p.configSave, configSave, (a, b) => saveTenantConfig(ctx, a, b), 'Saved');

  read(p.customerDetails, idRequest, (a, b) => customerDetails(ctx.db, a.scope, b.id));
};
