import type { SalesDocument } from '../../../contracts/sales';
import type { SalesAction } from '../../../machines/sales-desk.machine';
import { LoadingButton } from '../../kit/loading-button';
import { RfqDispatchControl } from '../crm-more/rfq-dispatch-control';
import { rand, statusLabel } from './money';
import styles from '../../kit/shared/page.module.css';
import { DetailTable } from '../../kit/detail-table/detail-table';

type Step = { label: string; action: SalesAction; variant?: 'secondary' };

/** The next steps a document allows in its current status (the flow RFQ → quote → order). */
function stepsFor(d: SalesDocument): Step[] {
  if (d.kind === 'rfq' && d.status === 'open')
    return [{ label: 'Cancel request', action: { op: 'rfq.cancel', id: d.id }, variant: 'secondary' }];
  if (d.kind === 'quote' && d.status === 'issued')
    return [
      { label: 'Accept quote', action: { op: 'quote.decide', id: d.id, decision: 'accept' } },
      {
        label: 'Reject quote',
        action: { op: 'quote.decide', id: d.id, decision: 'reject' },
        variant: 'secondary',
      },
    ];
  if (d.kind === 'quote' && d.status === 'accepted')
    return [{ label: 'Create order', action: { op: 'order.create', quoteId: d.id } }];
  if (d.kind === 'order' && d.status === 'open')
    return [
      { label: 'Mark fulfilled', action: { op: 'order.update', id: d.id, status: 'fulfilled' } },
      {
        label: 'Cancel order',
        action: { op: 'order.update', id: d.id, status: 'cancelled' },
        variant: 'secondary',
      },
    ];
  return [];
}

type DocumentDetailProps = { document: SalesDocument; busy: boolean; onAct: (action: SalesAction) => void };

export const DocumentDetail = ({ document: d, busy, onAct }: DocumentDetailProps) => (
  <section aria-label={`${d.number} details`} className={styles.pane}>
    <h2 className={styles.subtitle}>
      {d.number}: {d.title}
    </h2>
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>Status</dt>
        <dd data-testid="document-status">{statusLabel(d.status)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Customer</dt>
        <dd style={{ fontSize: 16 }}>{d.employer_name}</dd>
      </div>
      {d.source_number && (
        <div className={styles.stat}>
          <dt>From</dt>
          <dd style={{ fontSize: 16 }}>{d.source_number}</dd>
        </div>
      )}
      {d.kind !== 'rfq' && (
        <div className={styles.stat}>
          <dt>Total</dt>
          <dd style={{ fontSize: 16 }}>{rand(d.total_cents)}</dd>
        </div>
      )}
    </dl>
    <DetailTable style={{ width: '100%', marginTop: 12, borderCollapse: 'collapse' }}>
      <caption className="visually-hidden">Lines of {d.number}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Description
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Quantity
          </th>
          {d.kind !== 'rfq' && (
            <th scope="col" style={{ textAlign: 'right' }}>
              Unit price
            </th>
          )}
          {d.kind !== 'rfq' && (
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {d.lines.map((l, i) => (
          <tr key={i}>
            <td>{l.description}</td>
            <td style={{ textAlign: 'right' }}>{l.quantity}</td>
            {d.kind !== 'rfq' && <td style={{ textAlign: 'right' }}>{rand(l.unit_price)}</td>}
            {d.kind !== 'rfq' && <td style={{ textAlign: 'right' }}>{rand(l.unit_price * l.quantity)}</td>}
          </tr>
        ))}
      </tbody>
    </DetailTable>
    {d.notes && <p className={styles.note}>{d.notes}</p>}
    <div className={styles.actions}>
      {stepsFor(d).map((s) => (
        <LoadingButton
          key={s.label}
          loading={busy}
          variant={s.variant}
          loadingText="Please wait"
          onClick={() => onAct(s.action)}
        >
          {s.label}
        </LoadingButton>
      ))}
    </div>
    {d.kind === 'rfq' && d.status === 'open' && <RfqDispatchControl key={d.id} rfqId={d.id} />}
  </section>
);
