import styles from './forms.module.css';

/** The error list under a form field (spec §2); the field points at it with aria-describedby. */
export const FieldErrors = ({ id, messages }: { id: string; messages: readonly string[] }) =>
  messages.length === 0 ? null : (
    <ul id={id} className={styles.errors}>
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
