import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Datatype } from '../../contracts/metadata/datatypes';
import type { MessageType, SearchIndex, Transform } from '../../contracts/metadata/entities';
import { LoadingButton } from '../kit/loading-button';
import { MetaField } from './meta-field';
import { choiceSchema, namedFields, useMetaForm } from './meta-form';
import styles from './metadata.module.css';
import { RecordOptions } from './record-options';

const schema = z.object({ ...namedFields, message_type_id: choiceSchema, transform_id: choiceSchema });
type Values = z.output<typeof schema>;

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
  const form = useMetaForm(schema, {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    message_type_id: existing?.message_type_id ?? '',
    transform_id: existing?.transform_id ?? '',
  });
  const { errors } = form.formState;
  const [typeId, transformId] = useWatch({
    control: form.control,
    name: ['message_type_id', 'transform_id'],
  });
  const fitting = transforms.filter((t) => t.source_type_id === Number(typeId));
  const transform = transforms.find((t) => t.id === Number(transformId));
  const submit = (v: Values) => {
    if (existing)
      return onSave({
        id: existing.id,
        version: existing.version,
        name: v.name,
        description: v.description,
        transform_id: v.transform_id,
      });
    const attributes = (transform?.spec.fields ?? [])
      .filter((f) => !f.target.includes('.'))
      .map((f) => ({ name: f.target, datatype: (f.cast ?? 'FLEXIBLE') as Datatype }));
    onSave({ ...v, attributes });
  };
  return (
    <form className={styles.card} aria-label="Search index" noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
        <div className={styles.row}>
          <MetaField label="Index name *" className={styles.grow} error={errors.name}>
            {(id, aria) => <input id={id} className={styles.input} {...aria} {...form.register('name')} />}
          </MetaField>
          <MetaField label="Message type *" className={styles.grow} error={errors.message_type_id}>
            {(id, aria) => (
              <select
                id={id}
                className={styles.select}
                disabled={Boolean(existing)}
                {...aria}
                {...form.register('message_type_id', {
                  // Another message type has other transforms: the chosen one no longer fits.
                  onChange: () => form.setValue('transform_id', ''),
                })}
              >
                <RecordOptions records={types} />
              </select>
            )}
          </MetaField>
          <MetaField
            label="Transform *"
            help="index.transform"
            className={styles.grow}
            error={errors.transform_id}
          >
            {(id, aria) => (
              <select id={id} className={styles.select} {...aria} {...form.register('transform_id')}>
                <RecordOptions records={fitting} />
              </select>
            )}
          </MetaField>
        </div>
        <MetaField label="Description" error={errors.description}>
          {(id, aria) => (
            <input id={id} className={styles.input} {...aria} {...form.register('description')} />
          )}
        </MetaField>
        {!existing && transform && (
          <p className={styles.muted}>
            Attributes from the transform:{' '}
            {transform.spec.fields.map((f) => `${f.target} (${f.cast ?? 'FLEXIBLE'})`).join(', ')}. Adjust
            them under Search Index Attribute.
          </p>
        )}
        {existing && Number(transformId) !== existing.transform_id && existing.document_count > 0 && (
          <p className={styles.warning}>
            Changing the transform makes the index unusable until a bulk load rebuilds it.
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
