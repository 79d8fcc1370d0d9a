import { and, eq, sql } from 'drizzle-orm';
import { dependants, employees, tenants } from '../../../server/db/schema';
import type { TestApp } from '../helpers';
import { createTestApp, post, signIn } from '../helpers';
import type { Advice, AdviceNeeds, PlanSummary } from '../../../src/contracts/advice';

export const v1 = (name: string) => `/moses/v1/${name}`;

/**
 * An app with the agent and the administrator signed in and an employee with family in Pretoria (the agent's
 * tenant) and in Cape Town (outside it). With a relay, advice mail goes to it instead of the outbox.
 */
export async function adviceWorld(relay?: { url: string }) {
  const t = await createTestApp(
    relay ? { env: { SMTP_URL: relay.url, MAIL_FROM: 'Advice <advice@ubuntubenefits.co.za>' } } : {},
  );
  const agent = await signIn(t.app, 'agent');
  const call = (name: string, body: unknown, token = agent.token) =>
    post<Advice>(t.app, v1(name), body, token);
  return {
    t,
    agent,
    admin: await signIn(t.app, 'admin'),
    pretoria: await employeeIn(t, 'Pretoria Office'),
    capeTown: await employeeIn(t, 'Cape Town Office'),
    call,
  };
}

/** An employee of a tenant, with at least one dependant when asked. */
export async function employeeIn(t: TestApp, tenantName: string, withFamily = true) {
  const rows = await t.database.db
    .select({
      id: employees.id,
      first: employees.firstName,
      last: employees.lastName,
      email: employees.email,
    })
    .from(employees)
    .innerJoin(tenants, eq(tenants.id, employees.tenantId))
    .where(
      and(
        eq(tenants.name, tenantName),
        withFamily
          ? sql`exists (select 1 from ${dependants} where ${dependants.employeeId} = ${employees.id})`
          : undefined,
      ),
    )
    .orderBy(employees.id)
    .limit(1);
  if (!rows[0]) throw new Error(`no employee in ${tenantName}`);
  return rows[0];
}

export const sampleNeeds: AdviceNeeds = {
  hospital: 1,
  coverage: '1.0',
  day_to_day_cover: 0,
  day_to_day_type: 1,
  day_to_day_extent: 1,
  optical_dentistry: [1, 3],
  chronic_conditions: ['Hypertension'],
  underwriting: 4,
  gap_cover: 1,
  notes: 'Wants a private hospital near Hatfield.',
};

/** Walks one advice to the given point through the real calls; answers the advice and the compared plans. */
export async function adviceAt(
  t: TestApp,
  token: string,
  employeeId: number,
  upTo: 'draft' | 'needs_captured' | 'schemes_compared' | 'recommended' | 'documents_generated',
) {
  const call = async (name: string, body: unknown) => {
    const answer = await post<Advice>(t.app, v1(name), body, token);
    if (answer.body.errCode !== 0) throw new Error(`${name}: ${answer.body.msg}`);
    return answer.body.data;
  };
  let advice = await call('create_advice', { employee_id: employeeId });
  const id = advice.advice_id;
  const plans = (
    await post<PlanSummary[]>(t.app, v1('filter_schemes'), { hospital: 1 }, token)
  ).body.data.slice(0, 3);
  const gaps = (await post<{ products: { gap_id: number }[] }>(t.app, v1('get_all_gap_data'), {}, token)).body
    .data.products;
  const steps: [typeof upTo, () => Promise<Advice>][] = [
    ['needs_captured', () => call('create_insurance_needs', { advice_id: id, needs: sampleNeeds })],
    [
      'schemes_compared',
      () =>
        call('save_advice', {
          advice_id: id,
          scheme_ids: plans.map((p) => p.scheme_id),
          gap_ids: [gaps[0].gap_id],
        }),
    ],
    [
      'recommended',
      () =>
        call('update_advice_rec', {
          advice_id: id,
          scheme_id: plans[1].scheme_id,
          gap_id: gaps[0].gap_id,
          reason: 'Best hospital cover for the price.',
        }),
    ],
    ['documents_generated', () => call('export_advice', { advice_id: id })],
  ];
  for (const [status, step] of steps) {
    if (advice.status === upTo) break;
    advice = await step();
    if (advice.status !== status) throw new Error(`expected ${status}, got ${advice.status}`);
  }
  return { advice, plans, gaps };
}
