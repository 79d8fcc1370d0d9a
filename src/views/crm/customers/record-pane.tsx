import { labels } from '../../../config/labels';
import { Spinner } from '../../kit/spinner/spinner';
import { RecordForm } from './record-form';
import type { CustomerRecordKind } from '../../../machines/customer-record.machine';
import type { RecordActor } from '../../kit/forms/use-record-actor';
import styles from '../../kit/shared/page.module.css';

const titles: Record<string, [string, string]> = {
  employer: [`New ${labels.customer}`, `${labels.customer} details`],
  division: ['New division', 'Division details'],
  site: ['New location', 'Location details'],
  contact: ['New contact', 'Contact information'],
  employee: ['New employee', 'Employee detail'],
};

type RecordPaneProps = { rec: RecordActor<CustomerRecordKind>; onCancel?: () => void };

/** The details side of a customer screen: nothing chosen, loading, a failed load, or the record's form. */
export const RecordPane = ({ rec, onCancel }: RecordPaneProps) => {
  if (rec.loading) return <Spinner loading label="Loading details" />;
  if (rec.failed)
    return (
      <p role="alert" className={styles.alert}>
        {rec.error}
      </p>
    );
  if (!rec.kind || !rec.record || !rec.editing)
    return (
      <>
        {rec.error && (
          <p role="alert" className={styles.alert}>
            {rec.error}
          </p>
        )}
        <p className={styles.note}>
          Select an item in the tree, or right-click it (Shift+F10) for its actions.
        </p>
      </>
    );
  const [newTitle, title] = titles[rec.kind] ?? ['New record', 'Details'];
  const isNew = rec.id === -1;
  return (
    <section aria-label={isNew ? newTitle : title}>
      <h2 className={styles.subtitle}>{isNew ? newTitle : title}</h2>
      <RecordForm
        key={`${rec.kind}-${String(rec.record.id)}`}
        kind={rec.kind}
        record={rec.record}
        issues={rec.issues}
        error={rec.error}
        saving={rec.saving}
        onSave={(values) => rec.actor.send({ type: 'record.save', values })}
        emailTaken={rec.emailTaken}
        onEmail={(email, left) =>
          rec.actor.send({ type: left ? 'record.email.left' : 'record.email.typed', email })
        }
        onCancel={onCancel}
      />
    </section>
  );
};
