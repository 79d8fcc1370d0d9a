import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { recordMachine, type RecordApi } from '../../../src/machines/record.machine';
import { customRuleMessages } from '../../../src/contracts/custom-field-rules';

type Kind = 'contact' | 'site';

const world = (used: boolean | ((email: string) => boolean)) => {
  const save = vi.fn(async (_kind: Kind, values: Record<string, unknown>) => ({
    kind: 'ok' as const,
    data: { ...values, id: 41 },
    msg: 'Saved',
  }));
  const emailInUse = vi.fn((kind: Kind, values: Record<string, unknown>) => {
    const taken = typeof used === 'function' ? used(String(values.email)) : used;
    return kind === 'contact'
      ? Promise.resolve({ kind: 'ok' as const, data: { used: taken }, msg: '' })
      : null;
  });
  const api: RecordApi<Kind> = {
    get: async () => ({ kind: 'ok', data: {}, msg: '' }),
    save,
    remove: async () => ({ kind: 'ok', data: null, msg: '' }),
    emailInUse,
  };
  const actor = createActor(recordMachine('contactRecord', api)).start();
  actor.send({ type: 'record.open', kind: 'contact', id: -1, defaults: { employer_id: 3 } });
  return { actor, save, emailInUse };
};

describe('uniqueEmail in a record form', () => {
  it('puts the message under the e-mail field and saves nothing when the address is taken', async () => {
    const { actor, save, emailInUse } = world(true);
    actor.send({ type: 'record.save', values: { first_name: 'Lerato', email: 'thabo@jacaranda.co.za' } });
    const s = await waitFor(actor, (x) => x.matches('editing') && x.context.issues.length > 0);
    expect(s.context.issues).toEqual([{ path: 'email', message: customRuleMessages.uniqueEmail }]);
    expect(emailInUse).toHaveBeenCalledWith('contact', expect.objectContaining({ id: -1 }));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves when the address is free', async () => {
    const { actor, save } = world(false);
    actor.send({ type: 'record.save', values: { first_name: 'Lerato', email: 'lerato@hbdairy.co.za' } });
    const s = await waitFor(actor, (x) => x.matches('editing') && x.context.id === 41);
    expect(s.context.issues).toEqual([]);
    expect(save).toHaveBeenCalledOnce();
  });
});

describe('uniqueEmail while typing', () => {
  afterEach(() => vi.useRealTimers());
  const taken = (email: string) => email === 'thabo@jacaranda.co.za';

  it('asks once typing has paused for 400 ms, about the latest valid address only', async () => {
    vi.useFakeTimers();
    const { actor, emailInUse } = world(taken);
    actor.send({ type: 'record.email.typed', email: 'thabo@jac' });
    actor.send({ type: 'record.email.typed', email: 'thabo@jacaranda.co' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'record.email.typed', email: 'thabo@jacaranda.co.za' });
    vi.advanceTimersByTime(399);
    expect(emailInUse).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const s = await waitFor(actor, (x) => x.context.emailTaken !== null);
    expect(s.context.emailTaken).toBe(customRuleMessages.uniqueEmail);
    expect(emailInUse).toHaveBeenCalledOnce();
    expect(emailInUse).toHaveBeenCalledWith('contact', { email: 'thabo@jacaranda.co.za', id: -1 });
  });

  it('asks at once when the field is left, and drops the message as soon as the address changes', async () => {
    const { actor, emailInUse } = world(taken);
    actor.send({ type: 'record.email.left', email: ' thabo@jacaranda.co.za ' });
    await waitFor(actor, (x) => x.context.emailTaken === customRuleMessages.uniqueEmail);
    actor.send({ type: 'record.email.typed', email: 'thabo@jacaranda.co.z' });
    expect(actor.getSnapshot().context.emailTaken).toBeNull();
    actor.send({ type: 'record.email.left', email: 'lerato@hbdairy.co.za' });
    await waitFor(actor, () => emailInUse.mock.calls.length === 2);
    await waitFor(actor, (x) => x.matches({ editing: 'emailQuiet' }));
    expect(actor.getSnapshot().context.emailTaken).toBeNull();
  });

  it('does not ask about an address the contract refuses or an empty field', () => {
    const { actor, emailInUse } = world(true);
    actor.send({ type: 'record.email.left', email: 'not-an-address' });
    actor.send({ type: 'record.email.left', email: '' });
    expect(emailInUse).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.emailTaken).toBeNull();
  });
});
