import { and, eq, inArray, sql } from 'drizzle-orm';
import { caseSeverities, casePriorities, caseStatuses } from '../../../src/contracts/workflow/cases';
import type { Db } from '../client';
import {
  caseHistory,
  cases,
  tenants,
  users,
  workflowCounters,
  workgroupMembers,
  workgroups,
} from '../schema';
import { caseTitles, leadTitles, phonePrefixes, seedWorkgroups, type SeedWorkgroup } from './workflow/data';
import { drawParty, tenantParties } from './workflow/parties';
import { spreadHistory, spreadSla } from './workflow/sla-spread';
import { caseTexts, leadTexts } from './workflow/texts';
import { systemScope } from '../../domain/system-scope';

const logged = {
  call: 'Logged from a phone call',
  email: 'Logged from an e-mail',
  web: 'Logged from the website form',
  'walk-in': 'Logged at the front desk',
} as const;

/** Small deterministic generator so every fresh database gets the same demo cases. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/**
 * Workgroups, memberships and a few hundred cases and leads (issue 5). Idempotent like the rest of the seed:
 * workgroups are found by (tenant, type, name), cases by (tenant, number); only missing rows are inserted.
 */
export async function seedWorkflow(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tenantIds = new Map((await tx.select().from(tenants)).map((t) => [t.name, t.id]));
    const userIds = new Map(
      (await tx.select({ id: users.id, login: users.loginName }).from(users)).map((u) => [u.login, u.id]),
    );
    for (const [index, spec] of seedWorkgroups.entries()) {
      const tenantId = tenantIds.get(spec.tenant);
      if (tenantId === undefined) continue;
      const wgId = await ensureWorkgroup(tx, tenantId, spec);
      const memberIds = spec.members.flatMap((m) => {
        const userId = userIds.get(m.user);
        return userId === undefined ? [] : [{ ...m, userId }];
      });
      await tx
        .insert(workgroupMembers)
        .values(
          memberIds.map((m) => ({
            workgroupId: wgId,
            userId: m.userId,
            isDefault: m.default ?? false,
            isSupervisor: m.supervisor ?? false,
          })),
        )
        .onConflictDoNothing();
      await ensureCases(
        tx,
        tenantId,
        wgId,
        index,
        spec,
        memberIds.map((m) => m.userId),
      );
    }
  });
}

async function ensureWorkgroup(
  db: Db,
  tenantId: number,
  spec: (typeof seedWorkgroups)[number],
): Promise<number> {
  const [found] = await db
    .select({ id: workgroups.id })
    .from(workgroups)
    .where(
      and(
        systemScope('seed').tenant(tenantId, workgroups.tenantId),
        eq(workgroups.wrkgrpType, spec.type),
        eq(workgroups.name, spec.name),
      ),
    );
  if (found) return found.id;
  const [row] = await db
    .insert(workgroups)
    .values({ tenantId, name: spec.name, wrkgrpType: spec.type, description: spec.description })
    .returning({ id: workgroups.id });
  return row.id;
}

/** What a seeded pending record waits for (issue 34). */
const waitingFor = [
  'Certified copy of the member’s ID and the signed claim form',
  'Bank statement showing the debit order the member disputes',
  'Specialist’s account with ICD-10 codes for re-submission',
  'Employer’s confirmation of the member’s start date',
  'Signed beneficiary nomination form',
];

/**
 * A seeded pending record's waiting reason and reminder, once spreadSla has settled its status. Drawn from its
 * position, not the random stream, so everything drawn after stays as it was. Reminders fall on mornings one
 * to five days after the seed: the sweep brings those records back to In Progress as the demo ages.
 */
function withWaiting<T extends { status: string }>(i: number, now: number, row: T): T {
  if (row.status === 'Pending Customer')
    return {
      ...row,
      pendingReason: waitingFor[i % waitingFor.length],
      remindAt: new Date(Math.ceil(now / 86_400_000 + 1 + (i % 5)) * 86_400_000 + 7 * 3_600_000),
    };
  return row;
}

