import type { EmployeeHit } from '../../contracts/advice/types';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { useNavigate } from '../kit/use-navigate';
import styles from './advice.module.css';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

const columns: DatatableColumn<EmployeeHit>[] = [
  { id: 'name', title: 'Employee', grow: true, width: 180 },
  { id: 'employee_number', title: 'Number', fit: true },
  { id: 'employer_name', title: 'Employer', fit: { maxWidth: 260 } },
  { id: 'email', title: 'E-mail', fit: { maxWidth: 300 } },
];
const address = (h: EmployeeHit) => `/advice/employee/${h.employee_id}`;

/** The employees a search found; choosing one offers its link under the table, Enter opens it. */
export const EmployeesFound = ({ hits, searched }: { hits: EmployeeHit[]; searched: string }) => {
  const [chosen, setChosenId] = useChosenRow(hits, (h) => h.employee_id);
  const navigate = useNavigate();
  return (
    <>
      <Datatable
        label="Employees found"
        rows={hits}
        columns={columns}
        filterColumns={['name', 'employee_number', 'employer_name']}
        viewId="advice-employees-found"
        searchText={searched}
        onRowSelect={(h) => setChosenId(h.employee_id)}
        onRowActivate={(h) => navigate(address(h))}
      />
      <p className={styles.muted} aria-live="polite">
        {chosen ? (
          <a className={styles.link} href={`#${address(chosen)}`}>
            Open {chosen.name} ({chosen.employee_number})
          </a>
        ) : (
          hits.length > 0 && 'Choose an employee to open their page.'
        )}
      </p>
    </>
  );
};
