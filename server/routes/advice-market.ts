import { z } from 'zod';
import {
  advicePaths as p,
  changeSchemeStatusBody,
  exportSchemesBody,
  gapIdsBody,
  mailGapBody,
  mailSchemesBody,
  premiumBody,
  productBody,
  productHouseBody,
  schemeFilters,
  schemeIdsBody,
} from '../../src/contracts/advice';
import { chronicDiseaseList } from '../domain/advice/chronic-conditions';
import {
  changeSchemeStatus,
  productHouses,
  productsOf,
  schemeDetails,
} from '../domain/advice/catalogue-admin';
import { filterSchemes, gapData, planById, schemeData } from '../domain/advice/market';
import { mailComparison } from '../domain/advice/comparison-mail';
import { gapComparisonPdf, schemeComparisonPdf } from '../domain/advice/pdf-documents';
import { premiumFor } from '../domain/advice/premium';
import { AppError } from '../errors';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { Mailer } from '../domain/advice/mailer';
import type { RoutePlugin } from './types';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../domain/caller';

const empty = z.object({}).nullish();
const pdfAnswer = (file_name: string, bytes: Buffer) =>
  ok({ file_name, content_type: 'application/pdf' as const, base64: bytes.toString('base64') });

/** The scheme market: filters, comparisons, premiums, gap cover, the product catalogue and its statuses. */
export const adviceMarketRoutes =
  (mailer: Mailer): RoutePlugin =>
  async (app, { ctx }) => {
    // The keys (61__61001, and 61__61002 for plan statuses) are checked by the access hook from the catalogue.
    const caller = async (request: FastifyRequest) => withTenant(await callerOf(ctx, request));

    app.post(p.foo, { schema: { body: empty } }, async (request) => {
      await caller(request);
      return ok({ service: 'moses', version: 1 }, 'foo');
    });
    app.post(p.chronicConditions, { schema: { body: empty } }, async (request) => {
      await caller(request);
      return ok(chronicDiseaseList.map((name, i) => ({ id: i + 1, name })));
    });
    app.post(p.filterSchemes, { schema: { body: schemeFilters } }, async (request) => {
      await caller(request);
      return ok(await filterSchemes(ctx, request.body));
    });
    app.post(p.schemeData, { schema: { body: schemeIdsBody.extend(familyDefaults) } }, async (request) => {
      await caller(request);
      const data = await schemeData(ctx, request.body.scheme_ids, request.body);
      if (data.schemes.length !== new Set(request.body.scheme_ids).size)
        throw new AppError('notFound', 'No such scheme');
      return ok(data);
    });
    app.post(p.premium, { schema: { body: premiumBody } }, async (request) => {
      await caller(request);
      const plan = await planById(ctx, request.body.scheme_id);
      if (!plan) throw new AppError('notFound', 'No such scheme');
      return ok(premiumFor(plan, request.body.adult_dependent, request.body.child_dependent));
    });
    app.post(p.allGapData, { schema: { body: empty } }, async (request) => {
      await caller(request);
      return ok(await gapData(ctx));
    });
    app.post(p.gapData, { schema: { body: gapIdsBody } }, async (request) => {
      await caller(request);
      const data = await gapData(ctx, request.body.gap_ids);
      if (data.products.length !== new Set(request.body.gap_ids).size)
        throw new AppError('notFound', 'No such gap cover product');
      return ok(data);
    });
    app.post(p.productHouses, { schema: { body: empty } }, async (request) => {
      await caller(request);
      return ok(await productHouses(ctx));
    });
    app.post(p.products, { schema: { body: productHouseBody } }, async (request) => {
      await caller(request);
      return ok(await productsOf(ctx, request.body.product_house_id));
    });
    app.post(p.schemeDetails, { schema: { body: productBody } }, async (request) => {
      await caller(request);
      return ok(await schemeDetails(ctx, request.body.product_id));
    });
    app.post(p.changeSchemeStatus, { schema: { body: changeSchemeStatusBody } }, async (request) => {
      const who = await caller(request);
      return ok(await changeSchemeStatus(ctx, who, request.body), 'Status changed');
    });
    app.post(p.exportSchemeComparison, { schema: { body: exportSchemesBody } }, async (request) => {
      await caller(request);
      const data = await schemeData(ctx, request.body.scheme_ids, request.body);
      if (data.schemes.length !== new Set(request.body.scheme_ids).size)
        throw new AppError('notFound', 'No such scheme');
      return pdfAnswer('scheme-comparison.pdf', await schemeComparisonPdf(data, request.body));
    });
    app.post(p.exportGap, { schema: { body: gapIdsBody } }, async (request) => {
      await caller(request);
      const data = await gapData(ctx, request.body.gap_ids);
      if (data.products.length !== new Set(request.body.gap_ids).size)
        throw new AppError('notFound', 'No such gap cover product');
      return pdfAnswer('gap-cover-comparison.pdf', await gapComparisonPdf(data));
    });
    app.post(p.sendSchemeComparisonMail, { schema: { body: mailSchemesBody } }, async (request) => {
      const who = await caller(request);
      return ok(
        await mailComparison(ctx, who, mailer, { kind: 'scheme', ...request.body }),
        'Comparison sent',
      );
    });
    app.post(p.sendGapComparisonMail, { schema: { body: mailGapBody } }, async (request) => {
      const who = await caller(request);
      return ok(await mailComparison(ctx, who, mailer, { kind: 'gap', ...request.body }), 'Comparison sent');
    });
  };

const familyDefaults = {
  adult_dependent: z.number().int().min(0).max(10).default(0),
  child_dependent: z.number().int().min(0).max(15).default(0),
};
