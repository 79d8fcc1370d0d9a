import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  adviceTransition,
  type Advice,
  type AdviceAction,
  type AdviceDocumentKind,
  type AdviceFacts,
  type AdviceListRow,
  type AdviceStatus,
} from '../../../src/contracts/advice';
import { adviceFiles, adviceMails, adviceRecords, employees, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { mailOf } from './comparison-mail';
import { employeeInScope } from './employees';
import { scoped, type TenantCaller } from '../caller';

export type AdviceRow = typeof adviceRecords.$inferSelect;

/** The advice if it lies in the caller's tenant scope; anything else is answered as unknown. */
export async function adviceInScope(db: Db, caller: TenantCaller, id: number): Promise<AdviceRow> {
  const [row] = await db
    .select()
    .from(adviceRecords)
    .where(and(eq(adviceRecords.id, id), scoped(caller, adviceRecords.tenantId)));
  if (!row) throw new AppError('notFound', 'No such advice');
  return row;
}

/** Checks the lifecycle table; a refused action is a conflict with the table's reason. */
export function allowed(row: AdviceRow, action: AdviceAction, facts: AdviceFacts = {}): AdviceStatus {
  const answer = adviceTransition(row.status as AdviceStatus, action, facts);
  if (!answer.allowed) throw new AppError('conflict', answer.reason);
  return answer.next;
}

/**
 * Writes a change and its audit entry in one transaction. The status in the WHERE makes a concurrent change
 * lose cleanly (conflict) instead of both applying.
 */
export async function applyChange(
  ctx: DomainContext,
  caller: TenantCaller,
  row: AdviceRow,
  action: AdviceAction,
  set: Partial<typeof adviceRecords.$inferInsert>,
  more?: (tx: Db) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(adviceRecords)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(adviceRecords.id, row.id), eq(adviceRecords.status, row.status)))
      .returning({ id: adviceRecords.id });
    if (updated.length === 0)
      throw new AppError('conflict', 'The advice was changed by someone else; reload it');
    if (more) await more(tx);
    await audit(tx, {
      action: `advice.${action}`,
      entity: 'advice',
      entityId: row.id,
      userId: caller.auth.userId,
      tenantId: row.tenantId,
      detail: { from: row.status, to: set.status ?? row.status },
    });
  });
}

export async function createAdvice(
  ctx: DomainContext,
  caller: TenantCaller,
  employeeId: number,
): Promise<Advice> {
  const employee = await employeeInScope(ctx, caller, employeeId);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adviceRecords)
      .values({ tenantId: employee.tenant_id, employeeId: employee.id, adviserId: caller.auth.userId })
      .returning({ id: adviceRecords.id });
    await audit(tx, {
      action: 'advice.create',
      entity: 'advice',
      entityId: row.id,
      userId: caller.auth.userId,
      tenantId: employee.tenant_id,
    });
    return row.id;
  });
  return readAdvice(ctx, caller, id);
}

export async function readAdvice(ctx: DomainContext, caller: TenantCaller, id: number): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const [[who], files, mails] = await Promise.all([
    ctx.db
      .select({ first: employees.firstName, last: employees.lastName, adviser: users.fullName })
      .from(employees)
      .leftJoin(users, eq(users.id, sql`${row.adviserId}`))
      .where(eq(employees.id, row.employeeId)),
    ctx.db.select().from(adviceFiles).where(eq(adviceFiles.adviceId, id)).orderBy(adviceFiles.id),
    ctx.db.select().from(adviceMails).where(eq(adviceMails.adviceId, id)).orderBy(desc(adviceMails.id)),
  ]);
  return {
    advice_id: row.id,
    employee_id: row.employeeId,
    employee_name: who ? `${who.first} ${who.last}` : '',
    adviser_name: who?.adviser ?? '',
    status: row.status as AdviceStatus,
    needs: row.needs,
    filters: row.filters,
    scheme_ids: row.schemeIds,
    gap_ids: row.gapIds,
    recommendation: row.recommendation,
    close_reason: row.closeReason,
    documents: files.map((f) => ({
      document_id: f.id,
      kind: f.kind as AdviceDocumentKind,
      file_name: f.fileName,
      size: f.size,
      created_at: f.createdAt.toISOString(),
      removed: f.removedAt !== null,
    })),
    mails: mails.map(mailOf),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listAdvice(
  ctx: DomainContext,
  caller: TenantCaller,
  filter: { employee_id?: number },
): Promise<AdviceListRow[]> {
  const where = [scoped(caller, adviceRecords.tenantId)];
  if (filter.employee_id !== undefined) where.push(eq(adviceRecords.employeeId, filter.employee_id));
  const liveFiles = ctx.db
    .select({ adviceId: adviceFiles.adviceId, n: sql<number>`count(*)::int`.as('n') })
    .from(adviceFiles)
    .where(isNull(adviceFiles.removedAt))
    .groupBy(adviceFiles.adviceId)
    .as('live_files');
  const rows = await ctx.db
    .select({
      a: adviceRecords,
      first: employees.firstName,
      last: employees.lastName,
      adviser: users.fullName,
      n: liveFiles.n,
    })
    .from(adviceRecords)
    .innerJoin(employees, eq(employees.id, adviceRecords.employeeId))
    .leftJoin(users, eq(users.id, adviceRecords.adviserId))
    .leftJoin(liveFiles, eq(liveFiles.adviceId, adviceRecords.id))
    .where(and(...where))
    .orderBy(desc(adviceRecords.updatedAt), desc(adviceRecords.id))
    .limit(200);
  return rows.map((r) => ({
    advice_id: r.a.id,
    employee_id: r.a.employeeId,
    employee_name: `${r.first} ${r.last}`,
    adviser_name: r.adviser ?? '',
    status: r.a.status as AdviceStatus,
    created_at: r.a.createdAt.toISOString(),
    updated_at: r.a.updatedAt.toISOString(),
    documents: r.n ?? 0,
  }));
}