async function ensureCases(
  db: Db,
  tenantId: number,
  wgId: number,
  wgIndex: number,
  { type, records }: SeedWorkgroup,
  memberIds: number[],
): Promise<void> {
  const recordType = type === 'Case' ? 'case' : 'lead';
  const prefix = type === 'Case' ? 'CAS' : 'LEA';
  // Numbers 1000 × (workgroup position) onwards: stable across runs and clear of numbers handed out later.
  const base = (wgIndex + 1) * 1000;
  const r = random(wgIndex + 17);
  const now = Date.now();
  const parties = await tenantParties(db, tenantId);
  const texts = type === 'Case' ? caseTexts : leadTexts;
  const wanted = Array.from({ length: records }, (_, i) => {
    const status = i < 6 ? 'Closed' : pick(r, caseStatuses.slice(0, 4));
    // Closed ones within the last fortnight, so the supervisor's 14-day trend shows them closing.
    const ageHours = Math.floor(r() * 24 * (status === 'Closed' ? 13 : 60)) + 1;
    const createdAt = new Date(now - ageHours * 3_600_000);
    const owner = r() < 0.25 ? null : pick(r, memberIds);
    const phone = `${pick(r, phonePrefixes)}${String(Math.floor(r() * 1e7)).padStart(7, '0')}`;
    const title = pick(r, type === 'Case' ? caseTitles : leadTitles);
    const severity = pick(r, caseSeverities);
    const priority = pick(r, casePriorities);
    // One draw where the party name used to be drawn, so the dates and statuses after it stay as they were.
    const text = texts[title];
    const party = drawParty(parties, text.party, r());
    return withWaiting(
      i,
      now,
      spreadSla(i, new Date(now), {
        tenantId,
        recordType,
        number: `${prefix}-${String(base + i).padStart(6, '0')}`,
        title,
        description: party ? text.describe(party.name, party.employer) : title,
        severity,
        priority,
        status,
        workgroupId: wgId,
        ownerUserId: status === 'Closed' ? (owner ?? memberIds[0] ?? null) : owner,
        partyType: party?.kind ?? null,
        partyId: party?.id ?? null,
        partyName: party?.name ?? null,
        source: pick(r, ['call', 'email', 'web', 'walk-in'] as const),
        callerPhone: phone,
        dueAt: new Date(createdAt.getTime() + (8 + Math.floor(r() * 72)) * 3_600_000),
        createdAt,
        updatedAt: createdAt,
        // Some closed within the hour, some a day or three later: late enough, now and then, to miss the target.
        closedAt:
          status === 'Closed'
            ? new Date(Math.min(createdAt.getTime() + [1, 30, 75][i % 3] * 3_600_000, now - 60_000))
            : null,
      }),
    );
  });
  const existing = await db
    .select({ number: cases.number })
    .from(cases)
    .where(
      and(
        systemScope('seed').tenant(tenantId, cases.tenantId),
        inArray(
          cases.number,
          wanted.map((w) => w.number),
        ),
      ),
    );
  const have = new Set(existing.map((e) => e.number));
  const missing = wanted.filter((w) => !have.has(w.number));
  if (missing.length === 0) return;
  const inserted = await db.insert(cases).values(missing).returning({ id: cases.id, at: cases.createdAt });
  await db.insert(caseHistory).values(
    inserted.map((c, i) => ({
      caseId: c.id,
      tenantId,
      userId: null,
      action: 'create',
      changes: {
        status: [null, 'Open'],
        wrkgrp_id: [null, wgId],
        owner_user_id: [null, missing[i].ownerUserId],
      },
      note: logged[missing[i].source],
      at: c.at,
    })) as (typeof caseHistory.$inferInsert)[],
  );
  const answers = spreadHistory(
    inserted.map((c, i) => ({ ...missing[i], id: c.id })),
    new Date(now),
    memberIds,
  );
  if (answers.length) await db.insert(caseHistory).values(answers);
  const last = base + records - 1;
  await db
    .insert(workflowCounters)
    .values({ tenantId, recordType, last })
    .onConflictDoUpdate({
      target: [workflowCounters.tenantId, workflowCounters.recordType],
      set: { last: sql`greatest(${workflowCounters.last}, ${last})` },
    });
}
