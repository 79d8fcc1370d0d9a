import { describe, expect, it } from 'vitest';
import type { Advice, AdviceListRow } from '../../../src/contracts/advice';
import { post } from '../helpers';
import { adviceAt, adviceWorld, employeeIn, sampleNeeds, v1 } from './fixtures';

const { t, agent, admin, pretoria, capeTown, call } = await adviceWorld();

describe('employees for advice', () => {
  it('finds employees of the caller’s tenants only', async () => {
    const hits = (
      await post<{ employee_id: number }[]>(
        t.app,
        v1('search_employee_fm'),
        { query: pretoria.last },
        agent.token,
      )
    ).body.data;
    expect(hits.some((h) => h.employee_id === pretoria.id)).toBe(true);
    const none = (
      await post<{ employee_id: number }[]>(
        t.app,
        v1('search_employee_fm'),
        { query: capeTown.last },
        agent.token,
      )
    ).body.data;
    expect(none.some((h) => h.employee_id === capeTown.id)).toBe(false);
    for (const name of [
      'get_contact_details_from_employee_id',
      'get_employee_dependents',
      'get_filters_from_employee_id',
      'get_potential_member_dependents',
      'create_advice',
    ])
      expect(
        (await post(t.app, v1(name), { employee_id: capeTown.id }, agent.token)).body.errCode,
        name,
      ).toBe(4);
    expect(
      (
        await post(
          t.app,
          v1('get_contact_details_from_employee_id'),
          { employee_id: capeTown.id },
          admin.token,
        )
      ).body.errCode,
    ).toBe(0);
  });

  it('answers dependants, counts them into filters and gives the dropdowns by their ids', async () => {
    const deps = (
      await post<{ counted_as: string; eligible: boolean }[]>(
        t.app,
        v1('get_employee_dependents'),
        { employee_id: pretoria.id },
        agent.token,
      )
    ).body.data;
    expect(deps.length).toBeGreaterThan(0);
    const potential = (
      await post<unknown[]>(
        t.app,
        v1('get_potential_member_dependents'),
        { employee_id: pretoria.id },
        agent.token,
      )
    ).body.data;
    expect(potential).toHaveLength(deps.filter((d) => d.eligible).length);
    const filters = (
      await post<{ adult_dependent: number; child_dependent: number; dropdowns: Record<string, unknown[]> }>(
        t.app,
        v1('get_filters_from_employee_id_frontend_req'),
        { employee_id: pretoria.id },
        agent.token,
      )
    ).body.data;
    expect(filters.adult_dependent + filters.child_dependent).toBe(potential.length);
    expect(Object.keys(filters.dropdowns).sort()).toEqual([
      '214',
      '215',
      '216',
      '217',
      '218',
      '219',
      '232',
      '233',
      '234',
      '235',
    ]);
  });

  it('lists advice of the scope, and hides another tenant’s advice', async () => {
    // An advice in the agent's own tenant, made here: the list must show it whatever other files did.
    const { advice: mine } = await adviceAt(t, agent.token, pretoria.id, 'draft');
    const { advice } = await adviceAt(t, admin.token, capeTown.id, 'draft');
    const agentList = (await post<AdviceListRow[]>(t.app, v1('get_all_advice_documents'), {}, agent.token))
      .body.data;
    expect(agentList.some((a) => a.advice_id === advice.advice_id)).toBe(false);
    expect(agentList.some((a) => a.advice_id === mine.advice_id)).toBe(true);
    expect((await call('get_advice', { advice_id: advice.advice_id })).body.errCode).toBe(4);
    expect(
      (await call('create_insurance_needs', { advice_id: advice.advice_id, needs: sampleNeeds })).body
        .errCode,
    ).toBe(4);
  });
});

describe('bad inputs', () => {
  it('refuses every advice call with a malformed body (errCode 1)', async () => {
    const bad: [string, unknown][] = [
      ['search_employee_fm', { query: 'a' }],
      ['get_contact_details_from_employee_id', { employee_id: 'x' }],
      ['get_employee_dependents', {}],
      ['get_potential_member_dependents', { employee_id: -1 }],
      ['get_filters_from_employee_id', { employee_id: 1.5 }],
      ['get_filters_from_employee_id_frontend_req', {}],
      ['create_advice', {}],
      ['get_advice', { advice_id: 0 }],
      ['get_all_advice_documents', { employee_id: 'x' }],
      ['create_insurance_needs', { advice_id: 1, needs: { ...sampleNeeds, hospital: 9 } }],
      ['update_advice_needs', { advice_id: 1, needs: { ...sampleNeeds, coverage: '4.0' } }],
      ['update_advice_filters', { advice_id: 1, filters: { hospital: 0 } }],
      ['save_advice', { advice_id: 1, scheme_ids: 'all' }],
      ['update_advice_rec', { advice_id: 1, scheme_id: 1 }],
      ['export_advice', {}],
      ['download_advice_report', { advice_id: 1 }],
      ['email_advice_documents', { advice_id: 1, to: 'not-an-address' }],
      ['resend_email_advice_documents', { advice_id: 1, to: 'nope' }],
      ['remove_advice_documents', { advice_id: 1, document_ids: [] }],
      ['close_advice', { advice_id: 1, reason: '' }],
      ['export_scheme_comparison', { scheme_ids: [1, 2, 3, 4, 5], adult_dependent: 0, child_dependent: 0 }],
      ['export_gap', { gap_ids: [] }],
      ['send_scheme_comparison_mail', { scheme_ids: [1], adult_dependent: 0, child_dependent: 0, to: 'x' }],
      ['send_gap_comparison_mail', { gap_ids: [1] }],
    ];
    for (const [name, body] of bad)
      expect((await post(t.app, v1(name), body, agent.token)).body.errCode, name).toBe(1);
  });
});

// This file's app has no SMTP_URL, the default: mail is kept in the outbox, and the advice still moves to sent.
describe('the outbox default', () => {
  it('keeps advice mail in the outbox when no relay is configured', async () => {
    const employee = await employeeIn(t, 'Pretoria Office');
    const { advice } = await adviceAt(t, agent.token, employee.id, 'documents_generated');
    const sent = await post<Advice>(
      t.app,
      v1('email_advice_documents'),
      { advice_id: advice.advice_id, to: 'someone@example.co.za' },
      agent.token,
    );
    expect(sent.body.data.status).toBe('sent');
    expect(sent.body.data.mails[0]).toMatchObject({
      transport: 'outbox',
      status: 'kept',
      to: 'someone@example.co.za',
    });
    expect(sent.body.data.mails[0].attachments).toHaveLength(3);
  });
});
