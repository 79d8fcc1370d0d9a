import { salesEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { RfqCategory } from '../../../src/contracts/crm-more';
import { permissionKeys } from '../../../src/contracts/permissions';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { dispatchWorkgroupFor } from '../crm-more/rfq-dispatch';
import { loadTenantTree } from '../tenant';
import { getDocument } from './read';
import { type Caller, found } from '../caller';

/**
 * Dispatch an open RFQ to the quote workgroup its category (and product) maps to (RFQ Dispatch Mapping); the
 * step is kept in the transaction history and the audit trail names the workgroup.
 */
export async function dispatchRfq(
  ctx: DomainContext,
  a: Caller,
  body: { id: number; category: RfqCategory; product_id: number | null },
) {
  a.require(permissionKeys.salesRfq);
  const rfq = found(await getDocument(ctx.db, a.scope, body.id), 'Request for quote');
  if (rfq.kind !== 'rfq') throw new AppError('notFound', 'Request for quote not found');
  if (rfq.status !== 'open')
    throw new AppError('conflict', `${rfq.number} is ${rfq.status}; only an open request is dispatched`);
  const tree = await loadTenantTree(ctx);
  const tenants = [rfq.tenant_id, ...tree.ancestorIds(rfq.tenant_id)];
  const workgroup = await dispatchWorkgroupFor(ctx.db, tenants, body.category, body.product_id);
  if (!workgroup)
    throw new AppError(
      'notFound',
      'No quote workgroup is mapped for this category; add one under RFQ Dispatch Mapping',
    );
  await ctx.db.transaction(async (tx) => {
    await tx.insert(salesEvents).values({
      tenantId: rfq.tenant_id,
      documentId: rfq.id,
      action: 'rfq.dispatched',
      fromStatus: rfq.status,
      toStatus: rfq.status,
      userId: a.auth.userId,
    });
    await audit(tx, {
      action: 'sales.rfq.dispatched',
      entity: 'sales_document',
      entityId: rfq.id,
      userId: a.auth.userId,
      tenantId: rfq.tenant_id,
      detail: { workgroup_id: workgroup.id, category: body.category, product_id: body.product_id },
    });
  });
  return { rfq_id: rfq.id, number: rfq.number, workgroup_id: workgroup.id, workgroup_name: workgroup.name };
}
