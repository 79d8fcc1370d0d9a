import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Advice, AdviceDocumentKind, PdfFile } from '../../../src/contracts/advice';
import { adviceFiles, adviceMails, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { deliver } from './comparison-mail';
import { contactOf, employeeInScope, filtersOf } from './employees';
import type { Mailer } from './mailer';
import { gapData, planById, schemeData } from './market';
import { adviceRecordPdf, gapComparisonPdf, schemeComparisonPdf } from './pdf-documents';
import { premiumFor } from './premium';
import { adviceInScope, allowed, applyChange, readAdvice, type AdviceRow } from './records';
import type { TenantCaller } from '../caller';

const liveFiles = (ctx: DomainContext, adviceId: number) =>
  ctx.db
    .select()
    .from(adviceFiles)
    .where(and(eq(adviceFiles.adviceId, adviceId), isNull(adviceFiles.removedAt)))
    .orderBy(adviceFiles.id);

const ref = (id: number) => `ADV-${String(id).padStart(6, '0')}`;

async function buildDocuments(ctx: DomainContext, caller: TenantCaller, row: AdviceRow) {
  const employee = await employeeInScope(ctx, caller, row.employeeId);
  const contact = contactOf(employee);
  const family = row.filters ?? filtersOf(employee);
  const rec = row.recommendation;
  if (!rec || !row.needs)
    throw new AppError('conflict', 'Record a recommendation before generating documents');
  const [compared, plan, gaps, [adviser]] = await Promise.all([
    schemeData(ctx, row.schemeIds, family),
    planById(ctx, rec.scheme_id),
    row.gapIds.length || rec.gap_id
      ? gapData(ctx, [...new Set([...row.gapIds, ...(rec.gap_id ? [rec.gap_id] : [])])])
      : null,
    ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, caller.auth.userId)),
  ]);
  if (!plan) throw new AppError('notFound', 'No such scheme');
  const stem = `${ref(row.id)}-${contact.name.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const files: { kind: AdviceDocumentKind; fileName: string; bytes: Buffer }[] = [
    {
      kind: 'advice',
      fileName: `${stem}-record-of-advice.pdf`,
      bytes: await adviceRecordPdf({
        adviceId: row.id,
        status: 'documents_generated',
        employee: {
          name: contact.name,
          employer: contact.employer_name,
          email: contact.email,
          age: contact.age,
        },
        adviser: adviser?.name ?? '',
        family,
        needs: row.needs,
        compared,
        recommendation: rec,
        premium: premiumFor(plan, family.adult_dependent, family.child_dependent),
        gap: gaps?.products.find((g) => g.gap_id === rec.gap_id) ?? null,
      }),
    },
    {
      kind: 'scheme_comparison' as const,
      fileName: `${stem}-scheme-comparison.pdf`,
      bytes: await schemeComparisonPdf(compared, family, contact.name),
    },
  ];
  if (gaps && gaps.products.length)
    files.push({
      kind: 'gap_comparison' as const,
      fileName: `${stem}-gap-cover-comparison.pdf`,
      bytes: await gapComparisonPdf(gaps, contact.name),
    });
  return files;
}

/** export_advice: the record of advice and the comparisons as PDFs; a new export replaces the live ones. */
export async function exportAdvice(ctx: DomainContext, caller: TenantCaller, id: number): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const next = allowed(row, 'export');
  // The PDFs are rendered before the transaction: nothing is written unless every one of them was made.
  const files = await buildDocuments(ctx, caller, row);
  await applyChange(ctx, caller, row, 'export', { status: next }, async (tx) => {
    await tx
      .update(adviceFiles)
      .set({ removedAt: new Date() })
      .where(and(eq(adviceFiles.adviceId, id), isNull(adviceFiles.removedAt)));
    await tx.insert(adviceFiles).values(
      files.map((f) => ({
        adviceId: id,
        kind: f.kind,
        fileName: f.fileName,
        pdfBase64: f.bytes.toString('base64'),
        size: f.bytes.length,
      })),
    );
  });
  return readAdvice(ctx, caller, id);
}

export async function downloadDocument(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  documentId: number,
): Promise<PdfFile> {
  await adviceInScope(ctx.db, caller, id);
  const [file] = await ctx.db
    .select()
    .from(adviceFiles)
    .where(and(eq(adviceFiles.id, documentId), eq(adviceFiles.adviceId, id), isNull(adviceFiles.removedAt)));
  if (!file) throw new AppError('notFound', 'No such document');
  return { file_name: file.fileName, content_type: 'application/pdf', base64: file.pdfBase64 };
}

async function send(
  ctx: DomainContext,
  caller: TenantCaller,
  mailer: Mailer,
  row: AdviceRow,
  mail: { to: string; cc: string[]; message: string },
  resendOf: number | null,
) {
  const files = await liveFiles(ctx, row.id);
  const employee = await employeeInScope(ctx, caller, row.employeeId);
  const note = mail.message ? `${mail.message}\n\n` : '';
  const sent = await deliver(
    ctx,
    caller,
    mailer,
    {
      to: mail.to,
      cc: mail.cc,
      subject: `Your medical scheme advice (${ref(row.id)})`,
      body: `Dear ${employee.first_name},\n\n${note}Attached are your record of advice and the comparisons we discussed.\n\nKind regards,\nUbuntu Benefits`,
      attachments: files.map((f) => ({ filename: f.fileName, content: Buffer.from(f.pdfBase64, 'base64') })),
    },
    { adviceId: row.id, resendOf },
  );
  // The failed attempt stays in the outbox for the adviser to see; the advice keeps its status.
  if (sent.status === 'failed')
    throw new AppError('internal', `The mail could not be sent: ${sent.error}`, { data: sent });
  return sent;
}

export async function emailDocuments(
  ctx: DomainContext,
  caller: TenantCaller,
  mailer: Mailer,
  id: number,
  mail: { to: string; cc: string[]; message: string },
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const live = await liveFiles(ctx, id);
  const next = allowed(row, 'email', { liveDocuments: live.length, hasRecipient: mail.to.length > 0 });
  await send(ctx, caller, mailer, row, mail, null);
  await applyChange(ctx, caller, row, 'email', { status: next });
  return readAdvice(ctx, caller, id);
}

export async function resendDocuments(
  ctx: DomainContext,
  caller: TenantCaller,
  mailer: Mailer,
  id: number,
  to?: string,
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const live = await liveFiles(ctx, id);
  allowed(row, 'resend', { liveDocuments: live.length });
  const [last] = await ctx.db
    .select()
    .from(adviceMails)
    .where(and(eq(adviceMails.adviceId, id), inArray(adviceMails.status, ['sent', 'kept'])))
    .orderBy(desc(adviceMails.id))
    .limit(1);
  if (!last) throw new AppError('conflict', 'Nothing was sent before');
  await send(ctx, caller, mailer, row, { to: to ?? last.to, cc: to ? [] : last.cc, message: '' }, last.id);
  await applyChange(ctx, caller, row, 'resend', {});
  return readAdvice(ctx, caller, id);
}

export async function removeDocuments(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  documentIds: number[],
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const live = await liveFiles(ctx, id);
  const wanted = new Set(documentIds);
  const next = allowed(row, 'remove_documents', { documentsLeftAfterRemoval: live.length - wanted.size });
  if ([...wanted].some((d) => !live.some((f) => f.id === d)))
    throw new AppError('notFound', 'No such document');
  await applyChange(ctx, caller, row, 'remove_documents', { status: next }, async (tx) => {
    await tx
      .update(adviceFiles)
      .set({ removedAt: new Date() })
      .where(and(eq(adviceFiles.adviceId, id), inArray(adviceFiles.id, [...wanted])));
  });
  return readAdvice(ctx, caller, id);
}

export async function closeAdvice(
  ctx: DomainContext,
  caller: TenantCaller,
  id: number,
  reason: string,
): Promise<Advice> {
  const row = await adviceInScope(ctx.db, caller, id);
  const next = allowed(row, 'close', { hasReason: reason.trim().length > 0 });
  await applyChange(ctx, caller, row, 'close', { status: next, closeReason: reason });
  return readAdvice(ctx, caller, id);
}
