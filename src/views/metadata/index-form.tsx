import { useState } from 'react';
import type { Datatype } from '../../contracts/metadata/datatypes';
import type { MessageType, SearchIndex, Transform } from '../../contracts/metadata/entities';
import { LoadingButton } from '../kit/loading-button';
import { MetaField } from './meta-field';
import styles from './metadata.module.css';

export type IndexDraft = {
  name: string;
  description: string;
  messageTypeId: number | null;
  transformId: number | null;
};

type IndexFormProps = {
  existing: SearchIndex | null;
  types: MessageType[];
  transforms: Transform[];
  saving: boolean;
  disabled: boolean;
  onSave: (payload: Record<string, unknown>) => void;
};

/** An index's own fields. A new index takes one attribute per transform target, each with the target's cast. */
export const IndexForm = ({ existing, types, transforms, saving, disabled, onSave }: IndexFormProps) => {
  const [draft, setDraft] = useState<IndexDraft>(() => ({
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    messageTypeId: existing?.message_type_id ?? null,
    transformId: existing?.transform_id ?? null,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const fitting = transforms.filter((t) => t.source_type_id === draft.messageTypeId);
  const transform = transforms.find((t) => t.id === draft.transformId);
  const submit = () => {
    if (!draft.name.trim() || !draft.messageTypeId || !draft.transformId)
      return setProblem('Name, message type and transform are required');
    setProblem(null);
    if (existing)
      return onSave({
        id: existing.id,
        version: existing.version,
        name: draft.name.trim(),
        description: draft.description,
        transform_id: draft.transformId,
      });
    const attributes = (transform?.spec.fields ?? [])
      .filter((f) => !f.target.includes('.'))
      .map((f) => ({ name: f.target, datatype: (f.cast ?? 'FLEXIBLE') as Datatype }));
    onSave({
      name: draft.name.trim(),
      description: draft.description,
      message_type_id: draft.messageTypeId,
      transform_id: draft.transformId,
      attributes,
    });
  };
  return (
    <form className={styles.card} aria-label="Search index" onSubmit={(e) => (e.preventDefault(), submit())}>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
        <div className={styles.row}>
          <MetaField label="Index name *" className={styles.grow}>
            {(id) => (
              <input
                id={id}
                className={styles.input}
                required
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            )}
          </MetaField>
          <MetaField label="Message type *" className={styles.grow}>
            {(id) => (
              <select
                id={id}
                className={styles.select}
                required
                disabled={Boolean(existing)}
                value={draft.messageTypeId ?? ''}
                onChange={(e) =>
                  setDraft({ ...draft, messageTypeId: Number(e.target.value) || null, transformId: null })
                }
              >
                <option value="">Choose…</option>
                {types.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </MetaField>
          <MetaField label="Transform *" help="index.transform" className={styles.grow}>
            {(id) => (
              <select
                id={id}
                className={styles.select}
                required
                value={draft.transformId ?? ''}
                onChange={(e) => setDraft({ ...draft, transformId: Number(e.target.value) || null })}
              >
                <option value="">Choose…</option>
                {fitting.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </MetaField>
        </div>
        <MetaField label="Description">
          {(id) => (
            <input
              id={id}
              className={styles.input}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          )}
        </MetaField>
        {!existing && transform && (
          <p className={styles.muted}>
            Attributes from the transform:{' '}
            {transform.spec.fields.map((f) => `${f.target} (${f.cast ?? 'FLEXIBLE'})`).join(', ')}. Adjust
            them under Search Index Attribute.
          </p>
        )}
        {existing && draft.transformId !== existing.transform_id && existing.document_count > 0 && (
          <p className={styles.warning}>
            Changing the transform makes the index unusable until a bulk load rebuilds it.
          </p>
        )}
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.row}>
          <LoadingButton type="submit" loading={saving} loadingText="Saving">
            {existing ? 'Save index' : 'Create index'}
          </LoadingButton>
        </div>
      </fieldset>
    </form>
  );
};
