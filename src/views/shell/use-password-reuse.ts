import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { passwordReuseMachine, reuseError } from '../../machines/password-reuse.machine';
import type { FieldRegistration } from './form-field';

const valueOf = (target: unknown): string =>
  target && typeof target === 'object' && 'value' in target && typeof target.value === 'string'
    ? target.value
    : '';

/**
 * The new-password field with /check_password_already_used behind it: each key and leaving the field tell the
 * machine, which asks the service; `error` is its message for the password now typed, and `blocks` keeps a
 * submit of a password the service already said was used.
 */
export const usePasswordReuse = (resetToken: string | null, registration: FieldRegistration) => {
  const actor = useScreenActor(passwordReuseMachine, { input: { resetToken } });
  const verdict = useSelector(actor, (s) => s.context.verdict);
  const typed = useSelector(actor, (s) => s.context.password);
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const watched: FieldRegistration = {
    ...registration,
    onChange: (event) => {
      actor.send({ type: 'password.typed', password: valueOf(event.target) });
      return registration.onChange(event);
    },
    onBlur: (event) => {
      actor.send({ type: 'password.blurred' });
      return registration.onBlur(event);
    },
  };
  return {
    registration: watched,
    error: reuseError(verdict, typed),
    checking,
    blocks: (password: string) => reuseError(verdict, password) !== undefined,
  };
};
