import { describe, expect, it } from 'vitest';
import {
  campaignPaths as p,
  type CampaignSummary,
  type CampaignTarget,
  type CampaignVersion,
  type MyTarget,
  type TargetPage,
  type VersionProgress,
} from '../../../src/contracts/campaigns';
import { campaignsWorld } from './world';

const w = await campaignsWorld();
const renewal = await w.versionId('Gauteng employers — first pass');
const draft = await w.versionId('Second wave — draft');
const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

describe('campaign reads', () => {
  it('lists the seeded campaigns with their versions for the supervisor, none for another region', async () => {
    const { body } = await w.call<CampaignSummary[]>(p.list, {}, w.supervisor.token);
    expect(body.data.map((c) => c.name)).toEqual(
      expect.arrayContaining(['2027 medical aid renewal review', 'Gap cover cross-sell Q1']),
    );
    const gap = body.data.find((c) => c.name === 'Gap cover cross-sell Q1') as CampaignSummary;
    expect(gap.versions.map((v) => v.status)).toEqual(['active', 'draft']);
    expect((await w.call<CampaignSummary[]>(p.list, {}, w.capeAgent.token)).body.data).toEqual([]);
  });

  it('GET version/get answers the version with its config; bad or foreign ids are refused', async () => {
    const { body } = await w.read<CampaignVersion>(
      q(p.versionGet, { version_id: renewal }),
      w.supervisor.token,
    );
    expect(body.errCode).toBe(0);
    expect(body.data.campaign_name).toBe('2027 medical aid renewal review');
    expect(body.data.mandatory_fields).toEqual(['current_scheme', 'dependants_confirmed']);
    expect((await w.read(q(p.versionGet, { version_id: 'abc' }), w.supervisor.token)).body.errCode).toBe(1);
    expect((await w.read(p.versionGet, w.supervisor.token)).body.errCode).toBe(1);
    // A Cape Town agent's scope does not hold the Gauteng campaign: it reads as absent.
    expect((await w.read(q(p.versionGet, { version_id: renewal }), w.capeAgent.token)).body.errCode).toBe(4);
    expect((await w.read(q(p.versionGet, { version_id: renewal }), '')).body.errCode).toBe(96);
  });

  it('GET version/targets pages by 10 and filters by status', async () => {
    const first = await w.read<TargetPage>(q(p.versionTargets, { version_id: renewal }), w.supervisor.token);
    expect(first.body.data.page).toEqual({ pageNumber: 1, size: 10, totalElements: 14, totalPages: 2 });
    expect(first.body.data.rows).toHaveLength(10);
    const second = await w.read<TargetPage>(
      q(p.versionTargets, { version_id: renewal, page: 2 }),
      w.supervisor.token,
    );
    expect(second.body.data.rows).toHaveLength(4);
    const ids = new Set([...first.body.data.rows, ...second.body.data.rows].map((r) => r.id));
    expect(ids.size).toBe(14);
    const back = await w.read<TargetPage>(
      q(p.versionTargets, { version_id: renewal, status: 'Call back' }),
      w.supervisor.token,
    );
    expect(back.body.data.rows.map((r) => r.status)).toEqual(['Call back']);
    expect(
      (await w.read(q(p.versionTargets, { version_id: renewal, page: 0 }), w.supervisor.token)).body.errCode,
    ).toBe(1);
  });

  it('GET version/status counts every configured status, per agent, and the completion', async () => {
    const { body } = await w.read<VersionProgress>(
      q(p.versionStatus, { version_id: renewal }),
      w.supervisor.token,
    );
    const counts = Object.fromEntries(body.data.by_status.map((s) => [s.status, s.count]));
    expect(counts).toEqual({
      New: 11,
      'In progress': 0,
      'Call back': 1,
      Completed: 1,
      'Not interested': 0,
      Unreachable: 1,
    });
    expect(body.data).toMatchObject({ total: 14, done: 2, completion_pct: 14 });
    expect(body.data.by_agent.map((a) => a.agent_name)).toEqual(['Naledi Mokoena', 'Sipho Dlamini']);
    expect(body.data.by_agent.reduce((n, a) => n + a.total, 0)).toBe(14);
  });
});

