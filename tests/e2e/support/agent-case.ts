import { expect, type APIRequestContext } from '@playwright/test';
import { demoAccounts } from '../fixtures';

type Answer = { errCode: number; msg: unknown; data: unknown };

/** The agent's service calls, signed in through /login: the answer's whole envelope, checked for errCode 0. */
async function agentCalls(request: APIRequestContext, baseURL: string) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return async (path: string, data: unknown): Promise<Answer> => {
    const body = (await (await request.post(`${baseURL}/api${path}`, { headers, data })).json()) as Answer;
    expect(body.errCode, `${path}: ${String(body.msg)}`).toBe(0);
    return body;
  };
}

/**
 * A case owned by the agent in their default workgroup, made through the service so the test owns its data (the
 * browser tests share one database). `extra` adds fields to the create call, e.g. a caller's number.
 */
export async function agentCase(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  const call = await agentCalls(request, baseURL);
  const lists = (await call('/workflow/lists', {})).data as { viewer: { owner_user_id: number } };
  const created = await call('/workflow/case/create', {
    title,
    owner_user_id: lists.viewer.owner_user_id,
    priority: 'High',
    source: 'call',
    ...extra,
  });
  return created.data as { id: number; number: string };
}

/**
 * A call in the agent's call log whose guided flow created a case (as the softphone does: the call starts and
 * ends, then its case is created), and a checklist held against that case. Answers the case's number and the
 * checklist's title.
 */
export async function agentCallWithCase(
  request: APIRequestContext,
  baseURL: string,
  subject: string,
): Promise<{ caseNumber: string; checklist: string }> {
  const call = await agentCalls(request, baseURL);
  const started = (await call('/telephony/call/start', {
    direction: 'inbound',
    number: '0825550199',
    sip_call_id: `numbers-${Date.now()}`,
  })) as { data: { call_log_table_id: number } };
  const callId = started.data.call_log_table_id;
  await call('/telephony/call/event', { call_log_table_id: callId, event: 'ended' });
  // The dropdown answer carries its options in msg (spec §3); the first one is a Service.
  const services = (await call('/get_case_classification_dropdowns', {})).msg as { id: number }[];
  const made = (await call('/telephony/call/create_case', {
    call_log_table_id: callId,
    party: null,
    classification: { classification_l1: services[0].id },
    subject,
  })) as { data: { case_id: number; reference: string } };
  const checklist = `Numbers checklist ${Date.now()}`;
  await call('/workflow/checklist/save', { title: checklist, case_id: made.data.case_id, items: [] });
  return { caseNumber: made.data.reference, checklist };
}

/** The service's own pend, as the agent, with a reminder a second and a half ahead: the page sees it fall due. */
export async function remindSoon(request: APIRequestContext, baseURL: string, id: number, reason: string) {
  const call = await agentCalls(request, baseURL);
  await call('/workflow/action', {
    action: 'pend',
    id,
    reason,
    remind_at: new Date(Date.now() + 1500).toISOString(),
  });
}
