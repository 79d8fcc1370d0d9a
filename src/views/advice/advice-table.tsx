import { adviceStatusLabels, type AdviceListRow } from '../../contracts/advice';
import styles from './advice.module.css';
import { shortDate } from './format';

export const AdviceTable = ({ rows }: { rows: AdviceListRow[] }) => {
  return (
    <table className={styles.table} aria-label="Advice">
      <thead>
        <tr>
          <th>Advice</th>
          <th>Employee</th>
          <th>Status</th>
          <th>Adviser</th>
          <th>Documents</th>
          <th>Updated</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={6}>There are no records.</td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={r.advice_id}>
            <td>
              {/* It opens another screen: a link, so it can open in a new tab as well. */}
              <a className={styles.link} href={`#/advice/document/${r.advice_id}`}>
                ADV-{String(r.advice_id).padStart(6, '0')}
              </a>
            </td>
            <td>{r.employee_name}</td>
            <td>{adviceStatusLabels[r.status]}</td>
            <td>{r.adviser_name}</td>
            <td>{r.documents}</td>
            <td>{shortDate(r.updated_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
