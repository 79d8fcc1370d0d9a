import type { StockMovement } from '../../../contracts/crm-more';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { Datatable } from '../../kit/datatable/datatable';

export const stockKindLabels: Record<string, string> = {
  received: 'Received',
  sold: 'Sold',
  adjusted: 'Adjusted',
};
const columns: DatatableColumn<StockMovement>[] = [
  { id: 'create_datetime', title: 'When', width: 150 },
  { id: 'offering_name', title: 'Offering', width: 230 },
  { id: 'kind', title: 'Movement', width: 110, format: (v) => stockKindLabels[String(v)] ?? String(v) },
  {
    id: 'quantity',
    title: 'Quantity',
    width: 90,
    format: (v) => (Number(v) > 0 ? `+${String(v)}` : String(v)),
  },
  { id: 'balance', title: 'Balance', width: 90 },
  { id: 'note', title: 'Note', width: 220 },
  { id: 'user_name', title: 'By', width: 160 },
];

/** Stock movements in the kit datatable, searchable by offering, note and user. */
export const StockTable = ({
  rows,
  loading,
  viewId,
}: {
  rows: readonly StockMovement[];
  loading: boolean;
  viewId: string;
}) => (
  <Datatable
    label="Stock movements"
    rows={rows}
    columns={columns}
    filterColumns={['offering_name', 'kind', 'note', 'user_name']}
    viewId={viewId}
    loading={loading}
  />
);
