import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, severityPriorityTimes } from '../../../server/db/schema';
import { performAction } from '../../../server/domain/workflow/actions';
import { addNote } from '../../../server/domain/workflow/case-notes';
import { listCasesText } from '../../../server/domain/workflow/case-list';
import { createCase, listCases } from '../../../server/domain/workflow/cases';
import { createTestApp } from '../helpers';
import { workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const supervisor = w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']);
const day = 24 * 3_600_000;

/**
 * Issue 38: the newest-first pages are kept per filter until the cases change (case-list-newest.ts). Each
 * kind of change the stamp covers must show at the very next call, through both the objects and the text the
 * route sends.
 */
describe('the newest-first case list, kept between calls', () => {
  it('sees a new case, a first response, a new time mapping and a closed case at the next call', async () => {
    const mine = { owner_user_id: w.userId('agent'), open_only: true, size: 3 };
    const ask = async (page_number = 0) => {
      const body = { ...mine, page_number };
      const text = JSON.parse(await listCasesText(db, agent, body)) as {
        data: Awaited<ReturnType<typeof listCases>>;
      };
      return { objects: await listCases(db, agent, body), text: text.data };
    };
    const first = await createCase(db, agent, {
      title: 'Hospital account query',
      owner_user_id: w.userId('agent'),
    });
    await db
      .update(cases)
      .set({ createdAt: new Date(Date.now() - 30 * day) })
      .where(eq(cases.id, first.id));
    const before = await ask();
    const total = before.objects.page.totalElements;
    for (const a of [before.objects, before.text]) expect(a.rows.map((r) => r.id)).not.toContain(first.id);

    // A new case heads the first page, and the count grows with it.
    const fresh = await createCase(db, agent, { title: 'Gap cover query', owner_user_id: w.userId('agent') });
    let answer = await ask();
    for (const a of [answer.objects, answer.text]) {
      expect(a.rows[0].id).toBe(fresh.id);
      expect(a.page.totalElements).toBe(total + 1);
    }

    // A note is the first response: the SLA on the kept page moves from the response to the resolution.
    expect(answer.objects.rows[0].sla?.target).toBe('response');
    await addNote(db, agent, { case_id: fresh.id, body: 'Called the member back' });
    answer = await ask();
    for (const a of [answer.objects, answer.text]) expect(a.rows[0].sla?.target).toBe('resolution');

    // A time mapping of the tenant moves the due time of the case on the kept page.
    const due = answer.objects.rows[0].sla?.resolution_due;
    await db.insert(severityPriorityTimes).values({
      tenantId: fresh.tenant_id,
      severity: fresh.severity,
      priority: fresh.priority,
      responseMinutes: 1,
      resolutionMinutes: 2,
    });
    answer = await ask();
    for (const a of [answer.objects, answer.text]) {
      expect(a.rows[0].sla?.resolution_due).not.toBe(due);
      expect(
        Date.parse(a.rows[0].sla?.resolution_due ?? '') - Date.parse(fresh.create_datetime),
      ).toBeLessThan(day);
    }

    // Closed: it leaves the open list and its count.
    await performAction(db, supervisor, { action: 'close', id: fresh.id });
    answer = await ask();
    for (const a of [answer.objects, answer.text]) {
      expect(a.rows.map((r) => r.id)).not.toContain(fresh.id);
      expect(a.page.totalElements).toBe(total);
    }
  });

  it('times its SLAs at the next whole second, never before the call, in both orders and both forms', async () => {
    for (const sort of ['created', 'sla'] as const) {
      const body = { owner_user_id: w.userId('agent'), open_only: true, size: 5, sort };
      const asked = Date.now();
      const text = JSON.parse(await listCasesText(db, agent, body)) as {
        data: Awaited<ReturnType<typeof listCases>>;
      };
      const objects = await listCases(db, agent, body);
      for (const answer of [text.data, objects]) {
        expect(answer.rows.length).toBeGreaterThan(0);
        for (const row of answer.rows) {
          const at = Date.parse(row.sla?.at ?? '');
          expect(at % 1000).toBe(0);
          expect(at).toBeGreaterThanOrEqual(asked);
          expect(at - asked).toBeLessThanOrEqual(2000); // the next second, with a second for the calls themselves
        }
      }
    }
  });
});
