import { expect, type APIRequestContext } from '@playwright/test';
import { serviceAs } from '../../support/service-as';

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
  const call = await serviceAs(request, baseURL, 'admin');
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
