import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { recordMachine, type RecordApi } from '../../../src/machines/record.machine';
import { customRuleMessages } from '../../../src/contracts/custom-field-rules';

type Kind = 'contact' | 'site';

const world = (used: boolean) => {
  const save = vi.fn(async (_kind: Kind, values: Record<string, unknown>) => ({
    kind: 'ok' as const,
    data: { ...values, id: 41 },
    msg: 'Saved',
  }));
  const emailInUse = vi.fn((kind: Kind) =>
    kind === 'contact' ? Promise.resolve({ kind: 'ok' as const, data: { used }, msg: '' }) : null,
  );
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
