import type { Premium } from '../../contracts/advice';
import { rand } from './format';
import styles from './advice.module.css';
import { TableHead } from '../kit/table-head';
import { DetailTable } from '../kit/detail-table/detail-table';

type Props = {
  premiums: readonly Premium[] | null;
  /** Plan names by scheme id (the comparison's schemes). */
  names: ReadonlyMap<number, string>;
  loading: boolean;
  error: string | null;
};

/**
 * What each compared plan costs this family a month, as get_premium_from_scheme_id works it out: the main
 * member, the adult dependants and the children the scheme charges (most charge at most three).
 */
export const PremiumTable = ({ premiums, names, loading, error }: Props) => {
  if (error) return <p className={styles.error}>{error}</p>;
  if (loading || premiums === null) return <p aria-live="polite">Pricing the plans for this family…</p>;
  return (
    <DetailTable className={styles.table} aria-label="Premium for this family" style={{ marginTop: 12 }}>
      <caption className={styles.label} style={{ textAlign: 'left' }}>
        Premium for this family
      </caption>
      <TableHead
        columns={['Plan', 'Main member', 'Adult dependants', 'Children (charged)', 'Monthly total']}
      />
      <tbody>
        {premiums.map((p) => (
          <tr key={p.scheme_id}>
            <th scope="row">{names.get(p.scheme_id) ?? `Plan ${p.scheme_id}`}</th>
            <td>{rand(p.member)}</td>
            <td>
              {p.adults} · {rand(p.adults_total)}
            </td>
            <td>
              {p.children} ({p.charged_children} charged) · {rand(p.children_total)}
            </td>
            <td>
              <strong>{rand(p.total)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </DetailTable>
  );
};
