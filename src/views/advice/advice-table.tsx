import { useMemo } from 'react';
import { adviceStatusLabels, type AdviceListRow } from '../../contracts/advice';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { useNavigate } from '../kit/use-navigate';
import styles from './advice.module.css';
import { shortDate } from './format';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

type AdviceLine = AdviceListRow & { number: string; state: string; updated: string };
const adviceLine = (r: AdviceListRow): AdviceLine => ({
  ...r,
  number: `ADV-${String(r.advice_id).padStart(6, '0')}`,
  state: adviceStatusLabels[r.status],
  updated: shortDate(r.updated_at),
});
const columns: DatatableColumn<AdviceLine>[] = [
  { id: 'number', title: 'Advice', fit: true },
  { id: 'employee_name', title: 'Employee', grow: true, width: 180 },
  { id: 'state', title: 'Status', fit: true },
  { id: 'adviser_name', title: 'Adviser', fit: { maxWidth: 220 } },
  { id: 'documents', title: 'Documents', fit: true },
  { id: 'updated', title: 'Updated', fit: true },
];
const address = (r: AdviceListRow) => `/advice/document/${r.advice_id}`;

/** A list of advice; choosing one offers its link under the table (a canvas row holds none), Enter opens it. */
export const AdviceTable = ({ rows }: { rows: AdviceListRow[] }) => {
  const lines = useMemo(() => rows.map(adviceLine), [rows]);
  const [chosen, setChosenId] = useChosenRow(lines, (r) => r.advice_id);
  const navigate = useNavigate();
  return (
    <>
      <Datatable
        label="Advice"
        rows={lines}
        columns={columns}
        filterColumns={['number', 'employee_name', 'adviser_name']}
        viewId="advice-list"
        onRowSelect={(r) => setChosenId(r.advice_id)}
        onRowActivate={(r) => navigate(address(r))}
      />
      <p className={styles.muted} aria-live="polite">
        {chosen ? (
          // It opens another screen: a link, so it can open in a new tab as well.
          <a className={styles.link} href={`#${address(chosen)}`}>
            Open {chosen.number} ({chosen.employee_name})
          </a>
        ) : (
          lines.length > 0 && 'Choose an advice to open it.'
        )}
      </p>
    </>
  );
};
