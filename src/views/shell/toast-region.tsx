import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { Icon } from './icons';
import styles from './toast-region.module.css';

/** The notifications actor's toasts. Errors are alerts (read at once); the rest are polite status messages. */
export const ToastRegion = () => {
  const { notifications } = useAppActors();
  const toasts = useSelector(notifications, (s) => s.context.toasts);
  return (
    <section className={styles.region} aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[toast.kind]}`}
        >
          <span className={styles.text}>{toast.text}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss notification"
            onClick={() => notifications.send({ type: 'toast.dismiss', id: toast.id })}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
};
