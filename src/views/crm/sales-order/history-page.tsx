import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import type { SalesEvent } from '../../../contracts/sales';
import { Breadcrumb } from '../../kit/breadcrumb';
import { useQuery } from '../../kit/use-query';
import { Datatable } from '../../kit/datatable/datatable';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { statusLabel } from './money';
import styles from '../../kit/shared/page.module.css';

const kinds: Record<string, string> = { rfq: 'Request for quote', quote: 'Quote', order: 'Order' };
/** Sized to what each column shows, in rows of two lines, so no date, status or name is cut (as on the desk). */
const columns: DatatableColumn<SalesEvent>[] = [
  { id: 'create_datetime', title: 'When', fit: true },
  { id: 'number', title: 'Document', fit: true },
  { id: 'kind', title: 'Type', fit: true, format: (v) => kinds[String(v)] ?? String(v) },
  { id: 'employer_name', title: 'Customer', width: 200, grow: true },
  { id: 'action', title: 'Step', fit: true },
  { id: 'from_status', title: 'From', fit: true, format: (v) => (v ? statusLabel(String(v)) : '') },
  { id: 'to_status', title: 'To', fit: true, format: (v) => statusLabel(String(v)) },
  { id: 'user_name', title: 'By', fit: { maxWidth: 180 } },
];

/** Transaction History: every step of every request, quote and order in the tenant, newest first. */
export const HistoryPage = ({ route }: ScreenProps) => {
  const history = useQuery('sales.history', null);
  // A refused read shows an empty table, as before: the catalogue's toast says why.
  const events = history.error ? [] : history.data;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>Transaction History</h1>
      <Datatable
        label="Transaction history"
        rows={events ?? []}
        columns={columns}
        filterColumns={['number', 'employer_name', 'action', 'to_status', 'user_name']}
        viewId="sales-history"
        loading={events === null}
        rowLines={2}
      />
    </div>
  );
};
