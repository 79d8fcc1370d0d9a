import { expect, type APIRequestContext } from '@playwright/test';
import { demoAccounts } from '../fixtures';

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
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'agent', password: demoAccounts.agent.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const lists = await request.post(`${baseURL}/api/workflow/lists`, { headers, data: {} });
  const me = ((await lists.json()) as { data: { viewer: { owner_user_id: number } } }).data.viewer
    .owner_user_id;
  const created = await request.post(`${baseURL}/api/workflow/case/create`, {
    headers,
    data: { title, owner_user_id: me, priority: 'High', source: 'call', ...extra },
  });
  const body = (await created.json()) as { errCode: number; data: { id: number; number: string } };
  expect(body.errCode).toBe(0);
  return body.data;
}
