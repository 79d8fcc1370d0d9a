import { useWatch } from 'react-hook-form';
import { datatypes, type Datatype } from '../../contracts/metadata/datatypes';
import type { IndexAttribute } from '../../contracts/metadata/entities';
import { indexAttributeSchema } from '../../contracts/metadata/payloads';
import { attributeChangeNeedsRebuild } from '../../contracts/metadata/rules';
import { LoadingButton } from '../kit/loading-button';
import { FieldHelp } from './field-help';
import { MetaField } from './meta-field';
import { useMetaForm } from './meta-form';
import styles from './metadata.module.css';

export type AttributeValues = {
  name: string;
  datatype: Datatype;
  searchable: boolean;
  filterable: boolean;
  sortable: boolean;
  description: string;
};
const blank: AttributeValues = {
  name: '',
  datatype: 'STRING',
  searchable: true,
  filterable: true,
  sortable: false,
  description: '',
};
const flags = ['searchable', 'filterable', 'sortable'] as const;

type AttributeFormProps = {
  record: IndexAttribute | null;
  /** The index's stored documents: a new, renamed or retyped attribute over them needs a rebuild. */
  documentCount: number;
  saving: boolean;
  onSave: (values: AttributeValues) => void;
};

/** One index attribute's name, datatype, flags and description, with the rebuild warning before saving. */
export const AttributeForm = ({ record, documentCount, saving, onSave }: AttributeFormProps) => {
  const form = useMetaForm(indexAttributeSchema, record ? { ...record } : blank);
  const { errors } = form.formState;
  const [name, datatype] = useWatch({ control: form.control, name: ['name', 'datatype'] });
  const rebuild = attributeChangeNeedsRebuild(
    record,
    { name: String(name), datatype: datatype as Datatype },
    documentCount,
  );
  return (
    <form
      className={styles.card}
      aria-label="Attribute"
      noValidate
      onSubmit={form.handleSubmit((v) => onSave(v as AttributeValues))}
    >
      <MetaField label="Name *" error={errors.name}>
        {(id, aria) => <input id={id} className={styles.input} {...aria} {...form.register('name')} />}
      </MetaField>
      <MetaField label="Datatype" error={errors.datatype}>
        {(id, aria) => (
          <select id={id} className={styles.select} {...aria} {...form.register('datatype')}>
            {datatypes.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        )}
      </MetaField>
      <fieldset className={styles.row} style={{ border: 0, padding: 0 }}>
        <legend className={styles.label}>
          Flags <FieldHelp k="attribute.flags" label="attribute flags" />
        </legend>
        {flags.map((flag) => (
          <label key={flag}>
            <input type="checkbox" {...form.register(flag)} /> {flag}
          </label>
        ))}
      </fieldset>
      <MetaField label="Description" error={errors.description}>
        {(id, aria) => <input id={id} className={styles.input} {...aria} {...form.register('description')} />}
      </MetaField>
      {rebuild && (
        <p role="status" className={styles.warning}>
          This change needs a rebuild: the index becomes unusable until a bulk load completes.{' '}
          <FieldHelp k="attribute.rebuild" label="rebuilds" />
        </p>
      )}
      <LoadingButton type="submit" loading={saving} loadingText="Saving">
        {rebuild ? 'Save and mark for rebuild' : 'Save attribute'}
      </LoadingButton>
    </form>
  );
};
