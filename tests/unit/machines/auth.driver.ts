import { expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginRequest, RoleMap, SessionData } from '../../../src/contracts/auth';
import { authMachine } from '../../../src/machines/auth.machine';
import { sampleSession } from '../../../src/machines/sample-data';
import { HttpError } from '../../../src/services/http-result';

type Answer<T> = T | HttpError;
const answer = async <T>(value: Answer<T>): Promise<T> => {
  if (value instanceof HttpError) throw value;
  return value;
};

/** A fluent driver for the auth machine: the service's answers are set up front, effects are spies. */
export const auth = (
  answers: {
    /** A promise holds the restore open until the test settles it (a submit during the restore). */
    restore?: Answer<SessionData> | Promise<Answer<SessionData>>;
    signIn?: Answer<SessionData>;
    roleMap?: Answer<RoleMap> | Answer<RoleMap>[];
  } = {},
) => {
  const roleMaps = Array.isArray(answers.roleMap) ? [...answers.roleMap] : null;
  const effects = {
    navigate: vi.fn<(to: string) => void>(),
    reload: vi.fn(),
    storeTokens: vi.fn(),
    clearTokens: vi.fn(),
    sessionStarted: vi.fn(),
    sessionEnded: vi.fn(),
    startHomeReads: vi.fn(),
    dropHomeReads: vi.fn(),
    signInInputs: [] as LoginRequest[],
    roleMapLoads: 0,
  };
  const machine = authMachine.provide({
    actors: {
      restoreSession: fromPromise(async () =>
        answer(await (answers.restore ?? new HttpError({ kind: 'sessionInvalid' }))),
      ),
      signIn: fromPromise<SessionData, LoginRequest>(({ input }) => {
        effects.signInInputs.push(input);
        return answer(answers.signIn ?? sampleSession);
      }),
      loadRoleMap: fromPromise(() => {
        effects.roleMapLoads++;
        const next = roleMaps ? (roleMaps.length > 1 ? roleMaps.shift()! : roleMaps[0]!) : answers.roleMap;
        return answer((next as Answer<RoleMap> | undefined) ?? { '4__4001': 1 });
      }),
      signOut: fromPromise<void>(async () => undefined),
    },
    actions: {
      navigate: (_, params: { to: string }) => effects.navigate(params.to),
      reload: effects.reload,
      storeTokens: effects.storeTokens,
      clearTokens: effects.clearTokens,
      sessionStarted: effects.sessionStarted,
      sessionEnded: effects.sessionEnded,
      startHomeReads: effects.startHomeReads,
      dropHomeReads: effects.dropHomeReads,
    },
    delays: { roleMapRetry: 10, notSignedInReload: 10 },
  });
  const actor = createActor(machine).start();
  const driver = {
    actor,
    effects,
    submit(username = 'agent', password = 'Console@2026') {
      actor.send({ type: 'auth.submit', username, password });
      return driver;
    },
    signOut() {
      actor.send({ type: 'auth.signOut' });
      return driver;
    },
    send(event: Parameters<typeof actor.send>[0]) {
      actor.send(event);
      return driver;
    },
    async settle(predicate: (s: ReturnType<typeof actor.getSnapshot>) => boolean) {
      await waitFor(actor, predicate, { timeout: 1000 });
      return driver;
    },
    expectState(value: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) {
      expect(actor.getSnapshot().matches(value)).toBe(true);
      return driver;
    },
    expectTag(tag: string, present = true) {
      expect(actor.getSnapshot().hasTag(tag)).toBe(present);
      return driver;
    },
    context: () => actor.getSnapshot().context,
  };
  return driver;
};
