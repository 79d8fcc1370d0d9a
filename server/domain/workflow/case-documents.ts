import { asc, desc, eq } from 'drizzle-orm';
import { addDocumentsInput, caseRefInput, type CaseDocument } from '../../../src/contracts/workflow/desk';
import { attachmentPolicy } from '../../../src/rules/upload-content';
import { defaultBlockedExtensions } from '../../../src/rules/upload-names';
import type { Db } from '../../db/client';
import { caseDocuments, users } from '../../db/schema';
import { audit } from '../audit';
import { acceptUploads } from '../uploads';
import { caseInScope, recordOnCase } from './case-trail';
import { parseInput } from './validate';
import type { Caller } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

export async function listDocuments(db: Db, caller: Caller, input: unknown): Promise<CaseDocument[]> {
  const { case_id } = parseInput(caseRefInput, input);
  const found = await caseInScope(db, caller, case_id);
  const rows = await db
    .select({
      id: caseDocuments.id,
      caseId: caseDocuments.caseId,
      name: caseDocuments.name,
      size: caseDocuments.size,
      sent: caseDocuments.sentWithNotification,
      by: users.fullName,
      at: caseDocuments.createdAt,
    })
    .from(caseDocuments)
    .leftJoin(users, eq(users.id, caseDocuments.uploadedBy))
    .where(eq(caseDocuments.caseId, found.id))
    .orderBy(desc(caseDocuments.createdAt), asc(caseDocuments.id));
  return rows.map((r) => ({
    id: r.id,
    case_id: r.caseId,
    document_name: r.name,
    size: r.size,
    sent_with_notification: r.sent,
    uploaded_by_name: r.by,
    create_datetime: r.at.toISOString(),
  }));
}

/**
 * Attaches documents to a case under the attachment rules (10 MB each, 25 MB a selection, the upload checks).
 * Spec §9 sends documents with the notification for cases and not for tasks: a lead's are never flagged.
 */
export async function addDocuments(
  db: Db,
  caller: Caller,
  input: unknown,
  blockedExtensions: readonly string[] = defaultBlockedExtensions,
): Promise<CaseDocument[]> {
  caller.require(permissionKeys.workflowCreate, 'attach documents to cases');
  const data = parseInput(addDocumentsInput, input);
  const files = acceptUploads(data.documents, { ...attachmentPolicy, blockedExtensions }, 'documents');
  await db.transaction(async (tx) => {
    const found = await caseInScope(tx, caller, data.case_id);
    const sent = data.send_with_notification && found.recordType === 'case';
    await tx.insert(caseDocuments).values(
      files.map((f) => ({
        tenantId: found.tenantId,
        caseId: found.id,
        name: f.name,
        size: f.size,
        data: f.data,
        sentWithNotification: sent,
        uploadedBy: caller.userId,
      })),
    );
    const names = files.map((f) => f.name).join(', ');
    await recordOnCase(tx, {
      caseId: found.id,
      tenantId: found.tenantId,
      userId: caller.userId,
      action: 'documents',
      note: sent ? `${names} (sent with the notification)` : names,
    });
    await audit(tx, {
      action: 'case.documents',
      entity: 'case',
      entityId: found.id,
      userId: caller.userId,
      tenantId: found.tenantId,
      detail: { documents: files.map((f) => ({ name: f.name, size: f.size })), sent },
    });
  });
  return listDocuments(db, caller, { case_id: data.case_id });
}
