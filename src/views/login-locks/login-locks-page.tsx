import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { useAppActors } from '../../app/actors';
import { trailFor } from '../../config/breadcrumbs';
import { formatDateTime } from '../../config/format';
import type { LoginLock, LoginLockKey } from '../../contracts/login-locks';
import { loginLocksMachine } from '../../machines/login-locks.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { openModal } from '../kit/confirm-modal/modal-registry';
import { Spinner } from '../kit/spinner/spinner';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';
import { EmptyState } from '../kit/ui/empty-state';
import styles from './login-locks.module.css';

const keyLabel: Record<LoginLockKey, string> = {
  pair: 'Account from this address',
  address: 'Any account from this address',
  account: 'This account from any address',
};
const confirmId = 'lift-login-lock';
const who = (lock: LoginLock) => lock.login_name ?? 'any account';
const where = (lock: LoginLock) => lock.ip ?? 'any address';

/** /system/sign-in-locks — the sign-ins the service refuses now, and lifting one (issue 16). */
export const LoginLocksPage = ({ route }: ScreenProps) => {
  const ref = useActorRef(loginLocksMachine);
  const { notifications } = useAppActors();
  const locks = useSelector(ref, (s) => s.context.locks);
  const error = useSelector(ref, (s) => s.context.error);
  const loading = useSelector(ref, (s) => s.hasTag('loading') && s.context.locks.length === 0);
  const [chosen, setChosen] = useState<LoginLock | null>(null);
  useEffect(() => {
    const sub = ref.on('locks.lifted', ({ text }) =>
      notifications.send({ type: 'toast.show', kind: 'success', text }),
    );
    return () => sub.unsubscribe();
  }, [ref, notifications]);
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Sign-in Locks"
        description="Sign-ins refused after repeated failures. Lifting a lock lets that key try again at once."
      />
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      {loading ? (
        <Spinner loading label="Loading" />
      ) : locks.length === 0 ? (
        <EmptyState title="No sign-ins are locked." />
      ) : (
        <table className={styles.table} aria-label="Sign-in locks">
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Address</th>
              <th scope="col">Applies to</th>
              <th scope="col" className={styles.num}>
                Failures
              </th>
              <th scope="col">Until</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {locks.map((lock) => (
              <tr key={`${lock.key}|${lock.login_name}|${lock.ip}`}>
                <td>{who(lock)}</td>
                <td>{where(lock)}</td>
                <td>{keyLabel[lock.key]}</td>
                <td className={styles.num}>{lock.failures}</td>
                <td>{formatDateTime(lock.until)}</td>
                <td>
                  <Button
                    variant="quiet"
                    aria-label={`Lift the lock on ${who(lock)} from ${where(lock)}`}
                    onClick={() => {
                      setChosen(lock);
                      openModal(confirmId);
                    }}
                  >
                    Lift
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmModal
        id={confirmId}
        title="Lift this sign-in lock?"
        confirmLabel="Lift lock"
        loadingLabel="Lifting"
        onConfirm={() => {
          if (chosen) ref.send({ type: 'locks.lift', lock: chosen });
        }}
      >
        {chosen && (
          <p>
            Sign-ins for <strong>{who(chosen)}</strong> from <strong>{where(chosen)}</strong> will be accepted
            again at once. Lift only when you know who was failing.
          </p>
        )}
      </ConfirmModal>
    </div>
  );
};
