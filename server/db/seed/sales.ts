import { asc, inArray } from 'drizzle-orm';
import type { SalesKind, SalesLine } from '../../../src/contracts/sales';
import type { Db } from '../client';
import { employers, nextSalesNumber, salesDocuments, salesEvents, tenants, users } from '../schema';
import { salesDesks, salesTopics, type SalesTopic } from './sales/data';
import { systemScope } from '../../domain/system-scope';

type Step = 'quote' | 'accept' | 'reject' | 'order' | 'cancelRfq' | 'fulfil' | 'cancelOrder';
type Event = { action: string; from: string | null; to: string; at: Date };
type Doc = {
  kind: SalesKind;
  status: string;
  topic: SalesTopic;
  lines: SalesLine[];
  employerId: number;
  source: Doc | null;
  dueDate: string | null;
  events: Event[];
  id?: number;
};

/** One story per status a screen can filter on: together they leave every kind in every status. */
const stories: readonly Step[][] = [
  [],
  ['cancelRfq'],
  ['quote'],
  ['quote', 'reject'],
  ['quote', 'accept'],
  ['quote', 'accept', 'order'],
  ['quote', 'accept', 'order', 'fulfil'],
  ['quote', 'accept', 'order', 'cancelOrder'],
];
const day = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Replays the domain's flow (server/domain/sales/write.ts) in memory: the same statuses and event names. */
function play(steps: readonly Step[], topic: SalesTopic, employerId: number, start: Date) {
  const docs: Doc[] = [];
  const make = (
    kind: SalesKind,
    status: string,
    source: Doc | null,
    at: Date,
    lines: SalesLine[],
    due: string | null,
  ) => {
    const doc: Doc = {
      kind,
      status,
      topic,
      lines,
      employerId,
      source,
      dueDate: due,
      events: [],
    };
    doc.events.push({ action: `${kind}.create`, from: null, to: status, at });
    docs.push(doc);
    return doc;
  };
  const move = (doc: Doc, to: string, action: string, at: Date) => {
    doc.events.push({ action, from: doc.status, to, at });
    doc.status = to;
  };
  const rfqLines = topic.lines.map((l) => ({ ...l, unit_price: 0 }));
  const rfq = make('rfq', 'open', null, start, rfqLines, isoDate(new Date(start.getTime() + 21 * day)));
  let quote: Doc | null = null;
  let order: Doc | null = null;
  for (const [i, step] of steps.entries()) {
    const at = new Date(start.getTime() + (i + 1) * 2 * day + i * 3_600_000);
    if (step === 'cancelRfq') move(rfq, 'cancelled', 'rfq.cancel', at);
    if (step === 'quote') {
      quote = make('quote', 'issued', rfq, at, topic.lines, isoDate(new Date(at.getTime() + 30 * day)));
      move(rfq, 'quoted', 'rfq.quoted', at);
    }
    if (quote && step === 'accept') move(quote, 'accepted', 'quote.accepted', at);
    if (quote && step === 'reject') {
      move(quote, 'rejected', 'quote.rejected', at);
      move(rfq, 'open', 'rfq.reopened', at);
    }
    if (quote && step === 'order') {
      order = make('order', 'open', quote, at, quote.lines, null);
      move(quote, 'ordered', 'quote.ordered', at);
      move(rfq, 'ordered', 'rfq.ordered', at);
    }
    if (order && step === 'fulfil') move(order, 'fulfilled', 'order.fulfilled', at);
    if (order && step === 'cancelOrder') move(order, 'cancelled', 'order.cancelled', at);
  }
  return docs;
}

/**
 * RFQs, quotes and orders in every status, with their transaction history, for each office that sells.
 * Idempotent per tenant: a tenant that already has sales documents (seeded or real) is left alone.
 */
export async function seedSales(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tenantRows = await tx
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(
        inArray(
          tenants.name,
          salesDesks.map((d) => d.tenant),
        ),
      );
    const userRows = await tx
      .select({ id: users.id, login: users.loginName })
      .from(users)
      .where(
        inArray(
          users.loginName,
          salesDesks.map((d) => d.user),
        ),
      );
    for (const [deskIndex, desk] of salesDesks.entries()) {
      const tenantId = tenantRows.find((t) => t.name === desk.tenant)?.id;
      const userId = userRows.find((u) => u.login === desk.user)?.id ?? null;
      if (tenantId === undefined) continue;
      const [any] = await tx
        .select({ id: salesDocuments.id })
        .from(salesDocuments)
        .where(systemScope('seed').tenant(tenantId, salesDocuments.tenantId))
        .limit(1);
      if (any) continue;
      const customers = await tx
        .select({ id: employers.id })
        .from(employers)
        .where(systemScope('seed').tenant(tenantId, employers.tenantId))
        .orderBy(asc(employers.id));
      if (!customers.length) continue;
      const docs = stories.flatMap((steps, k) =>
        play(
          steps,
          salesTopics[(k + deskIndex * 3) % salesTopics.length],
          customers[k % customers.length].id,
          new Date(Date.now() - (48 - k * 5) * day),
        ),
      );
      await insertDocs(tx, tenantId, userId, docs);
    }
  });
}

async function insertDocs(tx: Db, tenantId: number, userId: number | null, docs: Doc[]): Promise<void> {
  for (const doc of docs) {
    const first = doc.events[0].at;
    const [row] = await tx
      .insert(salesDocuments)
      .values({
        tenantId,
        employerId: doc.employerId,
        kind: doc.kind,
        // The service's numbering (one sequence per kind across tenants), so no number names two documents.
        number: nextSalesNumber(doc.kind),
        sourceId: doc.source?.id ?? null,
        status: doc.status,
        title: doc.topic.title,
        notes:
          doc.kind === 'rfq'
            ? doc.topic.notes
            : 'Prices valid for 30 days; cover starts on the 1st of the month after acceptance.',
        lines: doc.lines,
        totalCents: doc.kind === 'rfq' ? 0 : doc.lines.reduce((s, l) => s + l.quantity * l.unit_price, 0),
        dueDate: doc.dueDate,
        createdBy: userId,
        createdAt: first,
        updatedAt: doc.events[doc.events.length - 1].at,
      })
      .returning({ id: salesDocuments.id });
    doc.id = row.id;
  }
  await tx.insert(salesEvents).values(
    docs.flatMap((doc) =>
      doc.events.map((e) => ({
        tenantId,
        documentId: doc.id as number,
        action: e.action,
        fromStatus: e.from,
        toStatus: e.to,
        userId,
        at: e.at,
      })),
    ),
  );
}
