import { DropdownMenu } from 'radix-ui';
import { notificationMenuWidth } from '../../config/constants';
import { messages } from '../../config/messages';
import { Icon } from './icons';
import styles from './menu.module.css';

/** Spec §2: the header's notification dropdown, 400 px wide. Its feed arrives with the notifications issue. */
export const NotificationMenu = () => (
  <DropdownMenu.Root>
    <DropdownMenu.Trigger className={styles.trigger} aria-label="Notifications">
      <Icon name="bell" />
    </DropdownMenu.Trigger>
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        className={styles.content}
        align="end"
        sideOffset={6}
        style={{ width: `min(${notificationMenuWidth}px, calc(100vw - 16px))` }}
      >
        <DropdownMenu.Label className={styles.label}>Notifications</DropdownMenu.Label>
        <DropdownMenu.Separator className={styles.separator} />
        <p className={styles.empty}>{messages.noNotifications}</p>
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  </DropdownMenu.Root>
);
