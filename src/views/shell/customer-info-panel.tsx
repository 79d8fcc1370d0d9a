import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { messages } from '../../config/messages';
import { labels } from '../../config/labels';
import type { PartyInView } from '../../machines/layout.machine';
import { Icon } from './icons';
import styles from './customer-info-panel.module.css';
import { IconButton } from '../kit/ui/icon-button';
import { PartyLatest } from './party-latest';

const nouns: Record<PartyInView['type'], string> = {
  employer: labels.customer,
  contact: 'Contact',
  employee: 'Employee',
};

/**
 * The customer-info side panel the header toggles (spec §2): the customer, contact or employee the screen is
 * about (a record's page, a case's party), with their latest touches, or why there is none.
 */
export const CustomerInfoPanel = () => {
  const { layout } = useAppActors();
  const open = useSelector(layout, (s) => s.context.customerInfoOpen);
  const party = useSelector(layout, (s) => s.context.partyInView);
  if (!open) return null;
  const noun = party ? nouns[party.type] : labels.customer;
  return (
    <aside id="customer-info" className={styles.panel} aria-labelledby="customer-info-title">
      <div className={styles.head}>
        <h2 id="customer-info-title" className={styles.title}>
          {noun} information
        </h2>
        <IconButton
          label={`Close ${noun.toLowerCase()} information`}
          className={styles.close}
          size="sm"
          onClick={() => layout.send({ type: 'layout.toggleCustomerInfo' })}
        >
          <Icon name="close" size={18} />
        </IconButton>
      </div>
      {party ? (
        <PartyLatest key={`${party.type}:${party.id}`} party={party} />
      ) : (
        <p className={styles.text}>{messages.noCustomerSelected}</p>
      )}
    </aside>
  );
};
