import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Fsp, FspDetail, FspRepresentative } from '../../../src/contracts/internal-org/entities';
import type { fspSave, representativeSave } from '../../../src/contracts/internal-org/requests';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { Db } from '../../db/client';
import { fspRepresentatives, fsps } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { guardWrite } from '../customers/db-errors';
import { loadTenantTree } from '../tenant';
import { type Caller, found, inTenants } from '../caller';
import { removeAudited, saveAudited } from '../save-audited';

/**
 * FSPs are kept per tenant. A caller reads those of the selected tenant, its children and its ancestors (a
 * group's register serves its offices, read-only there); changes only within the selected tenant's subtree.
 */
export async function fspReadScope(ctx: DomainContext, a: Caller): Promise<number[]> {
  if (a.tenantId === null) return [];
  const tree = await loadTenantTree(ctx);
  return [...tree.ancestorIds(a.tenantId), ...a.scope];
}

const inList = (ids: number[]) => inTenants(ids, fsps.tenantId);

async function select(db: Db, where: SQL | undefined, limit = 100): Promise<Fsp[]> {
  const reps = db
    .select({ fspId: fspRepresentatives.fspId, n: count().as('n') })
    .from(fspRepresentatives)
    .groupBy(fspRepresentatives.fspId)
    .as('reps');
  const rows = await db
    .select({ f: fsps, n: sql<number>`coalesce(${reps.n}, 0)::int` })
    .from(fsps)
    .leftJoin(reps, eq(reps.fspId, fsps.id))
    .where(where)
    .orderBy(asc(fsps.name))
    .limit(limit);
  return rows.map(({ f, n }) => ({
    id: f.id,
    tenant_id: f.tenantId,
    name: f.name,
    trading_name: f.tradingName,
    fsp_number: f.fspNumber,
    licence_categories: f.licenceCategories,
    status: f.status as Fsp['status'],
    compliance_officer: f.complianceOfficer,
    email: f.email,
    phone: f.phone,
    city: f.city,
    province: f.province,
    authorised_on: f.authorisedOn,
    representatives_count: Number(n),
  }));
}

/** GET fsp get_100 (spec §7): the first 100 FSPs by name. */
export async function fspFirst100(ctx: DomainContext, a: Caller): Promise<Fsp[]> {
  return select(ctx.db, inList(await fspReadScope(ctx, a)));
}

export async function searchFsps(ctx: DomainContext, a: Caller, query: string): Promise<Fsp[]> {
  const q = `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return select(
    ctx.db,
    and(
      inList(await fspReadScope(ctx, a)),
      query ? or(ilike(fsps.name, q), ilike(fsps.tradingName, q), ilike(fsps.fspNumber, q)) : undefined,
    ),
  );
}

export async function getFsp(ctx: DomainContext, a: Caller, id: number): Promise<FspDetail | null> {
  const [f] = await select(ctx.db, and(eq(fsps.id, id), inList(await fspReadScope(ctx, a))), 1);
  if (!f) return null;
  const reps = await ctx.db
    .select()
    .from(fspRepresentatives)
    .where(eq(fspRepresentatives.fspId, id))
    .orderBy(asc(fspRepresentatives.lastName), asc(fspRepresentatives.firstName));
  const representatives: FspRepresentative[] = reps.map((r) => ({
    id: r.id,
    fsp_id: r.fspId,
    first_name: r.firstName,
    last_name: r.lastName,
    role: r.role,
    email: r.email,
    appointed_on: r.appointedOn,
  }));
  return { ...f, representatives };
}

/** The FSP when the caller may change it: in the selected tenant's subtree; an ancestor's is read-only. */
async function writable(ctx: DomainContext, a: Caller, id: number): Promise<FspDetail> {
  const f = found(await getFsp(ctx, a, id), 'FSP');
  if (!a.inScope(f.tenant_id))
    throw new AppError('forbidden', 'This FSP belongs to a parent organisation and is read-only here');
  return f;
}

export async function saveFsp(ctx: DomainContext, a: Caller, body: z.output<typeof fspSave>) {
  a.require(permissionKeys.fspEdit);
  const current = body.id === -1 ? null : await writable(ctx, a, body.id);
  const tenantId = current?.tenant_id ?? a.tenantId;
  if (tenantId === null) throw new AppError('forbidden', 'You do not have access to that organisation');
  const values = {
    name: body.name,
    tradingName: body.trading_name,
    fspNumber: body.fsp_number,
    licenceCategories: [...body.licence_categories],
    status: body.status,
    complianceOfficer: body.compliance_officer,
    email: body.email,
    phone: body.phone,
    city: body.city,
    province: body.province,
    authorisedOn: body.authorised_on,
  };
  const id = await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = current
          ? await tx
              .update(fsps)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(fsps.id, current.id))
              .returning({ id: fsps.id })
          : await tx
              .insert(fsps)
              .values({ tenantId, ...values })
              .returning({ id: fsps.id });
        await audit(tx, {
          action: current ? 'fsp.update' : 'fsp.create',
          entity: 'fsp',
          entityId: row.id,
          userId: a.auth.userId,
          tenantId,
        });
        return row.id;
      }),
    { unique: `fsp_number: FSP ${body.fsp_number} is already on the register` },
  );
  return found(await getFsp(ctx, a, id), 'FSP');
}

export async function saveRepresentative(
  ctx: DomainContext,
  a: Caller,
  body: z.output<typeof representativeSave>,
) {
  a.require(permissionKeys.fspEdit);
  const fsp = await writable(ctx, a, body.fsp_id);
  if (body.id !== -1 && !fsp.representatives.some((r) => r.id === body.id)) found(null, 'Representative');
  const values = {
    firstName: body.first_name,
    lastName: body.last_name,
    role: body.role,
    email: body.email,
    appointedOn: body.appointed_on,
  };
  await ctx.db.transaction(async (tx) => {
    await saveAudited(tx, fspRepresentatives, {
      id: body.id,
      entity: 'fsp_representative',
      owner: { tenantId: fsp.tenant_id, fspId: fsp.id },
      values,
      userId: a.userId,
      tenantId: fsp.tenant_id,
    });
  });
  return found(await getFsp(ctx, a, fsp.id), 'FSP');
}

export async function removeRepresentative(ctx: DomainContext, a: Caller, id: number) {
  a.require(permissionKeys.fspEdit);
  const [rep] = await ctx.db.select().from(fspRepresentatives).where(eq(fspRepresentatives.id, id));
  const fsp = await writable(ctx, a, found(rep, 'Representative').fspId);
  await ctx.db.transaction((tx) =>
    removeAudited(tx, fspRepresentatives, {
      id,
      entity: 'fsp_representative',
      userId: a.userId,
      tenantId: fsp.tenant_id,
    }),
  );
  return found(await getFsp(ctx, a, fsp.id), 'FSP');
}
