import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  checklistIdInput,
  listChecklistsInput,
  saveChecklistInput,
  type ChecklistRecord,
} from '../../../src/contracts/workflow/checklists';
import { attachmentPolicy } from '../../../src/rules/upload-content';
import { defaultBlockedExtensions } from '../../../src/rules/upload-names';
import type { Db } from '../../db/client';
import { checklistAttachments, checklists, users } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { acceptUploads, requireWithinLimits } from '../uploads';
import { caseInScope, caseNumberOf, recordOnCase } from './case-trail';
import { parseInput } from './validate';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

async function toRecord(
  db: Db,
  caller: Caller,
  row: typeof checklists.$inferSelect,
): Promise<ChecklistRecord> {
  const [files, [creator], caseNumber] = await Promise.all([
    db
      .select({
        id: checklistAttachments.id,
        document_name: checklistAttachments.name,
        size: checklistAttachments.size,
      })
      .from(checklistAttachments)
      .where(eq(checklistAttachments.checklistId, row.id))
      .orderBy(asc(checklistAttachments.id)),
    row.createdBy === null
      ? [undefined]
      : db.select({ name: users.fullName }).from(users).where(eq(users.id, row.createdBy)),
    caseNumberOf(db, caller, row.caseId),
  ]);
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    case_id: row.caseId,
    case_number: caseNumber,
    status: row.status as ChecklistRecord['status'],
    items: row.items,
    attachments: files,
    created_by_name: creator?.name ?? null,
    create_datetime: row.createdAt.toISOString(),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

export async function readChecklist(db: Db, caller: Caller, input: unknown): Promise<ChecklistRecord> {
  const { id } = parseInput(checklistIdInput, input);
  const [row] = await db
    .select()
    .from(checklists)
    .where(and(eq(checklists.id, id), scoped(caller, checklists.tenantId)));
  if (!row) throw new AppError('notFound', 'That checklist does not exist');
  return toRecord(db, caller, row);
}

export async function listChecklists(db: Db, caller: Caller, input: unknown): Promise<ChecklistRecord[]> {
  const q = parseInput(listChecklistsInput, input ?? {});
  const rows = await db
    .select()
    .from(checklists)
    .where(
      and(
        scoped(caller, checklists.tenantId),
        q.status ? eq(checklists.status, q.status) : undefined,
        q.case_id ? eq(checklists.caseId, q.case_id) : undefined,
      ),
    )
    .orderBy(desc(checklists.createdAt), desc(checklists.id))
    .limit(500);
  return Promise.all(rows.map((row) => toRecord(db, caller, row)));
}

/**
 * Saves a draft (new or existing) and, when asked, publishes it in the same transaction. A published checklist is
 * never changed again. Attachments pass the upload checks: 10 MB each, 25 MB in all with the ones kept.
 */
export async function saveChecklist(
  db: Db,
  caller: Caller,
  input: unknown,
  publish = false,
  blockedExtensions: readonly string[] = defaultBlockedExtensions,
): Promise<ChecklistRecord> {
  caller.require(permissionKeys.workflowCreate, 'edit checklists');
  const data = parseInput(saveChecklistInput, input);
  const policy = { ...attachmentPolicy, blockedExtensions };
  const added = acceptUploads(data.attachments, policy, 'attachments');
  if (publish && data.items.length === 0)
    throw new AppError('validation', 'A checklist needs at least one item');
  const tenantId = caller.scope[0];
  if (tenantId === undefined) throw new AppError('forbidden', 'Choose a tenant first');
  const id = await db.transaction(async (tx) => {
    let checklistId = data.id;
    if (checklistId === undefined) {
      if (data.case_id) await caseInScope(tx, caller, data.case_id);
      const [row] = await tx
        .insert(checklists)
        .values({
          tenantId,
          title: data.title,
          caseId: data.case_id ?? null,
          items: data.items,
          createdBy: caller.userId,
        })
        .returning({ id: checklists.id });
      checklistId = row.id;
    } else {
      const [row] = await tx
        .select()
        .from(checklists)
        .where(and(eq(checklists.id, checklistId), scoped(caller, checklists.tenantId)))
        .for('update');
      if (!row) throw new AppError('notFound', 'That checklist does not exist');
      if (row.status === 'Published')
        throw new AppError('validation', 'A published checklist cannot be edited');
      await tx
        .update(checklists)
        .set({ title: data.title, items: data.items })
        .where(eq(checklists.id, checklistId));
      if (data.remove_attachments.length)
        await tx
          .delete(checklistAttachments)
          .where(
            and(
              eq(checklistAttachments.checklistId, checklistId),
              inArray(checklistAttachments.id, data.remove_attachments),
            ),
          );
    }
    const kept = await tx
      .select({ size: checklistAttachments.size })
      .from(checklistAttachments)
      .where(eq(checklistAttachments.checklistId, checklistId));
    requireWithinLimits(
      [...kept, ...added].map((a) => a.size),
      policy,
      'attachments',
    );
    if (added.length)
      await tx
        .insert(checklistAttachments)
        .values(added.map((a) => ({ checklistId: checklistId as number, ...a })));
    if (publish)
      await tx
        .update(checklists)
        .set({ status: 'Published', publishedAt: new Date() })
        .where(eq(checklists.id, checklistId));
    const [saved] = await tx
      .select({ caseId: checklists.caseId, tenantId: checklists.tenantId, title: checklists.title })
      .from(checklists)
      .where(eq(checklists.id, checklistId));
    if (saved.caseId !== null)
      await recordOnCase(tx, {
        caseId: saved.caseId,
        tenantId: saved.tenantId,
        userId: caller.userId,
        action: publish
          ? 'checklist published'
          : data.id === undefined
            ? 'checklist created'
            : 'checklist saved',
        note: saved.title,
      });
    await audit(tx, {
      action: publish ? 'checklist.publish' : 'checklist.save',
      entity: 'checklist',
      entityId: checklistId,
      userId: caller.userId,
      tenantId,
    });
    return checklistId;
  });
  return readChecklist(db, caller, { id });
}
