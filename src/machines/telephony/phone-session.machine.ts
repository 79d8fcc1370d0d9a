import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { RoleMap } from '../../contracts/auth';
import type { authMachine } from '../auth.machine';
import type { PhoneHandoverInput, phoneHandoverMachine } from './phone-handover.machine';
import { mayUsePhone } from './phone-gate';

type Handover = ActorRefFrom<typeof phoneHandoverMachine>;

export type PhoneSessionEvent =
  { type: 'phone.session.start'; userId: number; roleMap: RoleMap } | { type: 'phone.session.stop' };

export type PhoneSessionContext = { userId: number | null; handover: Handover | null };

// The handover logic arrives at run time, so it cannot be one of setup's named actors: spawned as logic.
type SpawnLogic = (
  logic: AnyActorLogic,
  options: { id: string; systemId: string; input: unknown },
) => AnyActorRef;

const newTabId = () => (typeof crypto !== 'undefined' ? crypto.randomUUID() : String(Math.random()));

/**
 * The phone of the signed-in user, as a child of the console's system: started on sign-in for a profile with the
 * phone, stopped on sign-out. Its machines (and JsSIP behind them) are not in the sign-in entry: they load here,
 * after the role map says the profile has the phone, and are spawned in this system when they arrive — so the
 * root system owns the softphone, the debug panel and the team view see it like any other actor, and no view
 * creates it.
 */
export const phoneSessionMachine = setup({
  types: {
    context: {} as PhoneSessionContext,
    events: {} as PhoneSessionEvent,
  },
  actors: {
    // Sign-in and sign-out as auth says them: auth needs no knowledge of the phone.
    session: fromCallback<EventObject>(({ system, sendBack }) => {
      const auth = system.get('auth') as ActorRefFrom<typeof authMachine> | undefined;
      if (!auth) return undefined;
      let said = '';
      const look = (s: SnapshotFrom<typeof authMachine>) => {
        const user = s.context.user;
        const event: PhoneSessionEvent | null =
          user && s.hasTag('roleMapReady')
            ? { type: 'phone.session.start', userId: user.user_id, roleMap: s.context.roleMap }
            : s.hasTag('signedIn')
              ? null
              : { type: 'phone.session.stop' };
        const key = event?.type === 'phone.session.start' ? `start ${event.userId}` : (event?.type ?? said);
        if (!event || key === said) return;
        said = key;
        sendBack(event);
      };
      look(auth.getSnapshot());
      const subscription = auth.subscribe(look);
      return () => subscription.unsubscribe();
    }),
    load: fromPromise<AnyActorLogic | null, { roleMap: RoleMap }>(async ({ input }) => {
      if (!mayUsePhone(input.roleMap)) return null;
      return (await import('./phone-handover.machine')).phoneHandoverMachine;
    }),
  },
  actions: {
    stopHandover: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('phoneHandover');
      enqueue.assign({ handover: null });
    }),
  },
  guards: {
    isOtherUser: ({ context, event }) =>
      event.type === 'phone.session.start' && event.userId !== context.userId,
  },
}).createMachine({
  id: 'phoneSession',
  context: { userId: null, handover: null },
  invoke: { id: 'session', src: 'session' },
  initial: 'off',
  states: {
    off: {
      on: {
        'phone.session.start': {
          target: 'loading',
          actions: assign({ userId: ({ event }) => event.userId }),
        },
      },
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ event }) => ({ roleMap: event.type === 'phone.session.start' ? event.roleMap : {} }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'on',
            actions: assign({
              handover: ({ context, event, spawn, system }) =>
                (spawn as unknown as SpawnLogic)(event.output as AnyActorLogic, {
                  id: 'phoneHandover',
                  systemId: 'phoneHandover',
                  input: {
                    userId: context.userId,
                    notifications: system.get('notifications') ?? null,
                    tabId: newTabId(),
                  } satisfies Omit<PhoneHandoverInput, 'notifications'> & { notifications: unknown },
                }) as Handover,
            }),
          },
          { target: 'off' },
        ],
        // A chunk that fails to load leaves the console without the phone, as a failed dock chunk did.
        onError: { target: 'off' },
      },
      on: { 'phone.session.stop': { target: 'off' } },
    },
    on: {
      tags: ['phone'],
      on: {
        'phone.session.stop': { target: 'off', actions: 'stopHandover' },
        'phone.session.start': {
          guard: 'isOtherUser',
          target: 'loading',
          actions: ['stopHandover', assign({ userId: ({ event }) => event.userId })],
        },
      },
    },
  },
});

export type PhoneSessionRef = ActorRefFrom<typeof phoneSessionMachine>;
