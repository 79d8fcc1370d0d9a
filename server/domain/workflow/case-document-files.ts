import { and, eq } from 'drizzle-orm';
import {
  documentRefInput,
  type CaseDocument,
  type CaseDocumentFile,
} from '../../../src/contracts/workflow/desk';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { caseDocuments } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { scoped, type Caller } from '../caller';
import { servedFile, type ServedFile } from '../served-file';
import { listDocuments } from './case-documents';
import { caseInScope, recordOnCase } from './case-trail';
import { parseInput } from './validate';

/** A document of a case in the caller's tenants; another tenant's reads as absent, so its ids cannot be probed. */
async function documentInScope(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select({ id: caseDocuments.id, caseId: caseDocuments.caseId, name: caseDocuments.name })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.id, id), scoped(caller, caseDocuments.tenantId)));
  if (!row) throw new AppError('notFound', 'That document does not exist');
  // The case decides: a document is seen by whoever may see its case.
  await caseInScope(db, caller, row.caseId);
  return row;
}

async function documentFile(db: Db, caller: Caller, id: number) {
  const found = await documentInScope(db, caller, id);
  const [row] = await db
    .select({ data: caseDocuments.data })
    .from(caseDocuments)
    .where(eq(caseDocuments.id, found.id));
  return { found, served: servedFile(found.name, row.data) };
}

/**
 * One document with its content, for the console to open in the browser or download (spec §9). The data URL
 * carries the type of the content, never the one the uploader declared.
 */
export async function getDocument(db: Db, caller: Caller, input: unknown): Promise<CaseDocumentFile> {
  const { found, served } = await documentFile(db, caller, parseInput(documentRefInput, input).id);
  return { id: found.id, case_id: found.caseId, document_name: found.name, document_data: served.dataUrl };
}

/** The same document as the file itself, with the headers that decide how a browser may treat it. */
export async function downloadDocument(db: Db, caller: Caller, input: unknown): Promise<ServedFile> {
  // The route has read the query string's id as a number (documentDownloadQuery); from here it is a reference.
  return (await documentFile(db, caller, parseInput(documentRefInput, input).id)).served;
}

/** Removes a document under the key that attaches them; the case's trail and the audit log say who and what. */
export async function removeDocument(db: Db, caller: Caller, input: unknown): Promise<CaseDocument[]> {
  caller.require(permissionKeys.workflowCreate, 'remove documents from cases');
  const { id } = parseInput(documentRefInput, input);
  const found = await documentInScope(db, caller, id);
  await db.transaction(async (tx) => {
    const owner = await caseInScope(tx, caller, found.caseId);
    await tx.delete(caseDocuments).where(eq(caseDocuments.id, found.id));
    await recordOnCase(tx, {
      caseId: owner.id,
      tenantId: owner.tenantId,
      userId: caller.userId,
      action: 'documents',
      note: `${found.name} removed`,
    });
    await audit(tx, {
      action: 'case.document.remove',
      entity: 'case',
      entityId: owner.id,
      userId: caller.userId,
      tenantId: owner.tenantId,
      detail: { document_id: found.id, name: found.name },
    });
  });
  return listDocuments(db, caller, { case_id: found.caseId });
}
