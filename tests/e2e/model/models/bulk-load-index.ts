import { expect, type APIRequestContext } from '@playwright/test';
import { demoAccounts } from '../../fixtures';

type Answer = { errCode: number; msg: unknown; data: unknown };

/** The administrator's metadata calls, signed in through /login; every answer checked for errCode 0. */
async function adminCalls(request: APIRequestContext, baseURL: string) {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'admin', password: demoAccounts.admin.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const body = (await (await request.post(`${baseURL}/api${path}`, { headers, data })).json()) as Answer;
    expect(body.errCode, `${path}: ${String(body.msg)}`).toBe(0);
    return body.data as T;
  };
}

export type LoadIndex = { indexId: number; name: string };

/**
 * A search index of this path's own over a message type of its own with three messages, one of them rejected
 * on receipt (a failed row for every load): the smallest load the screen shows whole, and nothing another path
 * (or the demo data) loads. With `loaded`, one load of it has run to the end, so its failed rows can be opened.
 */
export async function loadIndex(
  request: APIRequestContext,
  baseURL: string,
  loaded: boolean,
): Promise<LoadIndex> {
  const call = await adminCalls(request, baseURL);
  const name = `model_bulk_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const type = await call<{ id: number }>('/meta/message_type/create', {
    name,
    description: 'A bulk-load test model’s own messages',
    attributes: [{ name: 'policy_no', datatype: 'STRING', required: true, description: '' }],
  });
  const transform = await call<{ id: number }>('/meta/transform/create', {
    name,
    description: '',
    source_type_id: type.id,
    spec: { keep_unmapped: false, fields: [{ source: 'policy_no', target: 'policy', cast: 'STRING' }] },
  });
  const index = await call<{ id: number }>('/meta/search/index/create', {
    name,
    description: '',
    message_type_id: type.id,
    transform_id: transform.id,
    attributes: [{ name: 'policy', datatype: 'STRING', description: '' }],
  });
  await call('/meta/message/receive', {
    message_type_id: type.id,
    messages: [
      { payload: { policy_no: 'GAP-00001' } },
      { payload: { policy_no: 'GAP-00002' } },
      { payload: { holder: 'no policy number' } },
    ],
  });
  if (loaded) {
    const load = await call<{ id: number }>('/meta/search/index/bulkloads/create', {
      index_id: index.id,
      confirmed: true,
    });
    await expect
      .poll(
        async () =>
          (await call<{ status: string }>('/meta/search/index/bulkloads/get', { id: load.id })).status,
      )
      .not.toBe('running');
  }
  return { indexId: index.id, name };
}
