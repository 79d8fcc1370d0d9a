import { NEVER, type Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromEventObservable,
  fromPromise,
  setup,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import type { RoleMap } from '../../../src/contracts/auth';
import { permissionKeys } from '../../../src/contracts/permissions';
import { mayUsePhone } from '../../../src/machines/telephony/phone-gate';
import { phoneHandoverMachine } from '../../../src/machines/telephony/phone-handover.machine';
import { phoneLeaderMachine } from '../../../src/machines/telephony/phone-leader.machine';
import {
  phoneSessionMachine,
  type PhoneSessionRef,
} from '../../../src/machines/telephony/phone-session.machine';
import { askSoftphone } from '../../../src/machines/telephony/softphone-requests';
import type { softphoneMachine } from '../../../src/machines/telephony/softphone.machine';

const user = { user_id: 7, login_name: 'thandi', user_name: 'Thandi Nkosi', email: 't@example.com' };
const withPhone: RoleMap = { [permissionKeys.telephonyUse]: 1 };

type AuthEvent = { type: 'signIn'; roleMap: RoleMap } | { type: 'signOut' };

/** Auth as the phone sees it: the user, the role map, and the signedIn / roleMapReady tags. */
const fakeAuth = setup({
  types: { context: {} as { user: typeof user | null; roleMap: RoleMap }, events: {} as AuthEvent },
}).createMachine({
  context: { user: null, roleMap: {} },
  initial: 'out',
  states: {
    out: {
      on: {
        signIn: { target: 'in', actions: assign({ user, roleMap: ({ event }) => event.roleMap }) },
      },
    },
    in: {
      tags: ['signedIn', 'roleMapReady'],
      on: { signOut: { target: 'out', actions: assign({ user: null }) } },
    },
  },
});

/** The softphone stand-in: remembers what it was asked. */
const asked: EventObject[] = [];
const fakeSoftphone = createMachine({ on: { '*': { actions: ({ event }) => asked.push(event) } } });

// The real handover and leader machines; the lock is free (this tab owns the phone), the channel silent.
const handover = phoneHandoverMachine.provide({
  actors: {
    softphone: fakeSoftphone as unknown as typeof softphoneMachine,
    leader: phoneLeaderMachine.provide({
      actors: {
        lock: fromCallback(({ sendBack }) => sendBack({ type: 'lock.acquired' })),
        channel: fromCallback(() => undefined),
        vacancy: fromCallback(() => undefined),
        clock: fromEventObservable(() => NEVER as Observable<{ type: 'leader.tick'; now: number }>),
      },
    }),
  },
});

/** The console's shape: auth, then the phone session that follows it, in one system. */
const consoleWorld = () => {
  const root = createActor(
    setup({
      actors: {
        auth: fakeAuth,
        phoneSession: phoneSessionMachine.provide({
          actors: {
            load: fromPromise<AnyActorLogic | null, { roleMap: RoleMap }>(async ({ input }) =>
              mayUsePhone(input.roleMap) ? handover : null,
            ),
          },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'auth', systemId: 'auth', src: 'auth' },
        { id: 'phoneSession', systemId: 'phoneSession', src: 'phoneSession' },
      ],
    }),
  ).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef | undefined;
  const session = get('phoneSession') as PhoneSessionRef;
  return { root, get, session, auth: get('auth') as AnyActorRef };
};

const settle = () => new Promise((r) => setTimeout(r, 0));
let running: { stop: () => void } | null = null;
afterEach(() => {
  running?.stop();
  asked.length = 0;
});

describe('the phone in the console system (issue 40)', () => {
  it('starts on sign-in for a profile with the phone: the softphone is in the system and takes requests', async () => {
    const w = consoleWorld();
    running = w.root;
    expect(askSoftphone(w.session, { type: 'softphone.offline' })).toBe(false);
    w.auth.send({ type: 'signIn', roleMap: withPhone });
    await settle();
    expect(w.get('phoneLeader')).toBeDefined();
    expect(w.get('softphone')).toBeDefined();
    expect(askSoftphone(w.session, { type: 'softphone.dial', number: '0115550100', name: 'Thabo' })).toBe(
      true,
    );
    expect(asked).toEqual([{ type: 'softphone.dial', number: '0115550100', name: 'Thabo' }]);
  });

  it('stops on sign-out: no softphone left in the system, and a request says so', async () => {
    const w = consoleWorld();
    running = w.root;
    w.auth.send({ type: 'signIn', roleMap: withPhone });
    await settle();
    w.auth.send({ type: 'signOut' });
    await settle();
    expect(w.get('softphone')).toBeUndefined();
    expect(w.get('phoneLeader')).toBeUndefined();
    expect(askSoftphone(w.session, { type: 'softphone.offline' })).toBe(false);
  });

  it('never starts for a profile without the phone', async () => {
    const w = consoleWorld();
    running = w.root;
    w.auth.send({ type: 'signIn', roleMap: {} });
    await settle();
    expect(w.get('phoneLeader')).toBeUndefined();
    expect(w.get('softphone')).toBeUndefined();
  });
});
