import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { Icon } from './icons';
import styles from './toast-region.module.css';
import { IconButton } from '../kit/ui/icon-button';

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
          <IconButton
            label="Dismiss notification"
            className={styles.dismiss}
            size="sm"
            onClick={() => notifications.send({ type: 'toast.dismiss', id: toast.id })}
          >
            <Icon name="close" size={16} />
          </IconButton>
        </div>
      ))}
    </section>
  );
};
