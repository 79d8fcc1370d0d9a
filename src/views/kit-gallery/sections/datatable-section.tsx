import { useId, useMemo, useState } from 'react';
import { Datatable } from '../../kit/datatable/datatable';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { demoRows, type DemoRow } from '../demo-data';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';
import { Button } from '../../kit/ui/button';

export const demoColumns: DatatableColumn<DemoRow>[] = [
  { id: 'id', title: 'No.', width: 80 },
  { id: 'employer', title: 'Employer' },
  { id: 'scheme', title: 'Scheme' },
  { id: 'city', title: 'City' },
  { id: 'status', title: 'Status', width: 130 },
  { id: 'create_datetime', title: 'Created', width: 150 },
  { id: 'time_taken', title: 'Time taken', width: 170 },
];
export const demoFilterColumns = ['employer', 'scheme', 'city', 'status'] as const;
const emptyStatus = { columns: ['status'], replacement: 'Not set' };

export const DatatableSection = () => {
  const id = useId();
  const all = useMemo(() => demoRows(57), []);
  const [empty, setEmpty] = useState(false);
  const [caseKey, setCaseKey] = useState('my_cases');
  const [resetFlag, setResetFlag] = useState(false);
  const [page, setPage] = useState('');
  const [activated, setActivated] = useState('');
  return (
    <GallerySection
      name="Paginated datatable"
      summary="10 rows a page; filter on employer, scheme, city and status; empty statuses read 'Not set'; sort kept in the browser."
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-case`}>Case</label>
          <select
            id={`${id}-case`}
            className={styles.select}
            value={caseKey}
            onChange={(e) => setCaseKey(e.target.value)}
          >
            <option value="my_cases">My cases</option>
            <option value="wg_cases">Workgroup cases</option>
          </select>
        </div>
        <Button onClick={() => setResetFlag((f) => !f)}>Toggle reset flag</Button>
        <Button aria-pressed={empty} onClick={() => setEmpty((e) => !e)}>
          {empty ? 'Load the records' : 'Show an empty data set'}
        </Button>
      </div>
      <Datatable<DemoRow>
        label="Employer cases"
        viewId="kit-gallery-cases"
        rows={empty ? [] : all}
        columns={demoColumns}
        filterColumns={demoFilterColumns}
        emptyValues={emptyStatus}
        caseKey={caseKey}
        resetFlag={resetFlag}
        onPageChange={(n) => setPage(String(n))}
        onRowActivate={(row) => setActivated(`${row.employer} (${row.city})`)}
      />
      <EventLog label="page_number" value={page} />
      <EventLog label="Activated row" value={activated} />
    </GallerySection>
  );
};
