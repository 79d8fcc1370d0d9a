import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { heading, pairs, renderPdf } from '../../domain/advice/pdf-kit';
import type { Db } from '../client';
import {
  adviceFiles,
  adviceMails,
  adviceRecords,
  caseDocuments,
  cases,
  contacts,
  employees,
  employers,
  schemePlans,
  userTenants,
  users,
} from '../schema';
import { systemScope } from '../../domain/system-scope';

// Advice given, its documents and the mails that carried them, comparisons mailed to HR contacts, and documents
// sent with case notifications, so every customer's timeline shows each kind of touch on a fresh start (issue 22).
// Keyed by the employee (one advice each), the address and subject (mails) and the case and file name
// (notification documents), so a second run adds nothing.
const day = 86_400_000;
const advisers = ['zanele.mthembu', 'johan.botha', 'lerato.khumalo', 'agent'];
const ref = (id: number) => `ADV-${String(id).padStart(6, '0')}`;

const pdf = (title: string, rows: [string, string][]) =>
  renderPdf(title, (doc) => {
    heading(doc, title);
    pairs(doc, rows);
  }).then((bytes) => bytes.toString('base64'));

/** A user who works in the employer's tenant, an adviser by preference. */
async function adviserFor(db: Db, tenantId: number): Promise<number | null> {
  const rows = await db
    .select({ id: users.id, login: users.loginName })
    .from(users)
    .innerJoin(userTenants, eq(userTenants.userId, users.id))
    .where(systemScope('seed').tenant(tenantId, userTenants.tenantId));
  rows.sort((a, b) => advisers.indexOf(b.login) - advisers.indexOf(a.login));
  return rows[0]?.id ?? null;
}

async function seedAdviceFor(db: Db, employee: typeof employees.$inferSelect, at: Date, plans: number[]) {
  const adviserId = await adviserFor(db, employee.tenantId);
  const name = `${employee.firstName} ${employee.lastName}`;
  const [advice] = await db
    .insert(adviceRecords)
    .values({
      tenantId: employee.tenantId,
      employeeId: employee.id,
      adviserId,
      status: 'sent',
      needs: {
        hospital: 2,
        coverage: '2.0',
        day_to_day_cover: 1,
        day_to_day_type: 1,
        day_to_day_extent: 2,
        optical_dentistry: [1, 2],
        chronic_conditions: [],
        underwriting: 1,
        gap_cover: 1,
        notes: 'Wants specialist cover at 200% with a savings account for GP visits.',
      },
      schemeIds: plans,
      recommendation: {
        scheme_id: plans[0],
        gap_id: null,
        reason: 'Best hospital cover for the premium, with savings for day-to-day visits.',
      },
      createdAt: at,
      updatedAt: new Date(at.getTime() + 2 * day),
    })
    .returning({ id: adviceRecords.id });
  const stem = `${ref(advice.id)}-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const files = [
    { kind: 'advice', fileName: `${stem}-record-of-advice.pdf`, title: 'Record of advice' },
    {
      kind: 'scheme_comparison',
      fileName: `${stem}-scheme-comparison.pdf`,
      title: 'Medical scheme comparison',
    },
  ];
  const madeAt = new Date(at.getTime() + day);
  for (const f of files) {
    const pdfBase64 = await pdf(f.title, [
      ['Reference', ref(advice.id)],
      ['Prepared for', name],
      ['Prepared by', 'Ubuntu Benefits'],
    ]);
    await db.insert(adviceFiles).values({
      adviceId: advice.id,
      kind: f.kind,
      fileName: f.fileName,
      pdfBase64,
      size: Math.round((pdfBase64.length * 3) / 4),
      createdAt: madeAt,
    });
  }
  if (!employee.email) return;
  await db.insert(adviceMails).values({
    tenantId: employee.tenantId,
    adviceId: advice.id,
    userId: adviserId,
    to: employee.email,
    subject: `Your record of advice ${ref(advice.id)} from Ubuntu Benefits`,
    body: `Dear ${employee.firstName},\n\nPlease find your record of advice and the scheme comparison attached.\n\nKind regards,\nUbuntu Benefits`,
    attachments: files.map((f) => f.fileName),
    transport: 'outbox',
    status: 'kept',
    createdAt: new Date(at.getTime() + 2 * day),
  });
}

export async function seedInteractions(db: Db): Promise<void> {
  const plans = (
    await db.select({ id: schemePlans.id }).from(schemePlans).orderBy(asc(schemePlans.id)).limit(2)
  ).map((p) => p.id);
  const all = await db.select().from(employers).orderBy(asc(employers.id));
  for (const [index, employer] of all.entries()) {
    const base = Date.now() - (9 + (index % 7)) * day;
    const people = await db
      .select()
      .from(employees)
      .where(eq(employees.employerId, employer.id))
      .orderBy(asc(employees.id))
      .limit(2);
    const advised = new Set(
      (
        await db
          .select({ id: adviceRecords.employeeId })
          .from(adviceRecords)
          .where(inArray(adviceRecords.employeeId, people.map((p) => p.id).concat(-1)))
      ).map((r) => r.id),
    );
    for (const [i, person] of people.entries())
      if (plans.length === 2 && !advised.has(person.id))
        await seedAdviceFor(db, person, new Date(base - i * 3 * day), plans);

    // The HR contact asked for a gap cover comparison for the staff meeting.
    const [hr] = await db.select().from(contacts).where(eq(contacts.employerId, employer.id)).limit(1);
    const subject = 'Gap cover comparison from Ubuntu Benefits';
    if (hr?.email) {
      const [sent] = await db
        .select({ id: adviceMails.id })
        .from(adviceMails)
        .where(and(eq(adviceMails.to, hr.email), eq(adviceMails.subject, subject)));
      if (!sent)
        await db.insert(adviceMails).values({
          tenantId: employer.tenantId,
          userId: await adviserFor(db, employer.tenantId),
          to: hr.email,
          subject,
          body: `Dear ${hr.firstName},\n\nPlease find the gap cover comparison attached, as discussed for your staff meeting.\n\nKind regards,\nUbuntu Benefits`,
          attachments: ['gap-cover-comparison.pdf'],
          transport: 'outbox',
          status: 'kept',
          createdAt: new Date(base + 4 * day),
        });
    }

    // The newest case of the employer went out with the signed claim form attached to its notification.
    const [latest] = await db
      .select()
      .from(cases)
      .where(
        and(eq(cases.partyType, 'employer'), eq(cases.partyId, employer.id), eq(cases.recordType, 'case')),
      )
      .orderBy(desc(cases.createdAt))
      .limit(1);
    const document = 'Signed claim form.pdf';
    if (latest) {
      const [has] = await db
        .select({ id: caseDocuments.id })
        .from(caseDocuments)
        .where(and(eq(caseDocuments.caseId, latest.id), eq(caseDocuments.name, document)));
      if (!has) {
        const data = await pdf('Claim form', [
          ['Case', latest.number],
          ['Customer', employer.name],
        ]);
        await db.insert(caseDocuments).values({
          tenantId: latest.tenantId,
          caseId: latest.id,
          name: document,
          size: Math.round((data.length * 3) / 4),
          data,
          sentWithNotification: true,
          uploadedBy: latest.ownerUserId ?? latest.createdBy,
          // An hour after the case, never later than now: the timeline holds nothing from the future.
          createdAt: new Date(Math.min(latest.createdAt.getTime() + 3_600_000, Date.now())),
        });
      }
    }
  }
}
