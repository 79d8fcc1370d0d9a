import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import type { Notification } from '../../../contracts/workflow-admin/notifications';
import { notificationFeedMachine } from '../../../machines/notification-feed.machine';
import { Breadcrumb } from '../../kit/breadcrumb';
import { Datatable } from '../../kit/datatable/datatable';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { LoadingButton } from '../../kit/loading-button';
import page from '../../kit/shared/page.module.css';
import styles from '../admin.module.css';
import { Button } from '../../kit/ui/button';
import { PageHeader } from '../../kit/ui/surfaces';
import { useNavigate } from '../../kit/use-navigate';
import { useChosenRow } from '../../kit/datatable/use-chosen-row';

type Tab = 'Unread' | 'Read';

const columns: DatatableColumn<Notification>[] = [
  { id: 'subject', title: 'Subject', width: 260 },
  { id: 'message', title: 'Message', grow: true, width: 240 },
  { id: 'create_datetime', title: 'Received', fit: true, format: 'datetime' },
];

/**
 * /notifications/notification-list — the user's notifications, unread and read; mark one or all read. A canvas
 * row holds no link or button: choosing a notification offers its Open and Mark read under the table.
 */
export const NotificationList = ({ route }: ScreenProps) => {
  const feed = useScreenActor(notificationFeedMachine, { input: { limit: 500 } });
  const rows = useSelector(feed, (s) => s.context.rows);
  const unread = useSelector(feed, (s) => s.context.unread);
  const error = useSelector(feed, (s) => s.context.error);
  const marking = useSelector(feed, (s) => s.hasTag('marking'));
  const loading = useSelector(feed, (s) => s.matches('loading'));
  const [tab, setTab] = useState<Tab>('Unread');
  const shown = rows.filter((n) => n.status === tab);
  const [chosen, setChosenId] = useChosenRow(shown, (n) => n.id);
  const navigate = useNavigate();
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
      <Datatable
        key={tab}
        label={`${tab} notifications`}
        rows={shown}
        columns={columns}
        filterColumns={['subject', 'message']}
        viewId="notification-list"
        loading={loading}
        onRowSelect={(n) => setChosenId(n.id)}
        onRowActivate={(n) => {
          setChosenId(n.id);
          if (n.link) navigate(n.link);
        }}
      />
      <p className={page.note} aria-live="polite">
        {chosen ? (
          <>
            {chosen.link && <a href={`#${chosen.link}`}>Open {chosen.subject}</a>}{' '}
            {chosen.status === 'Unread' && (
              <Button
                variant="quiet"
                size="sm"
                disabled={marking}
                aria-label={`Mark ${chosen.subject} read`}
                onClick={() => feed.send({ type: 'feed.read', id: chosen.id })}
              >
                Mark read
              </Button>
            )}
          </>
        ) : (
          'Choose a notification to open it or mark it read.'
        )}
      </p>
    </div>
  );
};
