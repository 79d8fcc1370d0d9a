import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  orderCreate,
  quoteCreate,
  rfqCreate,
  SalesDocument,
  SalesKind,
  SalesLine,
} from '../../../src/contracts/sales';
import { permissionKeys, type PermissionKey } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { nextSalesNumber, salesDocuments, salesEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { getEmployer } from '../customers/read';
import { sellFromOrder } from '../crm-more/offerings';
import { getDocument } from './read';
import { type Caller, found } from '../caller';

/** The document flow as a table: which action moves which kind from which status to which, and its key. */
export const salesTransitions = {
  'rfq.cancel': { kind: 'rfq', from: ['open'], to: 'cancelled', key: permissionKeys.salesRfq },
  'quote.accept': { kind: 'quote', from: ['issued'], to: 'accepted', key: permissionKeys.salesQuote },
  'quote.reject': { kind: 'quote', from: ['issued'], to: 'rejected', key: permissionKeys.salesQuote },
  'order.fulfilled': { kind: 'order', from: ['open'], to: 'fulfilled', key: permissionKeys.salesOrder },
  'order.cancelled': { kind: 'order', from: ['open'], to: 'cancelled', key: permissionKeys.salesOrder },
} as const satisfies Record<
  string,
  { kind: SalesKind; from: readonly string[]; to: string; key: PermissionKey }
>;

const total = (lines: readonly SalesLine[]) => lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0);

type NewDoc = Omit<typeof salesDocuments.$inferInsert, 'number' | 'createdBy'>;

async function insertDocument(db: Db, a: Caller, doc: NewDoc, action: string): Promise<number> {
  const [row] = await db
    .insert(salesDocuments)
    .values({ ...doc, number: nextSalesNumber(doc.kind as SalesKind), createdBy: a.auth.userId })
    .returning();
  await recordEvent(db, a, { tenantId: row.tenantId, documentId: row.id, action, toStatus: row.status });
  return row.id;
}

async function setStatus(db: Db, a: Caller, doc: SalesDocument, to: string, action: string): Promise<void> {
  await db
    .update(salesDocuments)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(salesDocuments.id, doc.id));
  await recordEvent(db, a, {
    tenantId: doc.tenant_id,
    documentId: doc.id,
    action,
    fromStatus: doc.status,
    toStatus: to,
  });
}

/** A document's event (its history in the console) and the audit line of the same action. */
async function recordEvent(
  db: Db,
  a: Caller,
  event: { tenantId: number; documentId: number; action: string; fromStatus?: string; toStatus: string },
): Promise<void> {
  await db.insert(salesEvents).values({ ...event, userId: a.auth.userId });
  await audit(db, {
    action: `sales.${event.action}`,
    entity: 'sales_document',
    entityId: event.documentId,
    userId: a.auth.userId,
    tenantId: event.tenantId,
  });
}

const need = async (ctx: DomainContext, a: Caller, id: number, kind: SalesKind, label: string) => {
  const doc = found(await getDocument(ctx.db, a.scope, id), label);
  if (doc.kind !== kind) throw new AppError('notFound', `${label} not found`);
  return doc;
};

export async function createRfq(ctx: DomainContext, a: Caller, body: z.output<typeof rfqCreate>) {
  a.require(permissionKeys.salesRfq);
  const employer = found(await getEmployer(ctx.db, a.scope, body.employer_id), 'Customer');
  const lines = body.lines.map((l) => ({ ...l, unit_price: 0 }));
  const id = await ctx.db.transaction((tx) =>
    insertDocument(
      tx,
      a,
      {
        tenantId: employer.tenant_id,
        employerId: employer.id,
        kind: 'rfq',
        status: 'open',
        title: body.title,
        notes: body.notes,
        lines,
        dueDate: body.due_date,
      },
      'rfq.create',
    ),
  );
  return found(await getDocument(ctx.db, a.scope, id), 'Request for quote');
}

