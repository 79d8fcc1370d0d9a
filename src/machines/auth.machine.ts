import { filter, map } from 'rxjs';
import { assign, fromEventObservable, fromPromise, sendTo, setup } from 'xstate';
import type { LoginRequest, Profile, RoleMap, SessionData, UserDetails } from '../contracts/auth';
import { noProfile } from '../contracts/no-profile';
import { homePath, signInPath } from '../config/constants';
import { authApi } from '../services/auth-api';
import { homeReads } from '../services/home-reads';
import { httpOutcomes } from '../services/http';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { currentPath, navigate, reloadPage } from '../services/navigation';
import { clearSessionTokens, setSessionTokens } from '../services/token-store';

export type AuthContext = {
  user: UserDetails | null;
  profiles: Profile[];
  currentProfile: Profile;
  roleMap: RoleMap;
  tenantId: number | null;
  error: string | null;
  /** The session came back through the cookie (a reload, another tab), not from a sign-in on this page. */
  restored: boolean;
  /** A sign-in submitted while the restore was still out: it goes once the restore has answered (see restoring). */
  queuedSignIn: LoginRequest | null;
};

export type AuthEvent =
  | { type: 'auth.submit'; username: string; password: string }
  | { type: 'auth.signOut' }
  | { type: 'auth.sessionInvalid' }
  | { type: 'auth.notSignedIn' }
  | { type: 'auth.retry' };

const signedOutContext: AuthContext = {
  user: null,
  profiles: [],
  currentProfile: noProfile,
  roleMap: {},
  tenantId: null,
  error: null,
  restored: false,
  queuedSignIn: null,
};

const fromSession = (session: SessionData): Partial<AuthContext> => ({
  user: session.user_details,
  profiles: session.profiles,
  currentProfile: session.current_profile,
  tenantId: session.tenant_id,
  error: null,
});

const signInOf = ({ context, event }: { context: AuthContext; event: { type: string } }): LoginRequest => {
  if (event.type !== 'auth.submit') return context.queuedSignIn ?? { username: '', password: '' };
  const e = event as Extract<AuthEvent, { type: 'auth.submit' }>;
  return { username: e.username, password: e.password };
};

const errorText = (error: unknown): string =>
  error instanceof HttpError ? failureText(error.failure) : 'Sign-in failed';

/** Sign-in, restore after reload, role map resolution, sign-out and the invalid-session rule (spec §4, §8). */
export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors: {
    restoreSession: fromPromise<SessionData>(async () => unwrap(await authApi.refresh())),
    signIn: fromPromise<SessionData, LoginRequest>(async ({ input }) => unwrap(await authApi.login(input))),
    loadRoleMap: fromPromise<RoleMap>(async () => unwrap(await authApi.roleMap())),
    signOut: fromPromise<void>(async () => {
      await authApi.logout();
    }),
    sessionFailures: fromEventObservable(() =>
      httpOutcomes().pipe(
        filter((o) => o.failure.kind === 'sessionInvalid' || o.failure.kind === 'notSignedIn'),
        map((o): AuthEvent => ({
          type: o.failure.kind === 'sessionInvalid' ? 'auth.sessionInvalid' : 'auth.notSignedIn',
        })),
      ),
    ),
  },
  actions: {
    storeTokens: (_, session: SessionData) => setSessionTokens(session.token, session.wh_token),
    clearTokens: () => clearSessionTokens(),
    navigate: (_, params: { to: string }) => navigate(params.to),
    reload: () => reloadPage(),
    // A restore lands on the home when it was opened at the sign-in page (which then redirects) or the home itself.
    startHomeReads: () => {
      if ([signInPath, homePath, '/'].includes(currentPath())) homeReads.start();
      // The desk's reads carry its contracts (zod): they load beside the shell, not in the sign-in entry.
      else void import('../services/desk-reads').then(({ deskReads }) => deskReads.start(currentPath()));
    },
    // Other actors learn of the session through the system, so the auth machine needs no knowledge of them.
    sessionStarted: sendTo(
      ({ system }) => system.get('tenant'),
      ({ context }) => ({
        type: 'tenant.load',
        currentTenantId: context.tenantId,
        userId: context.user?.user_id ?? null,
      }),
    ),
    sessionEnded: sendTo(({ system }) => system.get('tenant'), { type: 'tenant.reset' }),
    dropHomeReads: () => {
      homeReads.clear();
      void import('../services/desk-reads').then(({ deskReads }) => deskReads.clear());
    },
  },
  guards: { hasQueuedSignIn: ({ context }) => context.queuedSignIn !== null },
  delays: { roleMapRetry: 3000, notSignedInReload: 1000 },
}).createMachine({
  id: 'auth',
  context: signedOutContext,
  invoke: { id: 'sessionFailures', src: 'sessionFailures' },
  initial: 'restoring',
  states: {
    // The sign-in form is usable while the cookie restore runs. A submit then waits for the restore's answer and
    // wins over it: the user asked to sign in, and sending the sign-in only after the restore has answered keeps
    // the two answers' session cookies from crossing.
    restoring: {
      tags: ['restoring'],
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            'auth.submit': {
              target: 'signInQueued',
              actions: assign({ queuedSignIn: signInOf, error: null }),
            },
          },
        },
        signInQueued: { tags: ['busy'] },
      },
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: 'hasQueuedSignIn', target: '#auth.signedOut.submitting' },
          {
            target: 'signedIn',
            actions: [
              { type: 'storeTokens', params: ({ event }) => event.output },
              assign(({ event }) => ({ ...fromSession(event.output), restored: true })),
              'startHomeReads',
            ],
          },
        ],
        onError: [
          { guard: 'hasQueuedSignIn', target: '#auth.signedOut.submitting' },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: { on: { 'auth.submit': { target: 'submitting' } } },
        submitting: {
          tags: ['busy'],
          entry: assign({ error: null }),
          // The queued credentials leave the context with this state, whatever the answer.
          exit: assign({ queuedSignIn: null }),
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: signInOf,
            onDone: {
              target: '#auth.signedIn',
              actions: [
                { type: 'storeTokens', params: ({ event }) => event.output },
                assign(({ event }) => fromSession(event.output)),
                { type: 'navigate', params: { to: '/sessions/tenant' } },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      entry: 'sessionStarted',
      initial: 'loadingRoleMap',
      on: {
        'auth.signOut': { target: 'signingOut' },
        'auth.sessionInvalid': { actions: ['clearTokens', 'reload'] },
        'auth.notSignedIn': { target: '.reloading' },
      },
      states: {
        loadingRoleMap: {
          invoke: {
            id: 'loadRoleMap',
            src: 'loadRoleMap',
            onDone: { target: 'ready', actions: assign({ roleMap: ({ event }) => event.output }) },
            onError: {
              target: 'roleMapFailed',
              actions: assign({ error: ({ event }) => errorText(event.error) }),
            },
          },
        },
        roleMapFailed: {
          tags: ['roleMapFailed'],
          after: { roleMapRetry: 'loadingRoleMap' },
          on: { 'auth.retry': 'loadingRoleMap' },
        },
        ready: { tags: ['roleMapReady'] },
        reloading: { after: { notSignedInReload: { actions: 'reload' } } },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: [
        'clearTokens',
        'sessionEnded',
        'dropHomeReads',
        assign(signedOutContext),
        { type: 'navigate', params: { to: '/sessions/signin' } },
      ],
    },
  },
});
