import type { Redacted } from '../../rules/redact';
import styles from './debug.module.css';

const Leaf = ({ value }: { value: Redacted }) => <span className={styles.mono}>{JSON.stringify(value)}</span>;

const Branch = ({ name, value, open }: { name: string; value: Redacted; open: boolean }) => {
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {name}: <Leaf value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return (
    <li>
      <details open={open}>
        <summary className={styles.focusable}>
          {name}{' '}
          <span className={styles.note}>
            {Array.isArray(value) ? `[${value.length}]` : `{${entries.length}}`}
          </span>
        </summary>
        <ul>
          {entries.map(([key, child]) => (
            <Branch key={key} name={key} value={child} open={false} />
          ))}
        </ul>
      </details>
    </li>
  );
};

/** An actor's context as a collapsible tree; the value given is already redacted. */
export const ContextTree = ({ value }: { value: Redacted }) => (
  <ul className={styles.tree} aria-label="Context">
    <Branch name="context" value={value} open />
  </ul>
);
