import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useNavigate } from '../kit/use-navigate';
import { DropdownMenu } from 'radix-ui';
import { notificationMenuWidth } from '../../config/constants';
import { formatDateTime } from '../../config/format';
import { messages } from '../../config/messages';
import { notificationFeedMachine } from '../../machines/notification-feed.machine';
import { Icon } from './icons';
import styles from './menu.module.css';
import feedStyles from './notification-menu.module.css';

/** How many of the latest notifications the dropdown lists. */
const latest = 6;

/**
 * Spec §2: the header's notification dropdown, 400 px wide: the unread count on the bell and the latest
 * notifications, read again hourly and when the service pushes one (the notificationFeed machine).
 */
export const NotificationMenu = () => {
  const navigate = useNavigate();
  const feed = useScreenActor(notificationFeedMachine, { input: { limit: latest } });
  const rows = useSelector(feed, (s) => s.context.rows);
  const unread = useSelector(feed, (s) => s.context.unread);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={`${styles.trigger} ${feedStyles.bell}`}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className={feedStyles.badge} data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={6}
          style={{ width: `min(${notificationMenuWidth}px, calc(100vw - 16px))` }}
        >
          <DropdownMenu.Label className={styles.label}>
            Notifications{unread ? ` (${unread} unread)` : ''}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {rows.length === 0 && <p className={styles.empty}>{messages.noNotifications}</p>}
          {rows.map((n) => (
            <DropdownMenu.Item
              key={n.id}
              className={`${styles.item} ${feedStyles.entry}`}
              onSelect={() => {
                if (n.status === 'Unread') feed.send({ type: 'feed.read', id: n.id });
                if (n.link) navigate(n.link);
              }}
            >
              <span className={n.status === 'Unread' ? feedStyles.unread : undefined}>{n.subject}</span>
              <span className={feedStyles.meta}>
                {n.message} · {formatDateTime(n.create_datetime)}
              </span>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          {unread > 0 && (
            <DropdownMenu.Item className={styles.item} onSelect={() => feed.send({ type: 'feed.readAll' })}>
              Mark all read
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={styles.item}
            onSelect={() => navigate('/notifications/notification-list')}
          >
            See all notifications
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
