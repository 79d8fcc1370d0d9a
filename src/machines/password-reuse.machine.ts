import { assign, fromPromise, setup } from 'xstate';
import { passwordSchema } from '../contracts/auth';
import { messageOf } from '../services/http-result';
import { authApi } from '../services/auth-api';

/** What the service said about one password: used before (with its text) or not. */
export type ReuseVerdict = { password: string; used: boolean; message: string };
type Context = { resetToken: string | null; password: string; verdict: ReuseVerdict | null };
export type PasswordReuseEvent = { type: 'password.typed'; password: string } | { type: 'password.blurred' };

/** A password worth asking about: one the §5 rule accepts and not the one already answered. */
const worthAsking = (c: Context) =>
  passwordSchema.safeParse(c.password).success && c.verdict?.password !== c.password;

/**
 * /check_password_already_used while a new password is typed (reset link or signed-in change): asked 400 ms after
 * the last key or at once on leaving the field, only for a password the §5 rule accepts. A newer password cancels
 * the question in flight; a failed question says nothing (the submit is checked by the service anyway).
 */
export const passwordReuseMachine = setup({
  types: {
    context: {} as Context,
    events: {} as PasswordReuseEvent,
    input: {} as { resetToken: string | null },
  },
  actors: {
    checkPassword: fromPromise<ReuseVerdict, { resetToken: string | null; password: string }>(
      async ({ input, signal }) => {
        const answer = await authApi.checkPasswordUsed(input.resetToken, input.password, signal);
        if (answer.kind !== 'ok') throw new Error('not answered');
        return { password: input.password, used: answer.data.used, message: messageOf(answer.msg) };
      },
    ),
  },
  delays: { typing: 400 },
  guards: { worthAsking: ({ context }) => worthAsking(context) },
}).createMachine({
  id: 'passwordReuse',
  context: ({ input }) => ({ resetToken: input.resetToken, password: '', verdict: null }),
  initial: 'idle',
  on: {
    'password.typed': {
      target: '.waiting',
      reenter: true,
      actions: assign({ password: ({ event }) => event.password }),
    },
    'password.blurred': { guard: 'worthAsking', target: '.checking' },
  },
  states: {
    idle: {},
    waiting: { after: { typing: [{ guard: 'worthAsking', target: 'checking' }, { target: 'idle' }] } },
    checking: {
      tags: ['checking'],
      invoke: {
        id: 'checkPassword',
        src: 'checkPassword',
        input: ({ context }) => ({ resetToken: context.resetToken, password: context.password }),
        onDone: { target: 'idle', actions: assign({ verdict: ({ event }) => event.output }) },
        onError: { target: 'idle' },
      },
    },
  },
});

/** The field error for the password now in the field, if the service said it was used before. */
export const reuseError = (verdict: ReuseVerdict | null, password: string): string | undefined =>
  verdict && verdict.used && verdict.password === password
    ? verdict.message || 'This password was used before. Choose a new one.'
    : undefined;