/** A quote answers an open RFQ (which becomes quoted); one live quote per RFQ. */
export async function createQuote(ctx: DomainContext, a: Caller, body: z.output<typeof quoteCreate>) {
  a.require(permissionKeys.salesQuote);
  const rfq = await need(ctx, a, body.rfq_id, 'rfq', 'Request for quote');
  if (rfq.status !== 'open')
    throw new AppError('conflict', `${rfq.number} is ${rfq.status}; only an open request can be quoted`);
  const id = await ctx.db.transaction(async (tx) => {
    const quoteId = await insertDocument(
      tx,
      a,
      {
        tenantId: rfq.tenant_id,
        employerId: rfq.employer_id,
        kind: 'quote',
        sourceId: rfq.id,
        status: 'issued',
        title: rfq.title,
        notes: body.notes,
        lines: body.lines,
        totalCents: total(body.lines),
        dueDate: body.due_date,
      },
      'quote.create',
    );
    await setStatus(tx, a, rfq, 'quoted', 'rfq.quoted');
    return quoteId;
  });
  return found(await getDocument(ctx.db, a.scope, id), 'Quote');
}

/** Accept or reject an issued quote; a rejected quote reopens its RFQ for another quote. */
export async function decideQuote(ctx: DomainContext, a: Caller, id: number, decision: 'accept' | 'reject') {
  const t = salesTransitions[decision === 'accept' ? 'quote.accept' : 'quote.reject'];
  a.require(t.key);
  const quote = await need(ctx, a, id, 'quote', 'Quote');
  if (!(t.from as readonly string[]).includes(quote.status))
    throw new AppError('conflict', `${quote.number} is ${quote.status}; it can no longer be ${t.to}`);
  await ctx.db.transaction(async (tx) => {
    await setStatus(tx, a, quote, t.to, `quote.${t.to}`);
    if (decision === 'reject' && quote.source_id) {
      const rfq = await getDocument(tx, a.scope, quote.source_id);
      if (rfq?.status === 'quoted') await setStatus(tx, a, rfq, 'open', 'rfq.reopened');
    }
  });
  return found(await getDocument(ctx.db, a.scope, id), 'Quote');
}

/** An order is made from an accepted quote; the quote and its RFQ become ordered. */
export async function createOrder(ctx: DomainContext, a: Caller, body: z.output<typeof orderCreate>) {
  a.require(permissionKeys.salesOrder);
  const quote = await need(ctx, a, body.quote_id, 'quote', 'Quote');
  if (quote.status !== 'accepted')
    throw new AppError(
      'conflict',
      `${quote.number} is ${quote.status}; only an accepted quote becomes an order`,
    );
  const id = await ctx.db.transaction(async (tx) => {
    const orderId = await insertDocument(
      tx,
      a,
      {
        tenantId: quote.tenant_id,
        employerId: quote.employer_id,
        kind: 'order',
        sourceId: quote.id,
        status: 'open',
        title: quote.title,
        notes: quote.notes,
        lines: quote.lines,
        totalCents: quote.total_cents,
      },
      'order.create',
    );
    await setStatus(tx, a, quote, 'ordered', 'quote.ordered');
    const rfq = quote.source_id ? await getDocument(tx, a.scope, quote.source_id) : null;
    if (rfq) await setStatus(tx, a, rfq, 'ordered', 'rfq.ordered');
    return orderId;
  });
  return found(await getDocument(ctx.db, a.scope, id), 'Order');
}

export async function changeStatus(
  ctx: DomainContext,
  a: Caller,
  id: number,
  action: 'rfq.cancel' | 'order.fulfilled' | 'order.cancelled',
) {
  const t = salesTransitions[action];
  a.require(t.key);
  const doc = await need(ctx, a, id, t.kind, t.kind === 'rfq' ? 'Request for quote' : 'Order');
  if (!(t.from as readonly string[]).includes(doc.status))
    throw new AppError('conflict', `${doc.number} is ${doc.status}; it cannot become ${t.to}`);
  await ctx.db.transaction(async (tx) => {
    await setStatus(tx, a, doc, t.to, action);
    // A fulfilled order takes its offerings out of stock (Stock History shows the sold movements).
    if (action === 'order.fulfilled') await sellFromOrder(tx, doc, a.auth.userId);
  });
  return found(await getDocument(ctx.db, a.scope, id), 'Document');
}
