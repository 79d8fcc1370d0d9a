import type { FastifyRequest } from 'fastify';
import {
  benefitsGet,
  benefitsSave,
  crmMorePaths as p,
  mobileMap,
  mobileMappingTreeRequest,
  mobileUnmap,
  offeringId,
  offeringSave,
  rfqDispatch,
  rfqMapAdd,
  rfqMapRemove,
  stockAdjust,
  stockHistoryRequest,
} from '../../src/contracts/crm-more';
import { permissionKeys } from '../../src/contracts/permissions';
import { classificationAccess } from '../domain/classification/scope';
import { getBenefits, saveBenefits } from '../domain/crm-more/benefits';
import {
  mapMobileClassification,
  mobileMappingTree,
  unmapMobileClassification,
} from '../domain/crm-more/mobile-mapping';
import {
  adjustStock,
  getOffering,
  listOfferings,
  saveOffering,
  stockHistory,
} from '../domain/crm-more/offerings';
import { addRfqMapping, removeRfqMapping, rfqQuoteMap } from '../domain/crm-more/rfq-dispatch';
import { dispatchRfq } from '../domain/sales/dispatch';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/**
 * Issue 9, second part: mobile classification mapping, offerings and stock, RFQ dispatch mapping and employee
 * benefits. Every call is tenant-scoped (through the classification access: scope plus inherited values),
 * permission-checked in the domain, validated with the shared contracts and audited.
 */
export const crmMoreRoutes: RoutePlugin = async (app, { ctx }) => {
  // The reads' key (4__4001) is checked before the handler, by the access hook from the catalogue.
  const scopeOf = async (request: FastifyRequest) => classificationAccess(ctx, await callerOf(ctx, request));

  app.post(
    `${p.mobileTreeServiceUrl}/${p.mobileTree}`,
    { config: access.signedIn, schema: { body: mobileMappingTreeRequest } },
    async (r) => ok(await mobileMappingTree(ctx, await scopeOf(r))),
  );
  app.post(p.mobileMap, { schema: { body: mobileMap } }, async (r) =>
    ok(await mapMobileClassification(ctx, await scopeOf(r), r.body), 'Mapped'),
  );
  app.post(p.mobileUnmap, { schema: { body: mobileUnmap } }, async (r) =>
    ok(await unmapMobileClassification(ctx, await scopeOf(r), r.body.mobile_classification_id), 'Unmapped'),
  );

  app.post(p.offeringList, async (r) => ok(await listOfferings(ctx.db, await scopeOf(r))));
  app.post(p.offeringGet, { schema: { body: offeringId } }, async (r) =>
    ok(await getOffering(ctx.db, await scopeOf(r), r.body.id)),
  );
  app.post(p.offeringSave, { schema: { body: offeringSave } }, async (r) =>
    ok(await saveOffering(ctx, await scopeOf(r), r.body), 'Saved'),
  );
  app.post(p.stockAdjust, { schema: { body: stockAdjust } }, async (r) =>
    ok(await adjustStock(ctx, await scopeOf(r), r.body), 'Saved'),
  );
  app.post(p.stockHistory, { schema: { body: stockHistoryRequest } }, async (r) =>
    ok(await stockHistory(ctx.db, await scopeOf(r), r.body)),
  );

  app.post(p.rfqMap, async (r) => ok(await rfqQuoteMap(ctx, await scopeOf(r))));
  app.post(p.rfqMapAdd, { schema: { body: rfqMapAdd } }, async (r) =>
    ok(await addRfqMapping(ctx, await scopeOf(r), r.body), 'Saved'),
  );
  app.post(p.rfqMapRemove, { schema: { body: rfqMapRemove } }, async (r) =>
    ok(await removeRfqMapping(ctx, await scopeOf(r), r.body.id), 'Removed'),
  );
  app.post(p.rfqDispatch, { schema: { body: rfqDispatch } }, async (r) =>
    ok(await dispatchRfq(ctx, await scopeOf(r), r.body), 'Dispatched'),
  );

  app.post(p.benefitsGet, { schema: { body: benefitsGet } }, async (r) =>
    ok(await getBenefits(ctx, await scopeOf(r), r.body.employee_id)),
  );
  app.post(
    p.benefitsSave,
    {
      config: access.decided(
        [permissionKeys.addEmployeeBenefits, permissionKeys.updateEmployeeBenefits],
        'saveBenefits: benefits the employee has not had need 4__4011, a change 4__4012',
      ),
      schema: { body: benefitsSave },
    },
    async (r) => ok(await saveBenefits(ctx, await scopeOf(r), r.body), 'Saved'),
  );
};
