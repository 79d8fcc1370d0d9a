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
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Toggle menu"
            aria-expanded={mainOpen}
            aria-controls="sidebar"
            onClick={() => layout.send({ type: 'layout.toggle' })}
          >
            <Icon name="menu" />
          </button>
        )}
      </div>
      <div className={styles.end}>
        {large && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Customer information"
            aria-expanded={customerInfoOpen}
            aria-controls="customer-info"
            onClick={() => layout.send({ type: 'layout.toggleCustomerInfo' })}
          >
            <Icon name="info" />
          </button>
        )}
        {large && <SoftphoneSlot />}
        {large && <DebugLauncher />}
        <NotificationMenu />
        <UserMenu onSwitchProfile={() => setSwitching(true)} showSideChoice={large} />
      </div>
      <SwitchProfileDialog open={switching} onOpenChange={setSwitching} />
      <StateReporter />
    </header>
  );
};
