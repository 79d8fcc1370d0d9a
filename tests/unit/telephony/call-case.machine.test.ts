import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/services/http-result';
import { world } from './world';
import type { CallCaseOptions } from './world-flows';

const jacaranda = {
  kind: 'employer' as const,
  id: 7,
  name: 'Jacaranda Logistics (Pty) Ltd',
  organisation: 'Jacaranda Logistics (Pty) Ltd',
  organisation_id: 7,
  role: 'Transport and logistics',
  phone: '27123456100',
};
const thabo = { ...jacaranda, kind: 'contact' as const, id: 41, name: 'Thabo Nkosi', role: 'HR Manager' };

/** The guided flow for the agent with id 12. */
const flow = (options: CallCaseOptions = {}) => world.callCase({ userId: 12, ...options });

const classification = { classification_l1: 1, classification_l2: 4 };

describe('call-to-case flow', () => {
  it('identified caller: choose, classify, describe, create the case linked to the call, disposition, done', async () => {
    const f = flow({ lookup: { parties: [thabo, jacaranda] } });
    await f.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }).settle();
    expect(f.state()).toBe('identified');
    f.send({ type: 'flow.choose', kind: 'contact', id: 41 });
    expect(f.state()).toBe('classify');
    expect(f.context().company).toBe('Jacaranda Logistics (Pty) Ltd');
    f.send({ type: 'flow.classify', classification });
    expect(f.state()).toBe('describe');
    f.send({ type: 'flow.draft', subject: 'Claim', description: 'Rejected twice' });
    await f.send({ type: 'flow.submit' }).settle();
    expect(f.state()).toBe('disposition');
    expect(f.requests[0]).toEqual({
      call_log_table_id: 5,
      party: { kind: 'contact', id: 41 },
      classification,
      subject: 'Claim',
      description: 'Rejected twice',
      owner_user_id: 12,
    });
    expect(f.context().created?.reference).toBe('CAS-000009');
    f.send({ type: 'flow.finish' });
    expect(f.state()).toBe('done');
    await f.send({ type: 'flow.start', number: '0821112222', call_log_table_id: 6 }).settle();
    expect(f.context()).toMatchObject({ number: '0821112222', subject: '', created: null });
  });

  it('unknown caller: Unidentified-Customer, no party', async () => {
    const f = flow();
    await f.send({ type: 'flow.start', number: '0219990000', call_log_table_id: 8 }).settle();
    expect(f.state()).toBe('unidentified');
    expect(f.context().company).toBe('Unidentified-Customer');
    f.send({ type: 'flow.unidentified' });
    f.send({ type: 'flow.classify', classification });
    f.send({ type: 'flow.draft', subject: 'Gap cover question', description: '' });
    await f.send({ type: 'flow.submit' }).settle();
    expect(f.requests[0].party).toBeNull();
  });

  it('keeps the case with the agent unless they dispatch it to a workgroup, and forgets that with the call', async () => {
    const f = flow();
    await f.send({ type: 'flow.start', number: '0219990000', call_log_table_id: 8 }).settle();
    f.send({ type: 'flow.unidentified' });
    f.send({ type: 'flow.classify', classification });
    f.send({ type: 'flow.draft', subject: 'Gap cover question', description: '' });
    f.send({ type: 'flow.assign', assignee: { kind: 'workgroup', wrkgrp_id: 3 } });
    await f.send({ type: 'flow.submit' }).settle();
    expect(f.requests[0]).toMatchObject({ wrkgrp_id: 3 });
    expect(f.requests[0].owner_user_id).toBeUndefined();
    f.send({ type: 'flow.finish' });
    await f.send({ type: 'flow.start', number: '0219990001', call_log_table_id: 9 }).settle();
    expect(f.context()).toMatchObject({ assignee: { kind: 'me' }, userId: 12 });
  });

  it('a matched caller can still be filed as Unidentified-Customer, and Back returns a step', async () => {
    const f = flow({ lookup: { parties: [jacaranda] } });
    await f.send({ type: 'flow.start', number: '0123456100', call_log_table_id: 5 }).settle();
    f.send({ type: 'flow.unidentified' });
    expect(f.context().party).toBeNull();
    f.send({ type: 'flow.back' });
    expect(f.state()).toBe('identified');
    f.send({ type: 'flow.choose', kind: 'employer', id: 7 });
    f.send({ type: 'flow.classify', classification });
    f.send({ type: 'flow.back' });
    expect(f.state()).toBe('classify');
    expect(f.context().classification).toEqual(classification);
  });

  it('keeps the drafts when the subject is too short, and after a refused creation', async () => {
    const f = flow({
      create: new HttpError({
        kind: 'appError',
        errCode: 7,
        msg: 'Your profile does not allow you to open cases',
      }),
    });
    await f.send({ type: 'flow.start', number: '0219990000', call_log_table_id: 8 }).settle();
    f.send({ type: 'flow.unidentified' });
    f.send({ type: 'flow.classify', classification });
    f.send({ type: 'flow.draft', subject: 'ab', description: 'kept' });
    f.send({ type: 'flow.submit' });
    expect(f.state()).toBe('describe');
    f.send({ type: 'flow.draft', subject: 'A real subject', description: 'kept' });
    await f.send({ type: 'flow.submit' }).settle();
    expect(f.state()).toBe('describe');
    expect(f.context()).toMatchObject({
      error: 'Your profile does not allow you to open cases',
      subject: 'A real subject',
      description: 'kept',
    });
  });

  it('a failed lookup continues as unidentified, with the reason; reset clears everything', async () => {
    const f = flow({ lookup: new HttpError({ kind: 'network', message: 'offline' }) });
    await f.send({ type: 'flow.start', number: '0219990000', call_log_table_id: 8 }).settle();
    expect(f.state()).toBe('unidentified');
    expect(f.context().error).toBe('Some Internal Error Occurred');
    f.send({ type: 'flow.reset' });
    expect(f.state()).toBe('idle');
    expect(f.context().number).toBeNull();
  });

  it('refuses a classification without its first level', async () => {
    const f = flow();
    await f.send({ type: 'flow.start', number: '0219990000', call_log_table_id: 8 }).settle();
    f.send({ type: 'flow.unidentified' });
    f.send({ type: 'flow.classify', classification: { classification_l1: Number.NaN } });
    expect(f.state()).toBe('classify');
  });
});
