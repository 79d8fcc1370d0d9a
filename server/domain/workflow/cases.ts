import { and, eq, sql } from 'drizzle-orm';
import {
  caseIdInput,
  createCaseInput,
  wrkgrpTypeOf,
  type CaseHistoryEntry,
  type CaseRecord,
} from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { resolveLevels } from './case-classification';
import { caseHistory, cases, tenantConfigs, users, workflowCounters } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { requireMember, resolveWorkgroup } from './membership';
import { selectCases, toCaseRecord } from './records';
import { withSla } from './sla';
import { parseInput } from './validate';
import { caseDeadline } from '../workflow-admin/case-setup';
import { notifyChange } from '../workflow-admin/notifications';
import { creationChange } from './events';
import { dispatchCase, mappedSeverityPriority, type Dispatch } from '../workflow-admin/dispatch';
import { type Caller, inTenant, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';
import { defaultNumbering, tenantNumbering } from '../../../src/contracts/internal-org/requests';

/** The tenant's configured prefix (tenant configuration, Numbering); the default while it has chosen none. */
async function numberPrefix(db: Db, tenantId: number, recordType: 'case' | 'lead'): Promise<string> {
  const [row] = await db
    .select({ numbering: tenantConfigs.numbering })
    .from(tenantConfigs)
    .where(inTenant(tenantId, tenantConfigs.tenantId));
  const parsed = tenantNumbering.safeParse(row?.numbering);
  return (parsed.success ? parsed.data : defaultNumbering)[`${recordType}_prefix`];
}

/** Hands out the next number atomically (one row per tenant and type, locked by the upsert). */
async function nextNumber(db: Db, tenantId: number, recordType: 'case' | 'lead'): Promise<string> {
  const prefix = await numberPrefix(db, tenantId, recordType);
  const [row] = await db
    .insert(workflowCounters)
    .values({ tenantId, recordType, last: 1 })
    .onConflictDoUpdate({
      target: [workflowCounters.tenantId, workflowCounters.recordType],
      set: { last: sql`${workflowCounters.last} + 1` },
    })
    .returning({ last: workflowCounters.last });
  return `${prefix}-${String(row.last).padStart(6, '0')}`;
}

/**
 * Opens a case or lead: validated, inside the caller's tenants, allowed by the role map (17__17004), written with
 * its first history entry, audit line and notifications in one transaction. Callers may pass a transaction as db.
 */
export async function createCase(db: Db, caller: Caller, input: unknown): Promise<CaseRecord> {
  caller.require(permissionKeys.workflowCreate, 'open cases');
  const data = parseInput(createCaseInput, input);
  return db.transaction(async (tx) => {
    let wg = await resolveWorkgroup(tx, caller, wrkgrpTypeOf[data.record_type], data.wrkgrp_id);
    const c = data.classification;
    const levels = [
      c.classification_l1 ?? null,
      c.classification_l2 ?? null,
      c.classification_l3 ?? null,
      c.classification_l4 ?? null,
    ];
    const leaf = [...levels].reverse().find((l) => l !== null) ?? null;
    const mapped =
      data.record_type === 'case' && (data.severity === undefined || data.priority === undefined)
        ? await mappedSeverityPriority(tx, wg.tenantId, leaf)
        : null;
    const severity = data.severity ?? mapped?.severity ?? 'Moderate';
    const priority = data.priority ?? mapped?.priority ?? 'Medium';
    let ownerUserId = data.owner_user_id ?? null;
    let dispatch: Dispatch | null = null;
    if (data.record_type === 'case' && data.wrkgrp_id === undefined && ownerUserId === null) {
      dispatch = await dispatchCase(tx, wg.tenantId, { classificationIds: levels, severity, priority });
      if (dispatch) {
        wg = await resolveWorkgroup(tx, caller, 'Case', dispatch.workgroupId);
        ownerUserId = dispatch.ownerUserId;
      }
    }
    if (data.owner_user_id) await requireMember(tx, wg.id, data.owner_user_id);
    // Every level a value of the case classification the record's tenant sees, each under the one above it.
    if (data.record_type === 'case') await resolveLevels(tx, wg.tenantId, c);
    // A client-sent party_name is ignored: the case shows the party's own name from the database.
    const party = data.party
      ? await caller.resolve({ kind: data.party.party_type, id: data.party.party_id }, 'party.party_id', tx)
      : null;
    const number = await nextNumber(tx, wg.tenantId, data.record_type);
    // One clock reading for the row: the deadline is counted from the creation time the row stores, not from a
    // second reading (or the database's transaction clock) a few milliseconds away.
    const createdAt = new Date();
    const [row] = await tx
      .insert(cases)
      .values({
        tenantId: wg.tenantId,
        recordType: data.record_type,
        number,
        title: data.title,
        description: data.description,
        classificationL1: c.classification_l1 ?? null,
        classificationL2: c.classification_l2 ?? null,
        classificationL3: c.classification_l3 ?? null,
        classificationL4: c.classification_l4 ?? null,
        severity,
        priority,
        status: 'Open',
        workgroupId: wg.id,
        ownerUserId,
        partyType: party?.kind ?? null,
        partyId: party?.id ?? null,
        partyName: party?.name ?? null,
        source: data.source,
        callerPhone: data.caller_phone ?? null,
        dueAt: await caseDeadline(tx, wg.tenantId, severity, priority, createdAt),
        createdAt,
        updatedAt: createdAt,
        createdBy: caller.userId,
      })
      .returning({ id: cases.id });
    await tx.insert(caseHistory).values({
      caseId: row.id,
      tenantId: wg.tenantId,
      userId: caller.userId,
      action: 'create',
      at: createdAt,
      changes: {
        status: [null, 'Open'],
        wrkgrp_id: [null, wg.id],
        owner_user_id: [null, ownerUserId],
        severity: [null, severity],
        priority: [null, priority],
      },
      note: await historyNote(tx, mapped !== null, dispatch, wg.name),
    });
    await audit(tx, {
      action: `${data.record_type}.create`,
      entity: data.record_type,
      entityId: row.id,
      userId: caller.userId,
      tenantId: wg.tenantId,
      detail: { number, source: data.source },
    });
    // A new record reaches its people as an assignment or a dispatch does (the push already says so): the owner
    // someone else chose, or the supervisors of the queue it waits in, get their notification in this transaction.
    const record = await readCase(tx, caller, { id: row.id });
    await notifyChange(tx, creationChange(record, caller.userId));
    return record;
  });
}

/**
 * Says in the case's history what the case set-up and the dispatch rules decided, in the words of the screens
 * (the rule's number on its workgroup's rules screen, the workgroup's and the owner's names): the trail is read by
 * people, so no internal id goes in it.
 */
async function historyNote(
  db: Db,
  mapped: boolean,
  dispatch: Dispatch | null,
  workgroupName: string,
): Promise<string | null> {
  const parts: string[] = [];
  if (mapped) parts.push('Severity and priority from the classification mapping');
  if (dispatch) {
    const rule = `Dispatch rule ${dispatch.ruleNumber} of ${workgroupName}`;
    const [owner] =
      dispatch.ownerUserId === null
        ? []
        : await db.select({ name: users.fullName }).from(users).where(eq(users.id, dispatch.ownerUserId));
    parts.push(
      owner
        ? `${rule}: round robin to ${owner.name}`
        : `${rule}: waiting in its queue (${dispatch.assignment === 'manual' ? 'manual assignment' : 'round robin found no member'})`,
    );
  }
  return parts.length ? parts.join('; ') : null;
}

/** One case or lead inside the caller's tenants; anything else reads as not found. */
export async function readCase(db: Db, caller: Caller, input: unknown): Promise<CaseRecord> {
  const { id } = parseInput(caseIdInput, input);
  const [row] = await selectCases(db).where(and(eq(cases.id, id), scoped(caller, cases.tenantId)));
  if (!row) throw new AppError('notFound', 'That case does not exist');
  const [record] = await withSla(db, [toCaseRecord(row)]);
  return record;
}

export { listCases } from './case-list';

/** A history row with its author's name, as the trail and a refused stale save show it. */
export const toHistoryEntry = ({
  h,
  userName,
}: {
  h: typeof caseHistory.$inferSelect;
  userName: string | null;
}): CaseHistoryEntry => ({
  id: h.id,
  action: h.action,
  user_id: h.userId,
  user_name: userName,
  changes: h.changes,
  note: h.note,
  at: h.at.toISOString(),
});

/** The audit trail of one case, oldest first. */
export async function caseHistoryOf(db: Db, caller: Caller, input: unknown): Promise<CaseHistoryEntry[]> {
  const record = await readCase(db, caller, input);
  const rows = await db
    .select({ h: caseHistory, userName: users.fullName })
    .from(caseHistory)
    .leftJoin(users, eq(users.id, caseHistory.userId))
    .where(eq(caseHistory.caseId, record.id))
    .orderBy(caseHistory.at, caseHistory.id);
  return rows.map(toHistoryEntry);
}
