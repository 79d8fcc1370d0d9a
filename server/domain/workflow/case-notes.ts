import { and, asc, eq } from 'drizzle-orm';
import {
  addNoteInput,
  caseRefInput,
  noteReplyDepth,
  signatureInput,
  type CaseNote,
  type UserSignature,
} from '../../../src/contracts/workflow/desk';
import type { Db } from '../../db/client';
import { caseNotes, userSignatures, users, userTenants } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { caseInScope, recordOnCase } from './case-trail';
import { parseInput } from './validate';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

/** The notes of a case, oldest first; the console nests replies by parent_id. */
export async function listNotes(db: Db, caller: Caller, input: unknown): Promise<CaseNote[]> {
  const { case_id } = parseInput(caseRefInput, input);
  const found = await caseInScope(db, caller, case_id);
  const rows = await db
    .select({ n: caseNotes, author: users.fullName })
    .from(caseNotes)
    .leftJoin(users, eq(users.id, caseNotes.authorUserId))
    .where(eq(caseNotes.caseId, found.id))
    .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id));
  return rows.map(({ n, author }) => ({
    id: n.id,
    case_id: n.caseId,
    parent_id: n.parentId,
    depth: n.depth,
    body: n.body,
    author_user_id: n.authorUserId,
    author_name: author,
    signature: n.signature,
    create_datetime: n.createdAt.toISOString(),
  }));
}

async function profileSignature(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ signature: userSignatures.signature })
    .from(userSignatures)
    .where(and(eq(userSignatures.userId, userId), eq(userSignatures.signatureType, 'profile')));
  return row?.signature ?? null;
}

/** Adds a note or a reply (at most depth 4), signed with the author's profile signature, and records it. */
export async function addNote(db: Db, caller: Caller, input: unknown): Promise<CaseNote[]> {
  caller.require(permissionKeys.workflowCreate, 'write case notes');
  const data = parseInput(addNoteInput, input);
  await db.transaction(async (tx) => {
    const found = await caseInScope(tx, caller, data.case_id);
    let depth = 1;
    if (data.parent_id) {
      const [parent] = await tx
        .select({ depth: caseNotes.depth })
        .from(caseNotes)
        .where(and(eq(caseNotes.id, data.parent_id), eq(caseNotes.caseId, found.id)));
      if (!parent) throw new AppError('notFound', 'That note does not exist');
      if (parent.depth >= noteReplyDepth)
        throw new AppError('validation', `Replies go at most ${noteReplyDepth} levels deep`);
      depth = parent.depth + 1;
    }
    const [row] = await tx
      .insert(caseNotes)
      .values({
        tenantId: found.tenantId,
        caseId: found.id,
        parentId: data.parent_id ?? null,
        depth,
        body: data.body,
        authorUserId: caller.userId,
        signature: await profileSignature(tx, caller.userId),
      })
      .returning({ id: caseNotes.id });
    await recordOnCase(tx, {
      caseId: found.id,
      tenantId: found.tenantId,
      userId: caller.userId,
      action: depth === 1 ? 'note' : 'note reply',
      note: data.body.length > 120 ? `${data.body.slice(0, 117)}…` : data.body,
    });
    await audit(tx, {
      action: 'case.note',
      entity: 'case_note',
      entityId: row.id,
      userId: caller.userId,
      tenantId: found.tenantId,
      detail: { case_id: found.id, depth },
    });
  });
  return listNotes(db, caller, { case_id: data.case_id });
}

/** /get_signature_from_user_id: a user's signature of a type; only users who share a tenant with the caller. */
export async function signatureOf(db: Db, caller: Caller, input: unknown): Promise<UserSignature> {
  const data = parseInput(signatureInput, input);
  if (data.user_id !== caller.userId) {
    const [shared] = await db
      .select({ id: userTenants.userId })
      .from(userTenants)
      .where(and(eq(userTenants.userId, data.user_id), scoped(caller, userTenants.tenantId)))
      .limit(1);
    if (!shared) throw new AppError('notFound', 'That user does not exist');
  }
  const [row] = await db
    .select({ signature: userSignatures.signature })
    .from(userSignatures)
    .where(
      and(eq(userSignatures.userId, data.user_id), eq(userSignatures.signatureType, data.signature_type)),
    );
  return { user_id: data.user_id, signature_type: data.signature_type, signature: row?.signature ?? null };
}
