import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../client';
import { caseNotes, cases, pollingEntries, userProfiles, roles, users, userSignatures } from '../schema';

const systems = [
  {
    system: 'Discovery Health claims feed',
    prefix: 'DH-CLM',
    results: [
      'Claim paid at scheme rate',
      'Claim rejected: no pre-authorisation',
      'Claim pended for clinical review',
    ],
  },
  {
    system: 'GEMS pre-authorisation',
    prefix: 'GEMS-PA',
    results: ['Authorised for 3 days in ward', 'Declined: outside the network hospital list'],
  },
  {
    system: 'Bonitas membership check',
    prefix: 'BON-MEM',
    results: ['Member active, 2 dependants', 'Membership suspended: arrears of R4 215.00'],
  },
] as const;
const perTenant = 15;

/**
 * Case desk demo data (issue 5): a profile signature for every staff member, and polled results and a short note
 * thread on the first open cases of each case workgroup. Idempotent: signatures and polling entries by their
 * unique keys, notes only on cases that have none.
 */
export async function seedWorkflowDesk(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const staff = await tx
      .select({ id: users.id, name: users.fullName, email: users.email, role: roles.name })
      .from(users)
      .leftJoin(userProfiles, and(eq(userProfiles.userId, users.id), eq(userProfiles.ordinal, 0)))
      .leftJoin(roles, eq(roles.id, userProfiles.roleId));
    await tx
      .insert(userSignatures)
      .values(
        staff.map((u) => ({
          userId: u.id,
          signatureType: 'profile',
          signature: `${u.name} · ${u.role ?? 'Staff'} · Ubuntu Benefits · ${u.email}`,
        })),
      )
      .onConflictDoNothing();
    const candidates = await tx
      .select({ id: cases.id, tenantId: cases.tenantId, number: cases.number, owner: cases.ownerUserId })
      .from(cases)
      .where(
        and(
          eq(cases.recordType, 'case'),
          inArray(cases.status, ['Open', 'In Progress']),
          like(cases.number, 'CAS-%'),
        ),
      )
      .orderBy(asc(cases.id));
    // The first open cases of every tenant, so each office's desk shows polled results, not only the first one's.
    const firstOfEachTenant = (n: number) =>
      [...new Set(candidates.map((c) => c.tenantId))].flatMap((t) =>
        candidates.filter((c) => c.tenantId === t).slice(0, n),
      );
    const open = firstOfEachTenant(perTenant);
    const entries = open.flatMap((c, i) => {
      const s = systems[i % systems.length];
      return [0, 1].slice(0, 1 + (i % 2)).map((k) => ({
        tenantId: c.tenantId,
        caseId: c.id,
        system: s.system,
        reference: `${s.prefix}-${c.number.slice(4)}-${k + 1}`,
        result: s.results[(i + k) % s.results.length],
        status: k === 1 ? 'Reviewed' : 'New',
        polledAt: new Date(Date.now() - (i * 7 + k + 1) * 3_600_000),
        reviewedBy: k === 1 ? c.owner : null,
        reviewedAt: k === 1 ? new Date(Date.now() - (i * 7 + 1) * 3_600_000) : null,
      }));
    });
    if (entries.length) await tx.insert(pollingEntries).values(entries).onConflictDoNothing();
    const withNotes = new Set(
      (
        await tx
          .selectDistinct({ id: caseNotes.caseId })
          .from(caseNotes)
          .where(inArray(caseNotes.caseId, open.length ? open.map((c) => c.id) : [-1]))
      ).map((r) => r.id),
    );
    const sigOf = new Map(
      staff.map((u) => [u.id, `${u.name} · ${u.role ?? 'Staff'} · Ubuntu Benefits · ${u.email}`]),
    );
    for (const c of firstOfEachTenant(3)) {
      if (withNotes.has(c.id) || c.owner === null) continue;
      const [first] = await tx
        .insert(caseNotes)
        .values({
          tenantId: c.tenantId,
          caseId: c.id,
          body: 'Spoke to the member: the hospital account and the scheme statement are on their way by e-mail.',
          authorUserId: c.owner,
          signature: sigOf.get(c.owner) ?? null,
        })
        .returning({ id: caseNotes.id });
      await tx.insert(caseNotes).values({
        tenantId: c.tenantId,
        caseId: c.id,
        parentId: first.id,
        depth: 2,
        body: 'Received both documents; comparing the tariff codes with the scheme rate now.',
        authorUserId: c.owner,
        signature: sigOf.get(c.owner) ?? null,
      });
    }
  });
}
