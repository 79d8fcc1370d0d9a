import { expect, type APIRequestContext } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../fixtures';

type Answer = { errCode: number; msg: unknown; data: unknown };

/**
 * The service's calls as one demo account, signed in through /login, each answer checked for errCode 0: how the
 * model tests seed a path's own data (and act as a colleague would).
 */
export async function serviceAs(request: APIRequestContext, baseURL: string, account: DemoAccount) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: account, password: demoAccounts[account].password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return async <T = unknown>(path: string, data: unknown): Promise<T> => {
    const body = (await (await request.post(`${baseURL}/api${path}`, { headers, data })).json()) as Answer;
    expect(body.errCode, `${path}: ${String(body.msg)}`).toBe(0);
    return body.data as T;
  };
}
