import type { CaseSla } from '../../contracts/workflow/sla';
import { formatDateTime } from '../../rules/kit-format';
import { slaLabel } from '../../rules/sla-label';
import styles from './sla-badge.module.css';

/** The SLA as a badge: colour and text together, the due time on hover and for screen readers. */
export const SlaBadge = ({ sla }: { sla: CaseSla | null }) => {
  if (!sla) return <span>—</span>;
  const due = sla.target === 'response' ? sla.response_due : sla.resolution_due;
  const title = `${sla.target === 'response' ? 'Response' : 'Resolution'} due ${formatDateTime(due)}`;
  return (
    <span className={`${styles.badge} ${styles[sla.state]}`} title={title} data-sla-state={sla.state}>
      {slaLabel(sla)}
      <span className="visually-hidden">. {title}</span>
    </span>
  );
};
