import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SalesDocument, SalesEvent, SalesKind } from '../../../src/contracts/sales';
import type { Db } from '../../db/client';
import { employers, salesDocuments, salesEvents, users } from '../../db/schema';
import { inScope, type TenantScope } from '../customers/read';

const source = alias(salesDocuments, 'source');

export async function selectDocuments(db: Db, where: SQL): Promise<SalesDocument[]> {
  const rows = await db
    .select({ d: salesDocuments, employerName: employers.name, sourceNumber: source.number })
    .from(salesDocuments)
    .innerJoin(employers, eq(employers.id, salesDocuments.employerId))
    .leftJoin(source, eq(source.id, salesDocuments.sourceId))
    .where(where)
    .orderBy(desc(salesDocuments.createdAt), desc(salesDocuments.id));
  return rows.map(({ d, employerName, sourceNumber }) => ({
    id: d.id,
    tenant_id: d.tenantId,
    employer_id: d.employerId,
    employer_name: employerName,
    kind: d.kind as SalesKind,
    number: d.number,
    source_id: d.sourceId,
    source_number: sourceNumber,
    status: d.status,
    title: d.title,
    notes: d.notes,
    lines: d.lines,
    total_cents: d.totalCents,
    due_date: d.dueDate,
    create_datetime: d.createdAt.toISOString(),
  }));
}

export const listDocuments = (db: Db, scope: TenantScope, kind: SalesKind, status?: string) =>
  selectDocuments(
    db,
    and(
      inScope(salesDocuments.tenantId, scope),
      eq(salesDocuments.kind, kind),
      status ? eq(salesDocuments.status, status) : undefined,
    ) as SQL,
  );

export async function getDocument(db: Db, scope: TenantScope, id: number): Promise<SalesDocument | null> {
  const [doc] = await selectDocuments(
    db,
    and(inScope(salesDocuments.tenantId, scope), eq(salesDocuments.id, id)) as SQL,
  );
  return doc ?? null;
}

/** The transaction history: every step of every document in scope (or of one document), newest first. */
export async function salesHistory(db: Db, scope: TenantScope, documentId?: number): Promise<SalesEvent[]> {
  const rows = await db
    .select({ e: salesEvents, d: salesDocuments, employerName: employers.name, userName: users.fullName })
    .from(salesEvents)
    .innerJoin(salesDocuments, eq(salesDocuments.id, salesEvents.documentId))
    .innerJoin(employers, eq(employers.id, salesDocuments.employerId))
    .leftJoin(users, eq(users.id, salesEvents.userId))
    .where(
      and(
        inScope(salesEvents.tenantId, scope),
        documentId ? eq(salesEvents.documentId, documentId) : undefined,
      ),
    )
    .orderBy(desc(salesEvents.at), desc(salesEvents.id))
    .limit(1000);
  return rows.map(({ e, d, employerName, userName }) => ({
    id: e.id,
    document_id: d.id,
    number: d.number,
    kind: d.kind as SalesKind,
    employer_name: employerName,
    action: e.action,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    user_name: userName,
    create_datetime: e.at.toISOString(),
  }));
}
