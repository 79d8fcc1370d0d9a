import type { TransformResult } from '../../contracts/metadata/transform';
import { MetaField } from './meta-field';
import type { SpecCheck } from './transform-preview';
import styles from './metadata.module.css';

type TransformSpecEditorProps = {
  specText: string;
  onSpecText: (text: string) => void;
  check: SpecCheck | null;
  sampleText: string;
  onSampleText: (text: string) => void;
  sampleLabel: string;
  preview: TransformResult | { ok: false; errors: string[] } | null;
};

/** The spec and a sample message side by side, the spec's problems, and the live preview of the transform. */
export const TransformSpecEditor = ({
  specText,
  onSpecText,
  check,
  sampleText,
  onSampleText,
  sampleLabel,
  preview,
}: TransformSpecEditorProps) => (
  <>
    <div className={styles.columns}>
      <MetaField label="Transform spec (JSON)" help="transform.spec">
        {(id) => (
          <textarea
            id={id}
            className={`${styles.textarea} ${check && !check.ok ? styles.invalid : ''}`}
            spellCheck={false}
            value={specText}
            aria-invalid={check ? !check.ok : undefined}
            onChange={(e) => onSpecText(e.target.value)}
          />
        )}
      </MetaField>
      <MetaField label={sampleLabel}>
        {(id) => (
          <textarea
            id={id}
            className={styles.textarea}
            spellCheck={false}
            value={sampleText}
            onChange={(e) => onSampleText(e.target.value)}
          />
        )}
      </MetaField>
    </div>
    {check && !check.ok && (
      <ul role="alert" aria-label="Spec problems" className={styles.error}>
        {check.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    )}
    <section aria-label="Preview">
      <h3 className={styles.cardTitle}>Preview</h3>
      {preview && preview.ok ? (
        <pre className={styles.code} data-testid="transform-preview">
          {JSON.stringify(preview.doc, null, 2)}
        </pre>
      ) : (
        <ul className={styles.error}>
          {preview?.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </section>
  </>
);
