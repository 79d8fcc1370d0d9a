import { useId, type ReactNode } from 'react';
import { FieldHelp } from './field-help';
import styles from './metadata.module.css';

type MetaFieldProps = {
  label: string;
  help?: string;
  className?: string;
  children: (id: string) => ReactNode;
};

/** A labelled control with optional field help beside the label (outside it, so the label names the control). */
export const MetaField = ({ label, help, className, children }: MetaFieldProps) => {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <span className={styles.label}>
        <label htmlFor={id}>{label}</label>
        {help && <FieldHelp k={help} label={label.replace(/ \*$/, '')} />}
      </span>
      {children(id)}
    </div>
  );
};
