import { fromPromise, setup } from 'xstate';
import type { SessionData } from '../contracts/auth';
import { authApi } from '../services/auth-api';
import { unwrap } from '../services/http-result';
import { reloadPage } from '../services/navigation';

export type RoleSwitchEvent = { type: 'role.switch'; roleId: number };

/** Role switch (spec §4, §8): reload on errCode 0; on any failure nothing happens and nothing is said. */
export const roleSwitchMachine = setup({
  types: { events: {} as RoleSwitchEvent },
  actors: {
    switchRole: fromPromise<SessionData, { roleId: number }>(async ({ input }) =>
      unwrap(await authApi.switchRole(input.roleId)),
    ),
  },
  actions: { reload: () => reloadPage() },
}).createMachine({
  id: 'roleSwitch',
  initial: 'idle',
  states: {
    idle: { on: { 'role.switch': 'switching' } },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'switchRole',
        src: 'switchRole',
        input: ({ event }) => ({ roleId: (event as RoleSwitchEvent).roleId }),
        onDone: { target: 'reloading' },
        onError: { target: 'idle' },
      },
    },
    reloading: { tags: ['busy'], entry: 'reload' },
  },
});
