import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { roleSwitchMachine } from '../../../src/machines/role-switch.machine';
import { sampleSession } from '../../../src/machines/sample-data';
import { HttpError } from '../../../src/services/http-result';

const roleSwitch = (fails: boolean) => {
  const reload = vi.fn();
  const requested: number[] = [];
  const machine = roleSwitchMachine.provide({
    actors: {
      switchRole: fromPromise<typeof sampleSession, { roleId: number }>(async ({ input }) => {
        requested.push(input.roleId);
        if (fails) throw new HttpError({ kind: 'appError', errCode: 7, msg: 'no' });
        return sampleSession;
      }),
    },
    actions: { reload },
  });
  return { actor: createActor(machine).start(), reload, requested };
};

describe('role switch machine', () => {
  it('reloads the page when the service answers errCode 0', async () => {
    const { actor, reload, requested } = roleSwitch(false);
    actor.send({ type: 'role.switch', roleId: 4 });
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(requested).toEqual([4]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing at all when the service refuses', async () => {
    const { actor, reload } = roleSwitch(true);
    actor.send({ type: 'role.switch', roleId: 99 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reload).not.toHaveBeenCalled();
  });
});
