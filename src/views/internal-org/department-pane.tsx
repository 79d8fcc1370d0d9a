import type { Department } from '../../contracts/internal-org/entities';
import { Spinner } from '../kit/spinner/spinner';
import { DepartmentForm } from './department-form';
import type { InternalRecordKind } from '../../machines/internal-record.machine';
import type { RecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';

type DepartmentPaneProps = {
  rec: RecordActor<InternalRecordKind>;
  departments: readonly Department[];
  onCancel: () => void;
};

/** The details side of Manage Department: nothing chosen, loading, a failure, or the department form. */
export const DepartmentPane = ({ rec, departments, onCancel }: DepartmentPaneProps) => {
  if (rec.loading) return <Spinner loading label="Loading details" />;
  if (rec.failed || !rec.record || !rec.editing)
    return (
      <>
        {rec.error && (
          <p role="alert" className={styles.alert}>
            {rec.error}
          </p>
        )}
        <p className={styles.note}>
          Select a department in the tree, or right-click a node (Shift+F10) for Add Department and Remove
          Department.
        </p>
      </>
    );
  const isNew = rec.id === -1;
  return (
    <section aria-label={isNew ? 'New department' : 'Department details'}>
      <h2 className={styles.subtitle}>{isNew ? 'New department' : 'Department details'}</h2>
      <DepartmentForm
        key={String(rec.record.id)}
        record={rec.record}
        departments={departments}
        issues={rec.issues}
        error={rec.error}
        saving={rec.saving}
        onSave={(values) => rec.actor.send({ type: 'record.save', values })}
        onCancel={onCancel}
      />
    </section>
  );
};