describe('campaign writes', () => {
  it('a supervisor creates a campaign and a version with targets; validation names the field', async () => {
    const created = await w.call<CampaignSummary>(
      p.create,
      { name: 'Funeral cover awareness' },
      w.supervisor.token,
    );
    expect(created.body.errCode).toBe(0);
    expect(
      (await w.call(p.create, { name: 'funeral cover AWARENESS' }, w.supervisor.token)).body.errCode,
    ).toBe(3);
    expect((await w.call(p.create, { name: 'ab' }, w.supervisor.token)).body.errCode).toBe(1);
    const people = await w.employeesOf('Pretoria Office', 3);
    const base = {
      campaign_id: created.body.data.id,
      name: 'Pretoria pilot',
      call_script: 'Hello {customer_name}',
      mandatory_fields: ['interest_level'],
      tags: ['Retention'],
      targets: people.map((e) => ({ party_type: 'employee', party_id: e.id })),
    };
    const bad = await w.call(
      p.versionCreate,
      { ...base, tags: ['Free holiday'], mandatory_fields: ['shoe_size'] },
      w.supervisor.token,
    );
    expect(bad.body.errCode).toBe(1);
    expect(bad.body.msg).toContain('tags.0: Not a configured campaign tag');
    expect(bad.body.msg).toContain('mandatory_fields.0');
    const [cape] = await w.employeesOf('Cape Town Office', 1);
    const foreign = await w.call(
      p.versionCreate,
      { ...base, targets: [{ party_type: 'employee', party_id: cape.id }] },
      w.supervisor.token,
    );
    expect(foreign.body).toMatchObject({
      errCode: 1,
      msg: 'targets.0: There is no such employee in your tenants',
    });
    const v = await w.call<CampaignVersion>(p.versionCreate, base, w.supervisor.token);
    expect(v.body.data).toMatchObject({ version_number: 1, status: 'draft', tags: ['Retention'] });
    const page = await w.read<TargetPage>(
      q(p.versionTargets, { version_id: v.body.data.id }),
      w.supervisor.token,
    );
    expect(page.body.data.page.totalElements).toBe(3);
    // Agents may not create: the gate refuses before the body is read.
    expect((await w.call(p.versionCreate, base, w.agent.token)).body.errCode).toBe(7);
  });

  it('edits only while draft; activate, pause and close follow the lifecycle', async () => {
    const body = {
      version_id: draft,
      name: 'Second wave',
      mandatory_fields: ['interest_level'],
      tags: ['Gap cover', 'High value'],
    };
    expect((await w.call<CampaignVersion>(p.versionUpdate, body, w.supervisor.token)).body.data.tags).toEqual(
      ['Gap cover', 'High value'],
    );
    expect(
      (await w.call(p.versionTransition, { version_id: draft, action: 'pause' }, w.supervisor.token)).body
        .errCode,
    ).toBe(1);
    const active = await w.call<CampaignVersion>(
      p.versionTransition,
      { version_id: draft, action: 'activate' },
      w.supervisor.token,
    );
    expect(active.body.data.status).toBe('active');
    const again = await w.call(p.versionUpdate, body, w.supervisor.token);
    expect(again.body).toMatchObject({ errCode: 1, msg: 'Only a draft version can be changed' });
  });

  it('assigns targets to an agent of the scope only, all or nothing', async () => {
    const page = await w.read<TargetPage>(q(p.versionTargets, { version_id: draft }), w.supervisor.token);
    const ids = page.body.data.rows.map((r) => r.id);
    const naledi = await w.userId('agent');
    const ayesha = await w.userId('ayesha.patel');
    const foreignAgent = await w.call(
      p.targetsAssign,
      { version_id: draft, target_ids: ids, agent_user_id: ayesha },
      w.supervisor.token,
    );
    expect(foreignAgent.body.msg).toContain('agent_user_id');
    const mixed = await w.call(
      p.targetsAssign,
      { version_id: draft, target_ids: [...ids, 999999], agent_user_id: naledi },
      w.supervisor.token,
    );
    expect(mixed.body.errCode).toBe(1);
    const after = await w.read<TargetPage>(q(p.versionTargets, { version_id: draft }), w.supervisor.token);
    expect(after.body.data.rows.every((r) => r.agent_user_id === null)).toBe(true);
    const ok = await w.call(
      p.targetsAssign,
      { version_id: draft, target_ids: ids, agent_user_id: naledi },
      w.supervisor.token,
    );
    expect(ok.body.data).toEqual({ assigned: ids.length });
  });

  it('an agent records an outcome: mandatory fields and dispositions checked, status and progress move', async () => {
    const mine = await w.call<MyTarget[]>(p.myTargets, {}, w.agent.token);
    const target = mine.body.data.find((t) => t.version_id === draft) as MyTarget;
    expect(target.mandatory_fields).toEqual(['interest_level']);
    const missing = await w.call(
      p.outcomeRecord,
      { target_id: target.id, disposition: 'RESOLVED', status: 'Completed' },
      w.agent.token,
    );
    expect(missing.body).toMatchObject({ errCode: 1, msg: 'fields.interest_level: This field is required' });
    const badCode = await w.call(
      p.outcomeRecord,
      {
        target_id: target.id,
        disposition: 'SYS_TRANSPORT_LOST',
        status: 'New',
        fields: { interest_level: 'High' },
      },
      w.agent.token,
    );
    expect(badCode.body.msg).toContain('disposition');
    expect(badCode.body.msg).toContain('status');
    const done = await w.call<CampaignTarget>(
      p.outcomeRecord,
      {
        target_id: target.id,
        disposition: 'RESOLVED',
        status: 'Not interested',
        fields: { interest_level: 'None' },
        notes: 'Has cover through spouse',
      },
      w.agent.token,
    );
    expect(done.body.data.status).toBe('Not interested');
    const left = await w.call<MyTarget[]>(p.myTargets, {}, w.agent.token);
    expect(left.body.data.some((t) => t.id === target.id)).toBe(false);
    const progress = await w.read<VersionProgress>(
      q(p.versionStatus, { version_id: draft }),
      w.supervisor.token,
    );
    expect(progress.body.data.by_status.find((s) => s.status === 'Not interested')?.count).toBe(1);
    // Another agent, even inside the tenants, cannot record on Naledi's target; a Cape agent cannot see it.
    const sipho = await (await import('../helpers')).signIn(w.t.app, 'sipho.dlamini');
    const other = mine.body.data.find((t) => t.version_id === draft && t.id !== target.id) as MyTarget;
    const body = {
      target_id: other.id,
      disposition: 'RESOLVED',
      status: 'Completed',
      fields: { interest_level: 'Low' },
    };
    expect((await w.call(p.outcomeRecord, body, w.capeAgent.token)).body.msg).toContain('target_id');
    const siphoAnswer = await w.call(p.outcomeRecord, body, sipho.token);
    expect([1, 7]).toContain(siphoAnswer.body.errCode);
  });
});
