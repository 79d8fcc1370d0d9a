import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../src/contracts/internal-org/entities';
import { internalOrgPaths as p } from '../../../src/contracts/internal-org/paths';
import { tenantConfigs } from '../../../server/db/schema';
import { createCase } from '../../../server/domain/workflow/cases';
import { workflowWorld } from '../workflow/world';
import { internalOrgWorld } from './fixtures';

const w = await internalOrgWorld();
const wf = await workflowWorld(w.db);
const pretoria = await w.tenantId('Pretoria Office');
const johannesburg = await w.tenantId('Johannesburg Office');
const agent = wf.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']);

/** The tenant's configuration as read, ready to send back with the given numbering. */
async function configWith(tenantId: number, numbering?: { case_prefix: string; lead_prefix: string }) {
  const cfg = (await w.call<TenantConfig>(p.configGet, { tenant_id: tenantId }, w.admin.token)).body.data;
  const { knowledge, notifications, dispatch, email_templates, user_roles } = cfg;
  const body = { tenant_id: tenantId, knowledge, notifications, dispatch, email_templates, user_roles };
  return numbering ? { ...body, numbering } : body;
}

const storedNumbering = async (tenantId: number) =>
  (await w.db.select().from(tenantConfigs).where(eq(tenantConfigs.tenantId, tenantId)))[0].numbering;

describe('tenant numbering (tenantPrefix)', () => {
  it('starts every tenant on CAS and LEA, so numbers issued before stay as they were', async () => {
    const cfg = await w.call<TenantConfig>(p.configGet, { tenant_id: pretoria }, w.admin.token);
    expect(cfg.body.data.numbering).toEqual({ case_prefix: 'CAS', lead_prefix: 'LEA' });
    const made = await createCase(w.db, agent, { title: 'Member asks about a co-payment' });
    expect(made.number).toMatch(/^CAS-\d{6}$/);
  });

  it('refuses a malformed prefix with errCode 1 and the rule’s own message on the field, changing nothing', async () => {
    const before = await storedNumbering(pretoria);
    const lower = await w.call(
      p.configSave,
      await configWith(pretoria, { case_prefix: 'pta', lead_prefix: 'LEA' }),
      w.admin.token,
    );
    expect(lower.body.errCode).toBe(1);
    expect(lower.body.msg).toContain('numbering.case_prefix: A prefix uses capital letters A to Z only');
    const short = await w.call(
      p.configSave,
      await configWith(pretoria, { case_prefix: 'CAS', lead_prefix: 'L' }),
      w.admin.token,
    );
    expect(short.body.errCode).toBe(1);
    expect(short.body.msg).toContain('numbering.lead_prefix: A prefix has at least 2 characters');
    const same = await w.call(
      p.configSave,
      await configWith(pretoria, { case_prefix: 'PTA', lead_prefix: 'PTA' }),
      w.admin.token,
    );
    expect(same.body.msg).toContain('Cases and leads need different prefixes');
    expect(await storedNumbering(pretoria)).toEqual(before);
  });

  it('gives new cases and leads of a tenant its prefix; the counter continues and other tenants keep theirs', async () => {
    const last = await createCase(w.db, agent, { title: 'Before the prefix changes' });
    const saved = await w.call<TenantConfig>(
      p.configSave,
      await configWith(pretoria, { case_prefix: 'PTA', lead_prefix: 'PTL' }),
      w.admin.token,
    );
    expect(saved.body).toMatchObject({
      errCode: 0,
      data: { numbering: { case_prefix: 'PTA', lead_prefix: 'PTL' } },
    });
    const made = await createCase(w.db, agent, { title: 'Gap cover claim for a specialist' });
    expect(made.number).toBe(`PTA-${String(Number(last.number.slice(4)) + 1).padStart(6, '0')}`);
    const lead = await createCase(w.db, agent, {
      record_type: 'lead',
      title: 'Employer asks for a hospital plan quote',
      wrkgrp_id: wf.wg('Pretoria New Business').id,
    });
    expect(lead.number).toMatch(/^PTL-\d{6}$/);
    const elsewhere = await createCase(w.db, agent, {
      record_type: 'lead',
      title: 'Another employer wants a quote',
      wrkgrp_id: wf.wg('Johannesburg Sales').id,
    });
    expect(elsewhere.number).toMatch(/^LEA-\d{6}$/);
  });

  it('keeps a prefix to the tenant that chose it, while the defaults stay free for all', async () => {
    const taken = await w.call(
      p.configSave,
      await configWith(johannesburg, { case_prefix: 'PTA', lead_prefix: 'LEA' }),
      w.admin.token,
    );
    expect(taken.body.errCode).toBe(1);
    expect(taken.body.msg).toBe('numbering.case_prefix: The prefix PTA is already used by another tenant');
    const own = await w.call(
      p.configSave,
      await configWith(johannesburg, { case_prefix: 'JHB', lead_prefix: 'LEA' }),
      w.admin.token,
    );
    expect(own.body.errCode).toBe(0);
  });

  it('keeps the prefixes when a save carries no numbering section', async () => {
    const saved = await w.call<TenantConfig>(p.configSave, await configWith(pretoria), w.admin.token);
    expect(saved.body.errCode).toBe(0);
    expect(await storedNumbering(pretoria)).toEqual({ case_prefix: 'PTA', lead_prefix: 'PTL' });
  });
});

describe('the reopen window (issue 34)', () => {
  const storedDays = async () =>
    (await w.db.select().from(tenantConfigs).where(eq(tenantConfigs.tenantId, pretoria)))[0].reopenDays;

  it('is saved with the configuration, checked, and kept by a save that leaves it out', async () => {
    const cfg = (await w.call<TenantConfig>(p.configGet, { tenant_id: pretoria }, w.admin.token)).body.data;
    expect(cfg.lifecycle).toEqual({ reopen_days: 14 });
    const zero = await w.call(
      p.configSave,
      { ...(await configWith(pretoria)), lifecycle: { reopen_days: 0 } },
      w.admin.token,
    );
    expect(zero.body.errCode).toBe(1);
    expect(zero.body.msg).toContain('lifecycle.reopen_days');
    expect(await storedDays()).toBe(14);
    const saved = await w.call<TenantConfig>(
      p.configSave,
      { ...(await configWith(pretoria)), lifecycle: { reopen_days: 30 } },
      w.admin.token,
    );
    expect(saved.body.data.lifecycle).toEqual({ reopen_days: 30 });
    await w.call(p.configSave, await configWith(pretoria), w.admin.token);
    expect(await storedDays()).toBe(30);
    await w.call(
      p.configSave,
      { ...(await configWith(pretoria)), lifecycle: { reopen_days: 14 } },
      w.admin.token,
    );
  });
});
