import { useId } from 'react';
import styles from './metadata.module.css';
import { RecordOptions } from './record-options';

type RecordPickerProps = {
  label: string;
  records: readonly { id: number; name: string }[];
  value: number | null;
  onPick: (id: number) => void;
};

/** Opens a record by name from the keyboard (the datatable opens one by row as well). */
export const RecordPicker = ({ label, records, value, onPick }: RecordPickerProps) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(e) => e.target.value && onPick(Number(e.target.value))}
      >
        <RecordOptions records={records} />
      </select>
    </div>
  );
};
