import styles from './desk.module.css';

/** A field's id and its error wiring, so a message is read out with the field it belongs to. */
export const fieldProps = (id: string, name: string, errors: Record<string, string>) => ({
  id: `${id}-${name}`,
  'aria-invalid': errors[name] ? true : undefined,
  'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
});

export const FieldError = ({
  id,
  name,
  errors,
}: {
  id: string;
  name: string;
  errors: Record<string, string>;
}) =>
  errors[name] ? (
    <p id={`${id}-${name}-error`} className={styles.fieldError}>
      {errors[name]}
    </p>
  ) : null;
