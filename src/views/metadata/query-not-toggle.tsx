import { useId } from 'react';
import { type NotToggleProps } from 'react-querybuilder';
import styles from './query-builder.module.css';

/** "Not" as a labelled kit checkbox, reachable with Tab and toggled with Space. */
export const QueryNotToggle = ({
  checked,
  handleOnChange,
  label,
  title,
  className,
  disabled,
}: NotToggleProps) => {
  const id = useId();
  return (
    <span className={`${className ?? ''} ${styles.not}`}>
      <input
        id={id}
        type="checkbox"
        checked={!!checked}
        disabled={disabled}
        title={title}
        onChange={(e) => handleOnChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </span>
  );
};
