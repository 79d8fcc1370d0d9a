import { useEffect } from 'react';
import type {
  Advice,
  AdviceDependant,
  AdviceListRow,
  EmployeeContact,
  EmployeeFiltersFrontend,
} from '../../contracts/advice';
import { trailFor } from '../../config/breadcrumbs';
import type { ScreenProps } from '../../app/route-types';
import { adviceApi } from '../../services/advice-api';
import { navigate } from '../../services/navigation';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { AdviceTable } from './employee-search';
import { rand } from './format';
import { useQuery } from './use-query';

type Profile = {
  contact: EmployeeContact;
  dependants: AdviceDependant[];
  filters: EmployeeFiltersFrontend;
  advice: AdviceListRow[];
};

const loadProfile = async (employee_id: number): Promise<Profile> => {
  const [contact, dependants, filters, advice] = await Promise.all([
    adviceApi.contact({ employee_id }),
    adviceApi.dependants({ employee_id }),
    adviceApi.filters({ employee_id }),
    adviceApi.allAdvice({ employee_id }),
  ]);
  return { contact, dependants, filters, advice };
};

/** The employee as an adviser needs them: contact details, family as a scheme counts it, and their advice. */
export const EmployeeProfile = ({ params }: ScreenProps) => {
  const employeeId = Number(params.id);
  const profile = useQuery(loadProfile, employeeId);
  const create = useQuery((id: number) => adviceApi.createAdvice({ employee_id: id }));
  const p = profile.data as Profile | null;
  const created = create.data as Advice | null;
  useEffect(() => {
    if (created) navigate(`/advice/document/${created.advice_id}`);
  }, [created]);

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/advice/employee/:id') ?? []} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{p ? p.contact.name : 'Employee'}</h1>
        <LoadingButton
          loading={create.loading}
          loadingText="Starting…"
          disabled={!p}
          onClick={() => create.run(employeeId)}
        >
          Start new advice
        </LoadingButton>
      </div>
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
                ['Mobile', p.contact.mobile ?? '—'],
                ['Work phone', p.contact.work_phone ?? '—'],
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
            <table className={styles.table} aria-label="Dependants">
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
            </table>
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
