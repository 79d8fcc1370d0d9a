import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { accountMachine } from '../../machines/account.machine';

/** One account machine per screen: the form sends one event, then reads the outcome. */
export const useAccount = () => {
  const account = useScreenActor(accountMachine);
  const busy = useSelector(account, (s) => s.matches('submitting'));
  const succeeded = useSelector(account, (s) => s.matches('succeeded'));
  const message = useSelector(account, (s) => s.context.message);
  const error = useSelector(account, (s) => s.context.error);
  return { send: account.send, busy, succeeded, message, error };
};

export type Account = ReturnType<typeof useAccount>;
