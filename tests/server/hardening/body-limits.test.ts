import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn, toAnswer, type TestApp } from '../helpers';

// Issue 16 point 7: each call reads only what it needs, a body whose length says it is too big is refused before
// authentication or parsing, and only a few large bodies are read at once. Issue 37: one per user whatever their
// sessions, two per address, each at a minimum rate, so slow clients cannot hold the slots.

// At the top level, not in beforeAll: createTestApp registers its own afterAll, which a hook cannot do, and the
// app and its database would outlive the file.
// A short grace and a high minimum rate, so a trickling body is caught within a second or two.
const t: TestApp = await createTestApp({
  slowBodies: { graceMs: 600, minBytesPerSecond: 256 * 1024, checkEveryMs: 100 },
});
// The slot test holds bodies open on purpose: its app (same database) waits a minute before it judges a body slow,
// so however long this machine takes to sign in and send the other bodies, no slot is freed under the test.
const patient: TestApp = await createTestApp({
  database: t.database,
  slowBodies: { graceMs: 60_000, minBytesPerSecond: 256 * 1024, checkEveryMs: 100 },
});
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
function startSlowUpload(port: number, token: string, bytes: number, localAddress = '127.0.0.1') {
  const req = httpRequest({
    port,
    localAddress,
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

/** A whole large upload at once, from an address of the loopback network (all of 127/8 is this machine). */
function postOver(port: number, token: string, bytes: number, localAddress = '127.0.0.1') {
  const body = `{"title":"${'z'.repeat(bytes - 12)}"}`;
  return new Promise<{ status: number; body: { errCode: number; msg: string } }>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        localAddress,
        method: 'POST',
        path: '/api/workflow/checklist/save',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('large bodies at once', () => {
  it('one per user (any of their sessions), two per address, and a slot frees when its body ends', async () => {
    await patient.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = patient.app.server.address() as AddressInfo;
    const twoMb = 2 * 1024 * 1024;
    const first = startSlowUpload(port, agent, twoMb);
    await settle(); // let the service take the first request in

    // The agent's other session is the same user: no second slot.
    const otherSession = (await signIn(t.app, 'agent')).token;
    const sameUser = await postOver(port, otherSession, twoMb);
    expect(sameUser.status).toBe(503);
    expect(sameUser.body.errCode).toBe(14);

    // A second user at the same address takes its second slot; a third user there waits, one elsewhere does not.
    const supervisor = (await signIn(t.app, 'supervisor')).token;
    const second = startSlowUpload(port, admin, twoMb);
    await settle();
    expect((await postOver(port, supervisor, twoMb)).status).toBe(503);
    const elsewhere = await postOver(port, supervisor, twoMb, '127.0.0.2');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.errCode).not.toBe(14);

    first.destroy();
    second.destroy();
    await settle();
    const afterwards = await postOver(port, agent, twoMb);
    expect(afterwards.status).toBe(200);
    expect(afterwards.body.errCode).not.toBe(14);
  });

  it('a body that trickles in is answered 408 with the envelope, and its slots are free again', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const twoMb = 2 * 1024 * 1024;
    const answered = new Promise<{ status: number; text: string }>((resolve) => {
      const req = startSlowUpload(port, agent, twoMb);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      // 4 bytes every 300 ms, as the probe's slow client sent them (it waited 3 s).
      const drip = setInterval(() => req.write('zzzz'), 300);
      req.on('close', () => clearInterval(drip));
    });
    const { status, text } = await answered;
    expect(status).toBe(408);
    expect(JSON.parse(text)).toMatchObject({ errCode: 14, data: null });
    expect((JSON.parse(text) as { msg: string }).msg).toMatch(/^The upload was too slow \(0 KB in \d+ s/);

    // Both of the agent's slots (user and address) were given back: the same user uploads at once.
    const again = await postOver(port, agent, twoMb);
    expect(again.status).toBe(200);
    expect(again.body.errCode).not.toBe(14);
  });
});
