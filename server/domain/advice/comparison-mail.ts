import type { AdviceMail } from '../../../src/contracts/advice';
import { adviceMails } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { Mailer, OutgoingMail } from './mailer';
import { gapData, schemeData } from './market';
import { gapComparisonPdf, schemeComparisonPdf } from './pdf-documents';
import type { TenantCaller } from '../caller';

type ComparisonMail =
  | { kind: 'scheme'; to: string; scheme_ids: number[]; adult_dependent: number; child_dependent: number }
  | { kind: 'gap'; to: string; gap_ids: number[] };

/** Sends (or keeps) one mail and records it in the same breath; the record is what the console's outbox shows. */
export async function deliver(
  ctx: DomainContext,
  caller: TenantCaller,
  mailer: Mailer,
  mail: OutgoingMail,
  links: { adviceId: number | null; resendOf?: number | null },
): Promise<AdviceMail> {
  const outcome = await mailer.send(mail);
  const [row] = await ctx.db
    .insert(adviceMails)
    .values({
      tenantId: caller.tenantId,
      adviceId: links.adviceId,
      userId: caller.auth.userId,
      to: mail.to,
      cc: mail.cc,
      subject: mail.subject,
      body: mail.body,
      attachments: mail.attachments.map((a) => a.filename),
      transport: outcome.transport,
      status: outcome.status,
      error: outcome.error,
      messageId: outcome.messageId,
      resendOf: links.resendOf ?? null,
    })
    .returning();
  return mailOf(row);
}

export const mailOf = (row: typeof adviceMails.$inferSelect): AdviceMail => ({
  mail_id: row.id,
  to: row.to,
  cc: row.cc,
  subject: row.subject,
  transport: row.transport as AdviceMail['transport'],
  status: row.status as AdviceMail['status'],
  error: row.error,
  attachments: row.attachments,
  created_at: row.createdAt.toISOString(),
  resend_of: row.resendOf,
});

export async function mailComparison(
  ctx: DomainContext,
  caller: TenantCaller,
  mailer: Mailer,
  request: ComparisonMail,
): Promise<AdviceMail> {
  let attachment: { filename: string; content: Buffer };
  if (request.kind === 'scheme') {
    const data = await schemeData(ctx, request.scheme_ids, request);
    if (data.schemes.length !== new Set(request.scheme_ids).size)
      throw new AppError('notFound', 'No such scheme');
    attachment = { filename: 'scheme-comparison.pdf', content: await schemeComparisonPdf(data, request) };
  } else {
    const data = await gapData(ctx, request.gap_ids);
    if (data.products.length !== new Set(request.gap_ids).size)
      throw new AppError('notFound', 'No such gap cover product');
    attachment = { filename: 'gap-cover-comparison.pdf', content: await gapComparisonPdf(data) };
  }
  const what = request.kind === 'scheme' ? 'Medical scheme comparison' : 'Gap cover comparison';
  const mail = await deliver(
    ctx,
    caller,
    mailer,
    {
      to: request.to,
      cc: [],
      subject: `${what} from Ubuntu Benefits`,
      body: `Good day,\n\nPlease find the ${what.toLowerCase()} attached.\n\nKind regards,\nUbuntu Benefits`,
      attachments: [attachment],
    },
    { adviceId: null },
  );
  if (mail.status === 'failed')
    throw new AppError('internal', `The mail could not be sent: ${mail.error}`, { data: mail });
  return mail;
}
