import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { DebugLauncher } from './debug-launcher';
import { Icon } from './icons';
import { Logo } from './logo';
import { NotificationMenu } from './notification-menu';
import { SoftphoneSlot } from './softphone-slot';
import { StateReporter } from './state-reporter';
import { SwitchProfileDialog } from './switch-profile-dialog';
import { UserMenu } from './user-menu';
import styles from './header.module.css';
import { IconButton } from '../kit/ui/icon-button';

/** Spec §2 header. The large variant (admin layout) adds the menu toggle and the customer-info toggle. */
export const Header = ({ variant = 'large' }: { variant?: 'large' | 'compact' }) => {
  const { layout } = useAppActors();
  const mainOpen = useSelector(layout, (s) => s.context.mainOpen);
  const customerInfoOpen = useSelector(layout, (s) => s.context.customerInfoOpen);
  // Which dialog is open is a matter of this header alone, not of any domain actor.
  const [switching, setSwitching] = useState(false);
  const large = variant === 'large';
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <Logo />
        {large && (
          <IconButton
            label="Toggle menu"
            className={styles.iconButton}
            aria-expanded={mainOpen}
            aria-controls="sidebar"
            onClick={() => layout.send({ type: 'layout.toggle' })}
          >
            <Icon name="menu" />
          </IconButton>
        )}
      </div>
      <div className={styles.end}>
        {/* First, in a right-aligned row: the dock's width is known only once it loads, and it grows leftwards
            without moving the buttons after it. */}
        {large && <SoftphoneSlot />}
        {large && (
          <IconButton
            label="Customer information"
            className={styles.iconButton}
            aria-expanded={customerInfoOpen}
            aria-controls="customer-info"
            onClick={() => layout.send({ type: 'layout.toggleCustomerInfo' })}
          >
            <Icon name="info" />
          </IconButton>
        )}
        {large && <DebugLauncher />}
        <NotificationMenu />
        <UserMenu onSwitchProfile={() => setSwitching(true)} showSideChoice={large} />
      </div>
      <SwitchProfileDialog open={switching} onOpenChange={setSwitching} />
      <StateReporter />
    </header>
  );
};
