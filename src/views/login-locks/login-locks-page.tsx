import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { useAppActors } from '../../app/actors';
import { trailFor } from '../../config/breadcrumbs';
import type { LoginLock, LoginLockKey } from '../../contracts/login-locks';
import { loginLocksMachine } from '../../machines/login-locks.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
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
const lockId = (lock: LoginLock) => `${lock.key}|${lock.login_name}|${lock.ip}`;

type LockRow = {
  id: string;
  account: string;
  address: string;
  applies: string;
  failures: number;
  until: string;
};
const lockRow = (lock: LoginLock): LockRow => ({
  id: lockId(lock),
  account: who(lock),
  address: where(lock),
  applies: keyLabel[lock.key],
  failures: lock.failures,
  until: lock.until,
});
const columns: DatatableColumn<LockRow>[] = [
  { id: 'account', title: 'Account', grow: true, width: 200 },
  { id: 'address', title: 'Address', fit: true },
  { id: 'applies', title: 'Applies to', fit: true },
  { id: 'failures', title: 'Failures', fit: true },
  { id: 'until', title: 'Until', fit: true, format: 'datetime' },
];

/**
 * /system/sign-in-locks — the sign-ins the service refuses now, and lifting one (issue 16). A canvas row holds no
 * button, so choosing a lock (a click, or Space) offers its Lift under the table, as every kit list does.
 */
export const LoginLocksPage = ({ route }: ScreenProps) => {
  const ref = useScreenActor(loginLocksMachine);
  const { notifications } = useAppActors();
  const locks = useSelector(ref, (s) => s.context.locks);
  const error = useSelector(ref, (s) => s.context.error);
  const loading = useSelector(ref, (s) => s.hasTag('loading') && s.context.locks.length === 0);
  const [chosenId, setChosenId] = useState('');
  const rows = useMemo(() => locks.map(lockRow), [locks]);
  const chosen = locks.find((lock) => lockId(lock) === chosenId) ?? null;
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
        <>
          <Datatable
            label="Sign-in locks"
            rows={rows}
            columns={columns}
            filterColumns={['account', 'address']}
            viewId="sign-in-locks"
            onRowSelect={(row) => setChosenId(row.id)}
            onRowActivate={(row) => setChosenId(row.id)}
          />
          <div className={styles.chosen} aria-live="polite">
            {chosen ? (
              <Button
                variant="quiet"
                tone="danger"
                aria-label={`Lift the lock on ${who(chosen)} from ${where(chosen)}`}
                onClick={() => openModal(confirmId)}
              >
                Lift the lock on {who(chosen)} from {where(chosen)}
              </Button>
            ) : (
              <p className={styles.note}>Choose a lock to lift it.</p>
            )}
          </div>
        </>
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
