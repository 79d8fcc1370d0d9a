import { useState, type FormEvent } from 'react';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { useQuery } from '../kit/use-query';
import { PageHeader } from '../kit/ui/surfaces';
import { AdviceTable } from './advice-table';
import { EmployeesFound } from './employees-found';

/** Advice home: find an employee (search_employee_fm) and pick up recent advice of the tenant. */
export const EmployeeSearch = () => {
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [searched, setSearched] = useState('');
  const search = useQuery('advice.search');
  const recent = useQuery('advice.recent', null);
  const hits = search.data;
  const rows = recent.data;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    setTooShort(query.length < 2);
    if (query.length >= 2) {
      setSearched(query);
      search.run(query);
    }
  };

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/advice/employees') ?? []} />
      <PageHeader title="Employee advice" />
      <section className={styles.card} aria-labelledby="find-employee">
        <h2 id="find-employee" className={styles.cardTitle}>
          Find an employee
        </h2>
        <form className={styles.row} onSubmit={handleSubmit} role="search">
          <label className={styles.field}>
            <span className={styles.label}>Name, employee number or ID number</span>
            <input
              className={styles.input}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={tooShort}
            />
          </label>
          <LoadingButton type="submit" loading={search.loading} loadingText="Searching…">
            Search
          </LoadingButton>
        </form>
        {tooShort && <p className={styles.error}>Type at least 2 characters</p>}
        {search.error && <p className={styles.error}>{search.error}</p>}
        {hits && <EmployeesFound key={searched} hits={hits} searched={searched} />}
      </section>
      <section className={styles.card} aria-labelledby="recent-advice">
        <h2 id="recent-advice" className={styles.cardTitle}>
          Recent advice
        </h2>
        {recent.loading && <p aria-live="polite">Loading…</p>}
        {recent.error && <p className={styles.error}>{recent.error}</p>}
        {rows && <AdviceTable rows={rows} />}
      </section>
    </div>
  );
};
