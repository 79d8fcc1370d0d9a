import { trailFor } from '../../config/breadcrumbs';
import { formatPhone } from '../../rules/phone-number';
import type { ScreenProps } from '../../app/route-types';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { AdviceTable } from './advice-table';
import { rand } from './format';
import { useQuery } from '../kit/use-query';
import { PageHeader } from '../kit/ui/surfaces';
import { DetailTable } from '../kit/detail-table/detail-table';

/** The employee as an adviser needs them: contact details, family as a scheme counts it, and their advice. */
export const EmployeeProfile = ({ params }: ScreenProps) => {
  const employeeId = Number(params.id);
  const profile = useQuery('advice.profile', employeeId);
  // The machine opens the new advice once it is made.
  const create = useQuery('advice.create', undefined, { redirect: '/advice/document/:advice_id' });
  const p = profile.data;

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/advice/employee/:id') ?? []} />
      <PageHeader
        title={p ? p.contact.name : 'Employee'}
        actions={
          <LoadingButton
            variant="primary"
            loading={create.loading}
            loadingText="Starting…"
            disabled={!p}
            onClick={() => create.run(employeeId)}
          >
            Start new advice
          </LoadingButton>
        }
      />
      {profile.loading && <p aria-live="polite">Loading…</p>}
      {(profile.error || create.error) && <p className={styles.error}>{profile.error ?? create.error}</p>}
      {p && (
        <>
          <section className={styles.card} aria-labelledby="contact">
            <h2 id="contact" className={styles.cardTitle}>
              Contact details
            </h2>
            <dl className={styles.grid}>
              {[
                ['Employer', p.contact.employer_name],
                ['Employee number', p.contact.employee_number],
                ['Job title', p.contact.job_title],
                ['E-mail', p.contact.email],
                ['Mobile', formatPhone(p.contact.mobile) || '—'],
                ['Work phone', formatPhone(p.contact.work_phone) || '—'],
                ['Age', String(p.contact.age)],
                ['Monthly salary', rand(p.contact.monthly_salary)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className={styles.label}>{term}</dt>
                  <dd style={{ margin: 0 }}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="family">
            <h2 id="family" className={styles.cardTitle}>
              Dependants
            </h2>
            <p>
              Counted for contributions: <strong>{p.filters.adult_dependent}</strong> adult dependant(s) and{' '}
              <strong>{p.filters.child_dependent}</strong> child dependant(s).
            </p>
            <DetailTable className={styles.table} aria-label="Dependants">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Relationship</th>
                  <th>Age</th>
                  <th>Counted as</th>
                  <th>Note</th>
                </tr>
              </thead>
              <tbody>
                {p.dependants.length === 0 && (
                  <tr>
                    <td colSpan={5}>There are no records.</td>
                  </tr>
                )}
                {p.dependants.map((d) => (
                  <tr key={d.dependant_id}>
                    <td>{d.name}</td>
                    <td>{d.relationship}</td>
                    <td>{d.age}</td>
                    <td>{d.eligible ? d.counted_as : 'not a dependant'}</td>
                    <td>{d.note}</td>
                  </tr>
                ))}
              </tbody>
            </DetailTable>
          </section>
          <section className={styles.card} aria-labelledby="employee-advice">
            <h2 id="employee-advice" className={styles.cardTitle}>
              Advice for this employee
            </h2>
            <AdviceTable rows={p.advice} />
          </section>
        </>
      )}
    </div>
  );
};
