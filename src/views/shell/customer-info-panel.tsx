import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { messages } from '../../config/messages';
import { Icon } from './icons';
import styles from './customer-info-panel.module.css';

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
        <button
          type="button"
          className={styles.close}
          aria-label="Close customer information"
          onClick={() => layout.send({ type: 'layout.toggleCustomerInfo' })}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <p className={styles.text}>{messages.noCustomerSelected}</p>
    </aside>
  );
};
