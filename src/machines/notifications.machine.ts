import { filter, map } from 'rxjs';
import { assign, fromEventObservable, raise, setup } from 'xstate';
import { httpOutcomes } from '../services/http';
import { failureText } from '../services/http-result';

export type ToastKind = 'error' | 'success' | 'info';
export type Toast = { id: string; kind: ToastKind; text: string };

export type NotificationsEvent =
  | { type: 'toast.show'; kind: ToastKind; text: string; timeoutMs?: number }
  | { type: 'toast.dismiss'; id: string };

/** Spec §9: basic toasts stay 3000 ms. */
export const toastTimeoutMs = 3000;

/** Toasts, fed by the catalogue's failures (§8): errCode ≠ 0, network failure, a call without a token. */
export const notificationsMachine = setup({
  types: { context: {} as { toasts: Toast[]; seq: number }, events: {} as NotificationsEvent },
  actors: {
    httpFailures: fromEventObservable(() =>
      httpOutcomes().pipe(
        // An invalid session reloads the page at once (auth machine): a toast would never be seen.
        filter((o) => o.failure.kind !== 'sessionInvalid'),
        map((o): NotificationsEvent => ({ type: 'toast.show', kind: 'error', text: failureText(o.failure) })),
      ),
    ),
  },
  guards: {
    isNewToast: ({ context, event }) =>
      event.type === 'toast.show' &&
      !context.toasts.some((t) => t.text === event.text && t.kind === event.kind),
  },
}).createMachine({
  id: 'notifications',
  context: { toasts: [], seq: 0 },
  invoke: { id: 'httpFailures', src: 'httpFailures' },
  on: {
    'toast.show': {
      // The same message twice at once (a burst of failed calls) is shown once.
      guard: 'isNewToast',
      actions: [
        assign(({ context, event }) => ({
          seq: context.seq + 1,
          toasts: [...context.toasts, { id: `toast-${context.seq + 1}`, kind: event.kind, text: event.text }],
        })),
        raise(({ context }) => ({ type: 'toast.dismiss' as const, id: `toast-${context.seq}` }), {
          delay: ({ event }) =>
            event.type === 'toast.show' ? (event.timeoutMs ?? toastTimeoutMs) : toastTimeoutMs,
        }),
      ],
    },
    'toast.dismiss': {
      actions: assign({ toasts: ({ context, event }) => context.toasts.filter((t) => t.id !== event.id) }),
    },
  },
});
