import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { severityPriorityTimes, users, workgroupMembers } from '../../../server/db/schema';
import type { Caller } from '../../../server/domain/caller';
import { updateCase } from '../../../server/domain/workflow/case-update';
import { deskPage } from '../../../server/domain/workflow/desk-page';
import { compareRecords } from '../../../server/domain/workflow/desk-page-order';
import { workflowLists } from '../../../server/domain/workflow/lists';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DeskPageInput } from '../../../src/contracts/workflow/desk-page';
import { createTestApp } from '../helpers';
import { workflowWorld } from './world';

// Issue 38: a window is read by its ids first (an index-only walk), and windows, counts and the user's
// workgroups are kept under the case stamp. The whole list (workflowLists) is the oracle; every write that
// could change an answer must show in the next one. This file changes names and memberships: its own database.
const t = await createTestApp();
const db = t.database.db;
const w = await workflowWorld(db);
const agent = w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);
const supervisor = w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']);

/** The whole tab in the window's order, as the desk used to sort it in the browser. */
async function oracle(caller: Caller, input: DeskPageInput): Promise<CaseRecord[]> {
  const all = await workflowLists(db, caller, { record_type: 'case' });
  return [...all[input.list ?? 'my']].sort(compareRecords(input.sort));
}
const ids = (rows: CaseRecord[]) => rows.map((r) => r.id);

describe('desk windows read by their ids and kept under the case stamp', () => {
  it('answers a window far down the tab with exactly the slice of the whole list, in each order', async () => {
    const orders: DeskPageInput['sort'][] = [
      undefined,
      { column: 'owner_name', direction: 'asc' },
      { column: 'wrkgrp_name', direction: 'desc' },
      { column: 'priority', direction: 'asc' },
    ];
    for (const sort of orders) {
      const input = { list: 'wg_all', sort } as const;
      const whole = await oracle(supervisor, input);
      expect(whole.length).toBeGreaterThan(10);
      for (const offset of [whole.length - 7, Math.floor(whole.length / 2), whole.length - 1]) {
        const page = await deskPage(db, supervisor, { ...input, offset, limit: 5, counts: false });
        expect(ids(page.rows), JSON.stringify({ sort, offset })).toEqual(
          ids(whole.slice(offset, offset + 5)),
        );
        expect(page.total).toBe(whole.length);
        // Several workgroups: the default order merges each one's walk (desk-page-window.ts mergedIdsOf).
        expect(page.workgroups.length).toBeGreaterThan(1);
      }
    }
  });

  it('moves a window read before after a case is saved: the saved case is first, as saved', async () => {
    const input = { list: 'wg_all', offset: 0, limit: 6, counts: false } as const;
    const before = await deskPage(db, supervisor, input);
    expect(ids((await deskPage(db, supervisor, input)).rows)).toEqual(ids(before.rows));
    const last = before.rows[5];
    await updateCase(db, supervisor, { id: last.id, version: last.version, title: 'Saved while kept' });
    const after = await deskPage(db, supervisor, input);
    expect(after.rows[0].id).toBe(last.id);
    expect(after.rows[0].title).toBe('Saved while kept');
    expect(ids(after.rows)).toEqual(ids((await oracle(supervisor, input)).slice(0, 6)));
  });

  it('shows a renamed owner in the next window, and a search by the new name finds their records', async () => {
    const input = { list: 'wg_all', limit: 50, counts: false } as const;
    const before = await deskPage(db, supervisor, input);
    const owned = before.rows.find((r) => r.owner_user_id !== null)!;
    await db.update(users).set({ fullName: 'Thandeka Renamed' }).where(eq(users.id, owned.owner_user_id!));
    const after = await deskPage(db, supervisor, input);
    expect(after.rows.find((r) => r.id === owned.id)?.owner_name).toBe('Thandeka Renamed');
    const found = await deskPage(db, supervisor, { ...input, q: 'thandeka renamed' });
    expect(found.rows.map((r) => r.id)).toContain(owned.id);
  });

  it('counts the SLA of a kept window again under a changed time mapping', async () => {
    const input = { list: 'wg_all', limit: 20, counts: false } as const;
    const before = await deskPage(db, supervisor, input);
    const row = before.rows.find((r) => r.sla)!;
    // The strictest target there is, on the row's own tenant: nearer than any inherited or default one.
    await db
      .insert(severityPriorityTimes)
      .values({
        tenantId: row.tenant_id,
        severity: row.severity,
        priority: row.priority,
        responseMinutes: 1,
        resolutionMinutes: 1,
      })
      .onConflictDoUpdate({
        target: [
          severityPriorityTimes.tenantId,
          severityPriorityTimes.severity,
          severityPriorityTimes.priority,
        ],
        set: { responseMinutes: 1, resolutionMinutes: 1 },
      });
    const after = (await deskPage(db, supervisor, input)).rows.find((r) => r.id === row.id)!;
    expect(Date.parse(after.sla!.response_due)).toBeLessThan(Date.parse(row.sla!.response_due));
  });

  it("follows the user's workgroups: a workgroup they leave is gone from the next answer", async () => {
    const before = await deskPage(db, agent, { list: 'wg_all', limit: 1 });
    expect(before.workgroups.length).toBeGreaterThan(1);
    const left = before.workgroups.at(-1)!;
    await db
      .delete(workgroupMembers)
      .where(
        and(eq(workgroupMembers.userId, agent.userId), eq(workgroupMembers.workgroupId, left.wrkgrp_id)),
      );
    const after = await deskPage(db, agent, { list: 'wg_all', limit: 1 });
    expect(after.workgroups.map((g) => g.wrkgrp_id)).not.toContain(left.wrkgrp_id);
    expect(after.counts?.wg_all).toBe((await oracle(agent, { list: 'wg_all' })).length);
  });
});
