import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { formatDateTime } from '../../../config/format';
import { notificationFeedMachine } from '../../../machines/notification-feed.machine';
import { Breadcrumb } from '../../kit/breadcrumb';
import { LoadingButton } from '../../kit/loading-button';
import page from '../../kit/shared/page.module.css';
import styles from '../admin.module.css';
import { TableHead } from '../../kit/table-head';
import { Button } from '../../kit/ui/button';
import { PageHeader } from '../../kit/ui/surfaces';

type Tab = 'Unread' | 'Read';

/** /notifications/notification-list — the user's notifications, unread and read; mark one or all read. */
export const NotificationList = ({ route }: ScreenProps) => {
  const feed = useActorRef(notificationFeedMachine, { input: { limit: 500 } });
  const rows = useSelector(feed, (s) => s.context.rows);
  const unread = useSelector(feed, (s) => s.context.unread);
  const error = useSelector(feed, (s) => s.context.error);
  const marking = useSelector(feed, (s) => s.hasTag('marking'));
  const loading = useSelector(feed, (s) => s.matches('loading'));
  const [tab, setTab] = useState<Tab>('Unread');
  const shown = rows.filter((n) => n.status === tab);
  return (
    <div className={page.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Notifications"
        actions={
          <LoadingButton
            loading={marking}
            loadingText="Marking"
            disabled={unread === 0}
            onClick={() => feed.send({ type: 'feed.readAll' })}
          >
            Mark all read
          </LoadingButton>
        }
      />
      {error && (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      )}
      <div role="tablist" aria-label="Notification status" className={styles.tabs}>
        {(['Unread', 'Read'] as const).map((t) => (
          <Button
            key={t}
            role="tab"
            // The chosen tab stands out as a bordered button, the other recedes: no primary, it is not an action.
            variant={tab === t ? 'secondary' : 'quiet'}
            aria-selected={tab === t}
            onClick={() => setTab(t)}
          >
            {t === 'Unread' ? `Unread (${unread})` : 'Read'}
          </Button>
        ))}
      </div>
      <table className={styles.table} aria-busy={loading} aria-label={`${tab} notifications`}>
        <TableHead columns={['Subject', 'Message', 'Received']} actions />
        <tbody>
          {shown.map((n) => (
            <tr key={n.id} className={n.status === 'Unread' ? styles.unread : undefined}>
              <td>{n.link ? <a href={`#${n.link}`}>{n.subject}</a> : n.subject}</td>
              <td>{n.message}</td>
              <td>{formatDateTime(n.create_datetime)}</td>
              <td>
                {n.status === 'Unread' && (
                  <Button
                    variant="quiet"
                    size="sm"
                    disabled={marking}
                    aria-label={`Mark ${n.subject} read`}
                    onClick={() => feed.send({ type: 'feed.read', id: n.id })}
                  >
                    Mark read
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {!loading && shown.length === 0 && (
            <tr>
              <td colSpan={4}>There are no records.</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
};
