import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { messages } from '../../config/messages';
import { Icon } from './icons';
import styles from './customer-info-panel.module.css';
import { IconButton } from '../kit/ui/button';

/** The customer-info side panel the header toggles (spec §2); the customer area fills it in a later issue. */
export const CustomerInfoPanel = () => {
  const { layout } = useAppActors();
  const open = useSelector(layout, (s) => s.context.customerInfoOpen);
  if (!open) return null;
  return (
    <aside id="customer-info" className={styles.panel} aria-labelledby="customer-info-title">
      <div className={styles.head}>
        <h2 id="customer-info-title" className={styles.title}>
          Customer information
        </h2>
        <IconButton
          label="Close customer information"
          className={styles.close}
          size="sm"
          onClick={() => layout.send({ type: 'layout.toggleCustomerInfo' })}
        >
          <Icon name="close" size={18} />
        </IconButton>
      </div>
      <p className={styles.text}>{messages.noCustomerSelected}</p>
    </aside>
  );
};
