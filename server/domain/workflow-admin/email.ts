import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  emailContentInput,
  emailGetAllInput,
  type EmailContent,
} from '../../../src/contracts/workflow-admin/setup';
import type { Db } from '../../db/client';
import { emailContent } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { parseInput } from '../workflow/validate';
import type { DomainContext } from '../context';
import { settingChain } from './scope';
import { type Caller, inTenant, inTenants, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

const scope = (caller: Caller) => (caller.scope.length ? [...caller.scope] : [-1]);
const toEmail = (r: typeof emailContent.$inferSelect): Omit<EmailContent, 'inherited'> => ({
  id: r.id,
  tenant_id: r.tenantId,
  record_type: r.recordType as EmailContent['record_type'],
  name: r.name,
  subject: r.subject,
  body: r.body,
  active: r.active,
  update_datetime: r.updatedAt.toISOString(),
});

/** /email_content/get_all: the templates of one record type in the caller's tenants. */
export async function listEmailContent(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): Promise<EmailContent[]> {
  const { record_type } = parseInput(emailGetAllInput, input ?? {});
  // The group's templates are inherited (read-only below it), like its classification.
  const visible = [...new Set([...(await settingChain(ctx, caller)), ...scope(caller)])];
  const rows = await ctx.db
    .select()
    .from(emailContent)
    .where(and(eq(emailContent.recordType, record_type), inTenants(visible, emailContent.tenantId)))
    .orderBy(asc(emailContent.name), asc(emailContent.id));
  return rows.map((r) => ({ ...toEmail(r), inherited: !caller.inScope(r.tenantId) }));
}

/** Create (no id) or update a template; names are unique per tenant and record type. */
export async function saveEmailContent(
  db: Db,
  caller: Caller,
  input: unknown,
  mode: 'create' | 'update',
): Promise<EmailContent> {
  caller.require(permissionKeys.caseSetup, 'change e-mail templates');
  const data = parseInput(emailContentInput, input);
  if (mode === 'update' && data.id === undefined)
    throw new AppError('validation', 'Which template? The id is missing');
  // A create that names a template (another tenant's, perhaps) would otherwise be taken as a plain create.
  if (mode === 'create' && data.id !== undefined)
    throw new AppError(
      'validation',
      'A new template has no id: change a saved one with /email_content/update',
    );
  let tenantId = caller.scope[0];
  if (tenantId === undefined) throw new AppError('forbidden', 'Choose a tenant first');
  if (mode === 'update') {
    const [row] = await db
      .select()
      .from(emailContent)
      .where(and(eq(emailContent.id, data.id as number), scoped(caller, emailContent.tenantId)));
    if (!row) throw new AppError('notFound', 'That template does not exist in your tenants');
    tenantId = row.tenantId;
  }
  const [clash] = await db
    .select({ id: emailContent.id })
    .from(emailContent)
    .where(
      and(
        inTenant(tenantId, emailContent.tenantId),
        eq(emailContent.recordType, data.record_type),
        sql`lower(${emailContent.name}) = lower(${data.name})`,
        mode === 'update' ? ne(emailContent.id, data.id as number) : undefined,
      ),
    );
  if (clash)
    throw new AppError('conflict', `A ${data.record_type} template named ${data.name} already exists`);
  const values = {
    recordType: data.record_type,
    name: data.name,
    subject: data.subject,
    body: data.body,
    active: data.active,
    updatedBy: caller.userId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] =
      mode === 'create'
        ? await tx
            .insert(emailContent)
            .values({ ...values, tenantId })
            .returning()
        : await tx
            .update(emailContent)
            .set(values)
            .where(eq(emailContent.id, data.id as number))
            .returning();
    await audit(tx, {
      action: `email_content.${mode}`,
      entity: 'email_content',
      entityId: row.id,
      userId: caller.userId,
      tenantId,
      detail: { name: data.name, record_type: data.record_type },
    });
    return { ...toEmail(row), inherited: false };
  });
}
