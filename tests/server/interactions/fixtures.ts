import { and, count, desc, eq } from 'drizzle-orm';
import {
  interactionPaths,
  interactionQueryString,
  type InteractionEntry,
  type InteractionListQuery,
  type InteractionPage,
} from '../../../src/contracts/interactions/list';
import {
  adviceFiles,
  adviceMails,
  adviceRecords,
  caseDocuments,
  caseNotes,
  cases,
  employees,
  tasks,
  telephonyCallLogs,
  users,
  workgroups,
} from '../../../server/db/schema';
import { get } from '../helpers';
import { customersWorld } from '../customers/fixtures';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * The customers world with one fresh touch of every kind on the Pretoria employer with the most cases, minutes
 * apart (newest first: advice, its document, its mail, a task, a call, a note, a case notification), so the
 * expected order is known whatever the seed holds.
 */
export async function interactionsWorld() {
  const w = await customersWorld();
  const db = w.db;
  const pretoria = await w.tenantId('Pretoria Office');
  const [busiest] = await db
    .select({ id: cases.partyId, n: count() })
    .from(cases)
    .where(and(eq(cases.tenantId, pretoria), eq(cases.partyType, 'employer')))
    .groupBy(cases.partyId)
    .orderBy(desc(count()))
    .limit(1);
  const employerId = busiest.id as number;
  const [someCase] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.partyType, 'employer'), eq(cases.partyId, employerId)))
    .orderBy(desc(cases.createdAt))
    .limit(1);
  const [employee] = await db.select().from(employees).where(eq(employees.employerId, employerId)).limit(1);
  const [agent] = await db.select().from(users).where(eq(users.loginName, 'agent'));
  const [admin] = await db.select().from(users).where(eq(users.loginName, 'admin'));
  const [group] = await db.select().from(workgroups).where(eq(workgroups.id, someCase.workgroupId));
  const one = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0].id;

  const advice = await one(
    db
      .insert(adviceRecords)
      .values({ tenantId: pretoria, employeeId: employee.id, adviserId: agent.id, createdAt: ago(1) })
      .returning({ id: adviceRecords.id }),
  );
  const fileName = `ADV-${advice}-record-of-advice.pdf`;
  const ids = {
    advice,
    advice_document: await one(
      db
        .insert(adviceFiles)
        .values({
          adviceId: advice,
          kind: 'advice',
          fileName,
          pdfBase64: 'JVBERi0=',
          size: 5,
          createdAt: ago(2),
        })
        .returning({ id: adviceFiles.id }),
    ),
    email: await one(
      db
        .insert(adviceMails)
        .values({
          tenantId: pretoria,
          adviceId: advice,
          userId: admin.id,
          to: employee.email || 'someone@example.co.za',
          subject: 'Your record of advice from Ubuntu Benefits',
          body: 'Good day',
          attachments: [fileName],
          transport: 'outbox',
          status: 'kept',
          createdAt: ago(3),
        })
        .returning({ id: adviceMails.id }),
    ),
    task: await one(
      db
        .insert(tasks)
        .values({
          tenantId: pretoria,
          title: 'Send the revised schedule',
          workgroupId: group.id,
          caseId: someCase.id,
          ownerUserId: agent.id,
          createdAt: ago(4),
        })
        .returning({ id: tasks.id }),
    ),
    call: await one(
      db
        .insert(telephonyCallLogs)
        .values({
          tenantId: pretoria,
          userId: agent.id,
          direction: 'inbound',
          number: '27128042200',
          sipCallId: 'interactions-test',
          status: 'completed',
          dispositionCode: 'CALLBACK',
          caseId: someCase.id,
          startedAt: ago(5),
        })
        .returning({ id: telephonyCallLogs.id }),
    ),
    note: await one(
      db
        .insert(caseNotes)
        .values({
          tenantId: pretoria,
          caseId: someCase.id,
          body: 'Called the HR manager back about the schedule',
          authorUserId: admin.id,
          createdAt: ago(6),
        })
        .returning({ id: caseNotes.id }),
    ),
    notification: await one(
      db
        .insert(caseDocuments)
        .values({
          tenantId: pretoria,
          caseId: someCase.id,
          name: 'membership-schedule.pdf',
          size: 10,
          data: 'JVBERi0=',
          sentWithNotification: true,
          uploadedBy: agent.id,
          createdAt: ago(7),
        })
        .returning({ id: caseDocuments.id }),
    ),
  };

  const list = (query: InteractionListQuery | string, token = w.agent.token) =>
    get<InteractionPage>(
      w.t.app,
      `${interactionPaths.list}?${typeof query === 'string' ? query : interactionQueryString(query)}`,
      token,
    );
  const everything = async (query: InteractionListQuery): Promise<InteractionEntry[]> => {
    const all: InteractionEntry[] = [];
    for (let page = 1; page < 200; page += 1) {
      const answer = (await list({ ...query, page, page_size: 50 })).body;
      if (answer.errCode !== 0) throw new Error(String(answer.msg));
      all.push(...answer.data.entries);
      if (!answer.data.has_more) break;
    }
    return all;
  };
  return { ...w, pretoria, employerId, someCase, employee, agent, admin, ids, list, everything };
}
