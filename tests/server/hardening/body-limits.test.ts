import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn, toAnswer, type TestApp } from '../helpers';

// Issue 16 point 7: each call reads only what it needs, a body whose length says it is too big is refused before
// authentication or parsing, and only a few large bodies are read at once (one per caller).

// At the top level, not in beforeAll: createTestApp registers its own afterAll, which a hook cannot do, and the
// app and its database would outlive the file.
const t: TestApp = await createTestApp();
const agent = (await signIn(t.app, 'agent')).token;
const admin = (await signIn(t.app, 'admin')).token;

const postText = async (path: string, text: string, token?: string) =>
  toAnswer(
    await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: text,
    }),
  );

describe('per-call body limits', () => {
  it('an ordinary call refuses 300 KB with the limit in the message, before authentication', async () => {
    const body = JSON.stringify({ search: 'x'.repeat(300 * 1024) });
    const answer = await postText('/workflow/case/list', body); // no token: the length alone decides
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      errCode: 13,
      msg: 'The request body is too large (the limit for this call is 256 KB)',
      data: null,
    });
    expect(answer.headers.connection).toBe('close');
  });

  it('a 38 MB checklist save is refused at once by its length', async () => {
    const body = JSON.stringify({
      title: 'x',
      attachments: [{ name: 'a.pdf', data: 'A'.repeat(38 * 1024 * 1024) }],
    });
    const answer = await postText('/workflow/checklist/save', body, agent);
    expect(answer.status).toBe(413);
    expect(answer.body.errCode).toBe(13);
    expect(answer.body.msg).toContain('33.6 MB');
  });

  it('a batch of received messages may be larger than an ordinary call', async () => {
    const messages = Array.from({ length: 1000 }, (_, i) => ({ payload: { n: i, note: 'y'.repeat(400) } }));
    const body = JSON.stringify({ message_type_id: 2147483000, messages });
    expect(body.length).toBeGreaterThan(256 * 1024);
    const answer = await postText('/meta/message/receive', body, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).not.toBe(13);
  });
});

/** Starts a large upload whose body is only partly sent, so the service is still reading it. */
function startSlowUpload(port: number, token: string, bytes: number) {
  const req = httpRequest({
    port,
    method: 'POST',
    path: '/api/workflow/checklist/save',
    headers: {
      'content-type': 'application/json',
      'content-length': bytes,
      authorization: `Bearer ${token}`,
    },
  });
  req.on('error', () => undefined); // aborted on purpose below
  req.write('{"title":"');
  return req;
}

async function postOver(port: number, token: string, bytes: number) {
  const body = `{"title":"${'z'.repeat(bytes - 12)}"}`;
  const response = await fetch(`http://127.0.0.1:${port}/api/workflow/checklist/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as { errCode: number } };
}

describe('large bodies at once', () => {
  it('one large body per caller and two in all; the slot frees when a body ends', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const twoMb = 2 * 1024 * 1024;
    const first = startSlowUpload(port, agent, twoMb);
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the service take the first request in

    const sameCaller = await postOver(port, agent, twoMb);
    expect(sameCaller.status).toBe(503);
    expect(sameCaller.body.errCode).toBe(14);

    const supervisor = (await signIn(t.app, 'supervisor')).token;
    const second = startSlowUpload(port, admin, twoMb);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await postOver(port, supervisor, twoMb);
    expect(third.status).toBe(503);

    first.destroy();
    second.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterwards = await postOver(port, agent, twoMb);
    expect(afterwards.status).toBe(200);
    expect(afterwards.body.errCode).not.toBe(14);
  });
});
