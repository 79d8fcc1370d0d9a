import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ClassificationChanged } from '../../machines/classification-picker.machine';
import { ClassificationDropdowns } from '../kit/classification/classification-dropdowns';
import { useCallFlow } from './use-softphone';
import flowStyles from './call-flow.module.css';
import styles from './softphone.module.css';
import { Button } from '../kit/ui/button';

const asId = (value: unknown): number | null =>
  typeof value === 'number' && value > 0 ? value : Number(value) > 0 ? Number(value) : null;

/**
 * Step 2: the live 4-level case classification (Service, Category, Sub-category, Issues), each level found by
 * typing; Enter picks and moves on, Enter again continues.
 */
export const ClassifyStep = () => {
  const flow = useCallFlow();
  const saved = useSelector(flow, (s) => s.context.classification);
  const [payload, setPayload] = useState<ClassificationChanged['payload'] | null>(null);
  const [submits, setSubmits] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmits((n) => n + 1);
    const l1 = asId(payload?.classification_l1);
    if (l1 === null) {
      setError('Choose at least the Service');
      return;
    }
    setError(null);
    flow.send({
      type: 'flow.classify',
      classification: {
        classification_l1: l1,
        classification_l2: asId(payload?.classification_l2),
        classification_l3: asId(payload?.classification_l3),
        classification_l4: asId(payload?.classification_l4),
      },
    });
  };
  const initial = saved
    ? [
        saved.classification_l1,
        saved.classification_l2 ?? null,
        saved.classification_l3 ?? null,
        saved.classification_l4 ?? null,
      ]
    : undefined;
  return (
    <form className={flowStyles.card} onSubmit={handleSubmit} aria-label="Classification" noValidate>
      <ClassificationDropdowns
        variant="case"
        source="case"
        searchable
        autoFocus
        mandatory
        start={1}
        end={1}
        initial={initial}
        submitCount={submits}
        legend="Case classification"
        onChange={(e) => setPayload(e.payload)}
      />
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.row}>
        <Button onClick={() => flow.send({ type: 'flow.back' })}>Back</Button>
        <Button variant="primary" type="submit">
          Continue
        </Button>
      </div>
    </form>
  );
};
