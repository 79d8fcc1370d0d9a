import { useId, useState } from 'react';
import type { ClassificationVariant } from '../../../rules/kit-classification';
import { ClassificationDropdowns } from '../../kit/classification/classification-dropdowns';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';
import { Button } from '../../kit/ui/button';

const variants: Array<{ value: ClassificationVariant; label: string }> = [
  { value: 'case', label: 'Case (4 levels)' },
  { value: 'task', label: 'Task (5 levels, l1 default NA)' },
  { value: 'mobile', label: 'Mobile case (3 levels)' },
  { value: 'generic', label: 'Generic (5 levels)' },
];

export const ClassificationSection = () => {
  const id = useId();
  const [variant, setVariant] = useState<ClassificationVariant>('case');
  const [editable, setEditable] = useState(true);
  const [submitCount, setSubmitCount] = useState(0);
  const [values, setValues] = useState('');
  return (
    <GallerySection
      name="Classification dropdowns"
      summary="Choosing a level clears deeper levels and fills the next; a single child is chosen for you and the chain goes on. Levels 1 to 2 are required; errors show after Submit."
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-variant`}>Variant</label>
          <select
            id={`${id}-variant`}
            className={styles.select}
            value={variant}
            onChange={(e) => setVariant(e.target.value as ClassificationVariant)}
          >
            {variants.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
        <label>
          <input type="checkbox" checked={editable} onChange={(e) => setEditable(e.target.checked)} />{' '}
          Editable
        </label>
        <Button onClick={() => setSubmitCount((n) => n + 1)}>Submit classification</Button>
      </div>
      <ClassificationDropdowns
        key={variant}
        legend="Case classification"
        variant={variant}
        mandatory
        start={1}
        end={2}
        editable={editable}
        submitCount={submitCount}
        onChange={(e) => setValues(JSON.stringify(e.values))}
      />
      <EventLog label="Value form" value={values} />
    </GallerySection>
  );
};
