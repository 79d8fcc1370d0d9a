import { Link } from 'wouter';
import type { CustomerDetails } from '../../contracts/internal-org/entities';
import type { DatatableColumn } from '../kit/datatable/columns';
import { TablePane } from '../kit/shared/table-pane';
import { useNavigate } from '../kit/use-navigate';

type Sale = CustomerDetails['sales'][number];

const rand = (cents: number) =>
  `R ${(cents / 100).toLocaleString('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const salesRoute: Record<string, string> = {
  rfq: '/sales-order/request',
  quote: '/sales-order/quote',
  order: '/sales-order/order',
};
const kindLabel: Record<string, string> = { rfq: 'Request for quote', quote: 'Quote', order: 'Order' };
const routeOf = (s: Sale) => salesRoute[s.kind] ?? '/sales-order/transaction-history';

const columns: DatatableColumn<Sale>[] = [
  { id: 'number', title: 'Number', fit: true },
  { id: 'kind', title: 'Kind', fit: true, format: (v) => kindLabel[String(v)] ?? String(v) },
  { id: 'title', title: 'Title', grow: true, width: 240 },
  { id: 'status', title: 'Status', fit: true },
  { id: 'total_cents', title: 'Total', fit: true, format: (v) => rand(Number(v)) },
];

/** A customer's sales documents; choosing one offers the list it sits in, Enter or a double-click opens it. */
export const CustomerSales = ({ sales }: { sales: readonly Sale[] }) => {
  const navigate = useNavigate();
  return (
    <TablePane
      title="Sales orders"
      rows={sales}
      columns={columns}
      keyOf={(s) => s.id}
      countNoun="sales documents"
      empty="There are no records."
      hint="Choose a sales document to open it, or press Enter on it."
      actions={(s) => <Link href={routeOf(s)}>Open {s.number}</Link>}
      onRowActivate={(s) => navigate(routeOf(s))}
    />
  );
};
