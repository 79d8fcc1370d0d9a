import type { FastifyRequest } from 'fastify';
import {
  historyRequest,
  orderCreate,
  orderUpdate,
  quoteCreate,
  quoteDecide,
  rfqCreate,
  salesId,
  salesList,
  salesPaths as p,
} from '../../src/contracts/sales';
import { getDocument, listDocuments, salesHistory } from '../domain/sales/read';
import { changeStatus, createOrder, createQuote, createRfq, decideQuote } from '../domain/sales/write';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';
import { found } from '../domain/caller';

/** Sales orders: RFQ → quote → order and the transaction history, tenant-scoped, keys 38__46001/46004/46005. */
export const salesRoutes: RoutePlugin = async (app, { ctx }) => {
  // Keys are checked before the handler, by the access hook from the catalogue.
  const access = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(p.list, { schema: { body: salesList } }, async (r) =>
    ok(await listDocuments(ctx.db, (await access(r)).scope, r.body.kind, r.body.status)),
  );
  app.post(p.get, { schema: { body: salesId } }, async (r) =>
    ok(found(await getDocument(ctx.db, (await access(r)).scope, r.body.id), 'Document')),
  );
  app.post(p.history, { schema: { body: historyRequest } }, async (r) =>
    ok(await salesHistory(ctx.db, (await access(r)).scope, r.body.document_id)),
  );
  app.post(p.rfqCreate, { schema: { body: rfqCreate } }, async (r) =>
    ok(await createRfq(ctx, await access(r), r.body), 'Saved'),
  );
  app.post(p.rfqCancel, { schema: { body: salesId } }, async (r) =>
    ok(await changeStatus(ctx, await access(r), r.body.id, 'rfq.cancel'), 'Cancelled'),
  );
  app.post(p.quoteCreate, { schema: { body: quoteCreate } }, async (r) =>
    ok(await createQuote(ctx, await access(r), r.body), 'Saved'),
  );
  app.post(p.quoteDecide, { schema: { body: quoteDecide } }, async (r) =>
    ok(await decideQuote(ctx, await access(r), r.body.id, r.body.decision), 'Saved'),
  );
  app.post(p.orderCreate, { schema: { body: orderCreate } }, async (r) =>
    ok(await createOrder(ctx, await access(r), r.body), 'Saved'),
  );
  app.post(p.orderUpdate, { schema: { body: orderUpdate } }, async (r) =>
    ok(
      await changeStatus(
        ctx,
        await access(r),
        r.body.id,
        r.body.status === 'fulfilled' ? 'order.fulfilled' : 'order.cancelled',
      ),
      'Saved',
    ),
  );
};
