import { assign, fromPromise, setup } from 'xstate';
import type { RegisterRequest } from '../contracts/auth';
import { authApi } from '../services/auth-api';
import type { HttpResult } from '../services/http-result';
import { failureText, messageOf } from '../services/http-result';

export type AccountEvent =
  | { type: 'account.register'; data: RegisterRequest }
  | { type: 'account.forgot'; email: string }
  | { type: 'account.reset'; reset_token: string; password: string }
  | { type: 'account.changePassword'; current_password: string; new_password: string }
  | { type: 'account.feedback'; data: { name?: string; email: string; message: string } };

const successText: Record<AccountEvent['type'], string> = {
  'account.register': 'Your account is ready. You can sign in now.',
  'account.forgot': 'If the address is registered, a reset link has been sent.',
  'account.reset': 'Your password has been changed. You can sign in now.',
  'account.changePassword': 'Your password has been changed.',
  'account.feedback': 'Thank you for your feedback.',
};

/** Each account form's one call, chosen by the event. */
const callFor = (event: AccountEvent): Promise<HttpResult<null>> => {
  switch (event.type) {
    case 'account.register':
      return authApi.register(event.data);
    case 'account.forgot':
      return authApi.sendForgotPasswordEmail(event.email);
    case 'account.reset':
      return authApi.resetPassword(event.reset_token, event.password);
    case 'account.changePassword':
      return authApi.changePassword(event.current_password, event.new_password);
    case 'account.feedback':
      return authApi.feedback(event.data);
  }
};

/** The sessions screens' forms: register, forgot and reset password, change password, feedback. */
export const accountMachine = setup({
  types: { context: {} as { message: string | null; error: string | null }, events: {} as AccountEvent },
  actors: {
    submit: fromPromise<string, AccountEvent>(async ({ input }) => {
      const result = await callFor(input);
      if (result.kind !== 'ok') throw new Error(failureText(result));
      return messageOf(result.msg) || successText[input.type];
    }),
  },
}).createMachine({
  id: 'account',
  context: { message: null, error: null },
  initial: 'idle',
  // A form submits again from any settled state; while a call is running further submits are ignored.
  on: {
    'account.register': { target: '.submitting' },
    'account.forgot': { target: '.submitting' },
    'account.reset': { target: '.submitting' },
    'account.changePassword': { target: '.submitting' },
    'account.feedback': { target: '.submitting' },
  },
  states: {
    idle: {},
    submitting: {
      tags: ['busy'],
      entry: assign({ message: null, error: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => event,
        onDone: { target: 'succeeded', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : 'Failed'),
          }),
        },
      },
      on: {
        'account.register': {},
        'account.forgot': {},
        'account.reset': {},
        'account.changePassword': {},
        'account.feedback': {},
      },
    },
    succeeded: {},
    failed: {},
  },
});
