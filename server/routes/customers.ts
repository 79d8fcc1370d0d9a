import type { z } from 'zod';
import { customerPaths as p } from '../../src/contracts/customers/paths';
import {
  contactSave,
  dependantSave,
  divisionSave,
  employeeListRequest,
  employeeSave,
  employeeSearchRequest,
  employerSave,
  idRequest,
  phoneLookupRequest,
  siteSave,
  treeRequest,
} from '../../src/contracts/customers/requests';
import { emailCheckPath, emailCheckRequest } from '../../src/contracts/email-check';
import { permissionKeys } from '../../src/contracts/permissions';
import { emailInUse } from '../domain/customers/email-check';
import type { DomainContext } from '../domain/context';
import {
  findPartiesByPhone,
  getContact,
  getDivision,
  getEmployee,
  getEmployer,
  getSite,
  listEmployees,
  listEmployers,
  searchEmployees,
} from '../domain/customers';
import { employerSummary } from '../domain/customers/summary';
import { bizTree, siteTree } from '../domain/customers/tree-biz';
import { removeDivision, saveDivision, saveEmployer } from '../domain/customers/write-org';
import {
  removeDependant,
  removeEmployee,
  saveDependant,
  saveEmployee,
} from '../domain/customers/write-employee';
import { removeContact, removeSite, saveContact, saveSite } from '../domain/customers/write-site';
import { access, type Declared } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';
import { type Caller, found } from '../domain/caller';

type Handler<S extends z.ZodType> = (a: Caller, body: z.output<S>, ctx: DomainContext) => Promise<unknown>;

/**
 * The customer (employer) calls: tree loads of spec §7 (get_tree_biz, get_tree_biz_site) and the records behind
 * the details forms. Every call works in the caller's selected tenant and its descendants; the keys each call
 * needs are in the permission catalogue.
 */
export const customerRoutes: RoutePlugin = async (app, { ctx }) => {
  // Most calls' keys are the catalogue's guards; a call whose key the payload decides says so (`config`).
  const route = <S extends z.ZodType>(
    path: string,
    schema: S,
    handler: Handler<S>,
    msg = '',
    config?: Declared,
  ) =>
    app.post(path, { config, schema: { body: schema } }, async (request) => {
      const caller = await callerOf(ctx, request);
      return ok(await handler(caller, request.body as z.output<S>, ctx), msg);
    });
  // The reads' key (4__4001) is checked before the handler, by the access hook from the catalogue.
  const read = route;

  read(`${p.treeServiceUrl}/${p.bizTree}`, treeRequest, (a, b) =>
    bizTree(ctx.db, a.scope, b.id, b.menu_items, a.can),
  );
  read(`${p.treeServiceUrl}/${p.siteTree}`, treeRequest, (a, b) =>
    siteTree(ctx.db, a.scope, b.id, b.menu_items, a.can),
  );
  read(p.employerList, idRequest.partial().nullish(), (a) => listEmployers(ctx.db, a.scope));
  read(p.employerGet, idRequest, async (a, b) => found(await getEmployer(ctx.db, a.scope, b.id), 'Customer'));
  read(p.employerSummary, idRequest, (a, b) => employerSummary(ctx.db, a.scope, b.id));
  read(p.divisionGet, idRequest, async (a, b) => found(await getDivision(ctx.db, a.scope, b.id), 'Division'));
  read(p.siteGet, idRequest, async (a, b) => found(await getSite(ctx.db, a.scope, b.id), 'Location'));
  read(p.contactGet, idRequest, async (a, b) => found(await getContact(ctx.db, a.scope, b.id), 'Contact'));
  read(p.employeeGet, idRequest, async (a, b) => found(await getEmployee(ctx.db, a.scope, b.id), 'Employee'));
  read(p.employeeList, employeeListRequest, (a, b) =>
    listEmployees(ctx.db, a.scope, { employerId: b.employer_id, divisionId: b.division_id }),
  );
  read(p.employeeSearch, employeeSearchRequest, (a, b) => searchEmployees(ctx.db, a.scope, b.query, b.limit));
  read(p.phoneLookup, phoneLookupRequest, (a, b) => findPartiesByPhone(ctx.db, a.scope, b.phone));
  read(emailCheckPath, emailCheckRequest, async (a, b) => ({
    used: await emailInUse(ctx.db, a.scope, b.email, { kind: b.kind, id: b.id }),
  }));

  route(p.employerSave, employerSave, (a, b) => saveEmployer(ctx, a, b), 'Saved');
  route(p.divisionSave, divisionSave, (a, b) => saveDivision(ctx, a, b), 'Saved');
  route(p.divisionRemove, idRequest, (a, b) => removeDivision(ctx, a, b.id), 'Removed');
  route(p.siteSave, siteSave, (a, b) => saveSite(ctx, a, b), 'Saved');
  route(p.siteRemove, idRequest, (a, b) => removeSite(ctx, a, b.id), 'Removed');
  route(p.contactSave, contactSave, (a, b) => saveContact(ctx, a, b), 'Saved');
  route(p.contactRemove, idRequest, (a, b) => removeContact(ctx, a, b.id), 'Removed');
  route(
    p.employeeSave,
    employeeSave,
    (a, b) => saveEmployee(ctx, a, b),
    'Saved',
    access.decided(
      [permissionKeys.addEmployee, permissionKeys.updateEmployee],
      'saveEmployee: a new employee (id -1) needs 4__4008, a change 4__4010',
    ),
  );
  route(p.employeeRemove, idRequest, (a, b) => removeEmployee(ctx, a, b.id), 'Removed');
  route(p.dependantSave, dependantSave, (a, b) => saveDependant(ctx, a, b), 'Saved');
  route(p.dependantRemove, idRequest, (a, b) => removeDependant(ctx, a, b.id), 'Removed');
};
