import type { AdviceEmployee } from '../../machines/reads';
import styles from './advice.module.css';
import { TableHead } from '../kit/table-head';
import { DetailTable } from '../kit/detail-table/detail-table';

const relationshipWords = { spouse: 'Spouse', child: 'Child', adult: 'Adult dependant' } as const;

/**
 * The family the plans are priced for, beside the needs: the main member and the dependants a scheme would cover
 * with them (get_potential_member_dependents), counted as the scheme charges them (get_filters_from_employee_id).
 */
export const FamilyCard = ({ employee }: { employee: AdviceEmployee }) => {
  const { contact, filters, dependants } = employee;
  return (
    <section aria-labelledby="family-title" style={{ marginBottom: 16 }}>
      <h3 id="family-title" className={styles.label}>
        Family on the plan
      </h3>
      <p className={styles.muted}>
        Priced for the main member, {filters.adult_dependent} adult and {filters.child_dependent} child
        dependant{filters.child_dependent === 1 ? '' : 's'}.
      </p>
      <DetailTable className={styles.table} aria-label="Family on the plan">
        <TableHead columns={['Name', 'Relationship', 'Age', 'Priced as']} />
        <tbody>
          <tr>
            <td>{contact.name}</td>
            <td>Main member</td>
            <td>{contact.age}</td>
            <td>Member</td>
          </tr>
          {dependants.map((d) => (
            <tr key={d.dependant_id}>
              <td>{d.name}</td>
              <td>{relationshipWords[d.relationship]}</td>
              <td>{d.age}</td>
              <td>
                {d.counted_as === 'adult' ? 'Adult' : 'Child'}
                {d.note ? ` · ${d.note}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </DetailTable>
    </section>
  );
};
