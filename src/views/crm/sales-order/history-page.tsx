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
const columns: DatatableColumn<SalesEvent>[] = [
  { id: 'create_datetime', title: 'When', width: 150 },
  { id: 'number', title: 'Document', width: 110 },
  { id: 'kind', title: 'Type', width: 140, format: (v) => kinds[String(v)] ?? String(v) },
  { id: 'employer_name', title: 'Customer', width: 230 },
  { id: 'action', title: 'Step', width: 140 },
  { id: 'from_status', title: 'From', width: 90, format: (v) => (v ? statusLabel(String(v)) : '') },
  { id: 'to_status', title: 'To', width: 90, format: (v) => statusLabel(String(v)) },
  { id: 'user_name', title: 'By', width: 160 },
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
      />
    </div>
  );
};
