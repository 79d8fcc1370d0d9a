import {
  adviceIdBody,
  advicePaths as p,
  allAdviceBody,
  closeAdviceBody,
  createInsuranceNeedsBody,
  downloadBody,
  emailAdviceBody,
  employeeIdBody,
  removeDocumentsBody,
  resendBody,
  saveAdviceBody,
  searchEmployeeBody,
  updateAdviceFiltersBody,
  updateAdviceRecBody,
} from '../../src/contracts/advice';
import { captureNeeds, recommend, saveComparison, updateFilters } from '../domain/advice/advice-actions';
import {
  closeAdvice,
  downloadDocument,
  emailDocuments,
  exportAdvice,
  removeDocuments,
  resendDocuments,
} from '../domain/advice/documents';
import {
  contactOf,
  dependantsOf,
  employeeInScope,
  filtersOf,
  frontendFiltersOf,
  searchForAdvice,
} from '../domain/advice/employees';
import type { Mailer } from '../domain/advice/mailer';
import { createAdvice, listAdvice, readAdvice } from '../domain/advice/records';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../domain/caller';

/** Employees for advice, and the advice lifecycle with its documents and mails. */
export const adviceRecordRoutes =
  (mailer: Mailer): RoutePlugin =>
  async (app, { ctx }) => {
    // The key (61__61001) is checked before the handler by the access hook from the catalogue.
    const caller = async (request: FastifyRequest) => withTenant(await callerOf(ctx, request));

    app.post(p.searchEmployee, { schema: { body: searchEmployeeBody } }, async (request) => {
      const who = await caller(request);
      return ok(await searchForAdvice(ctx, who, request.body.query, request.body.limit));
    });
    const employeeCall = <T>(path: string, answer: (e: Awaited<ReturnType<typeof employeeInScope>>) => T) =>
      app.post(path, { schema: { body: employeeIdBody } }, async (request) =>
        ok(answer(await employeeInScope(ctx, await caller(request), request.body.employee_id))),
      );
    employeeCall(p.contactDetails, contactOf);
    employeeCall(p.employeeDependents, dependantsOf);
    employeeCall(p.potentialMemberDependents, (e) => dependantsOf(e).filter((d) => d.eligible));
    employeeCall(p.filtersFromEmployee, filtersOf);
    employeeCall(p.filtersFromEmployeeFrontend, frontendFiltersOf);

    app.post(p.allAdviceDocuments, { schema: { body: allAdviceBody } }, async (request) =>
      ok(await listAdvice(ctx, await caller(request), request.body)),
    );
    app.post(p.getAdvice, { schema: { body: adviceIdBody } }, async (request) =>
      ok(await readAdvice(ctx, await caller(request), request.body.advice_id)),
    );
    app.post(p.createAdvice, { schema: { body: employeeIdBody } }, async (request) =>
      ok(await createAdvice(ctx, await caller(request), request.body.employee_id), 'Advice created'),
    );
    app.post(p.createInsuranceNeeds, { schema: { body: createInsuranceNeedsBody } }, async (request) => {
      const { advice_id, needs } = request.body;
      return ok(
        await captureNeeds(ctx, await caller(request), advice_id, needs, 'capture_needs'),
        'Needs captured',
      );
    });
    app.post(p.updateAdviceNeeds, { schema: { body: createInsuranceNeedsBody } }, async (request) => {
      const { advice_id, needs } = request.body;
      return ok(
        await captureNeeds(ctx, await caller(request), advice_id, needs, 'update_needs'),
        'Needs updated',
      );
    });
    app.post(p.updateAdviceFilters, { schema: { body: updateAdviceFiltersBody } }, async (request) =>
      ok(
        await updateFilters(ctx, await caller(request), request.body.advice_id, request.body.filters),
        'Filters saved',
      ),
    );
    app.post(p.saveAdvice, { schema: { body: saveAdviceBody } }, async (request) => {
      const { advice_id, scheme_ids, gap_ids } = request.body;
      return ok(
        await saveComparison(ctx, await caller(request), advice_id, scheme_ids, gap_ids),
        'Comparison saved',
      );
    });
    app.post(p.updateAdviceRec, { schema: { body: updateAdviceRecBody } }, async (request) => {
      const { advice_id, ...rec } = request.body;
      return ok(await recommend(ctx, await caller(request), advice_id, rec), 'Recommendation saved');
    });
    app.post(p.exportAdvice, { schema: { body: adviceIdBody } }, async (request) =>
      ok(await exportAdvice(ctx, await caller(request), request.body.advice_id), 'Documents generated'),
    );
    app.post(p.downloadAdviceReport, { schema: { body: downloadBody } }, async (request) =>
      ok(
        await downloadDocument(ctx, await caller(request), request.body.advice_id, request.body.document_id),
      ),
    );
    app.post(p.emailAdviceDocuments, { schema: { body: emailAdviceBody } }, async (request) => {
      const { advice_id, ...mail } = request.body;
      return ok(await emailDocuments(ctx, await caller(request), mailer, advice_id, mail), 'Documents sent');
    });
    app.post(p.resendEmailAdviceDocuments, { schema: { body: resendBody } }, async (request) =>
      ok(
        await resendDocuments(ctx, await caller(request), mailer, request.body.advice_id, request.body.to),
        'Documents sent again',
      ),
    );
    app.post(p.removeAdviceDocuments, { schema: { body: removeDocumentsBody } }, async (request) =>
      ok(
        await removeDocuments(ctx, await caller(request), request.body.advice_id, request.body.document_ids),
        'Documents removed',
      ),
    );
    app.post(p.closeAdvice, { schema: { body: closeAdviceBody } }, async (request) =>
      ok(
        await closeAdvice(ctx, await caller(request), request.body.advice_id, request.body.reason),
        'Advice closed',
      ),
    );
  };
