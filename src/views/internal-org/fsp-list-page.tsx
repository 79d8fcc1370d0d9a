import { useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { useNavigate } from '../kit/use-navigate';
import { trailFor } from '../../config/breadcrumbs';
import type { Fsp } from '../../contracts/internal-org/entities';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { SearchBox } from '../kit/search-box/search-box';
import { useInternalList } from './use-internal-list';
import styles from '../kit/shared/page.module.css';
import { useMayDo } from '../kit/permission/use-permission';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

type Row = Fsp & { categories: string };
const statusLabel: Record<Fsp['status'], string> = {
  authorised: 'Authorised',
  suspended: 'Suspended',
  lapsed: 'Lapsed',
};
const columns: DatatableColumn<Row>[] = [
  { id: 'fsp_number', title: 'FSP number', width: 100 },
  { id: 'name', title: 'Name', width: 280 },
  { id: 'categories', title: 'Licence categories', width: 380 },
  { id: 'status', title: 'Status', width: 100, format: (v) => statusLabel[v as Fsp['status']] ?? String(v) },
  { id: 'city', title: 'City', width: 120 },
  { id: 'representatives_count', title: 'Representatives', width: 120 },
];

/** /fsp/fsp-list: the FSP register (GET fsp get_100 for the first 100; a search asks the service). */
export const FspListPage = ({ route }: ScreenProps) => {
  const navigate = useNavigate();
  const canEdit = useMayDo('fsp.edit');
  const list = useInternalList<Fsp[]>({ list: 'fsps' });
  // The service searches; the table only needs the text to say "no match" rather than "no records".
  const [query, setQuery] = useState('');
  const rows: Row[] = (list.data ?? []).map((f) => ({ ...f, categories: f.licence_categories.join(', ') }));
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Financial Service Providers"
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => navigate('/fsp/fsp-home/-1')}>
              New FSP
            </Button>
          )
        }
      />
      <div style={{ maxWidth: 420 }}>
        <SearchBox
          label="Search the FSP register"
          placeholder="Name, trading name or FSP number"
          onSearch={(e) => {
            const text = e.type === 'clear' ? '' : String(e.data ?? '');
            setQuery(text);
            list.reload({ query: text });
          }}
        />
      </div>
      {list.error && (
        <p role="alert" className={styles.alert}>
          {list.error}
        </p>
      )}
      <p className={styles.note}>Press Enter on a row (or double-click it) to open the FSP.</p>
      <Datatable
        label="FSP register"
        rows={rows}
        columns={columns}
        viewId="fsp-list"
        loading={list.busy}
        searchText={query}
        onRowActivate={(row) => navigate(`/fsp/fsp-home/${row.id}`)}
      />
    </div>
  );
};
