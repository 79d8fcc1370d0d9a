import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { MessagePage, MessageType, Transform } from '../../contracts/metadata/entities';
import { transformBody } from '../../contracts/metadata/payloads';
import { LoadingButton } from '../kit/loading-button';
import { HistoryList } from './history-list';
import { MetaField } from './meta-field';
import { choiceSchema, useMetaForm } from './meta-form';
import { checkSpecText, previewOf, sampleMessage } from './transform-preview';
import { starterSpec } from './transform-columns';
import { TransformSpecEditor } from './transform-spec-editor';
import { useMetaCall } from './use-meta';
import styles from './metadata.module.css';
import { RecordOptions } from './record-options';
import { Button } from '../kit/ui/button';

// The spec is typed as text and checked live (checkSpecText); the form checks the contract's other fields.
const schema = transformBody
  .pick({ name: true, description: true })
  .extend({ source_type_id: choiceSchema, specText: z.string() });

export type TransformPayload = Omit<z.input<typeof transformBody>, 'spec'> & {
  spec: z.output<typeof transformBody>['spec'];
};

/** The latest received message of a type: the preview's sample until the user edits it. */
const latestOf = (typeId: number) => ({
  path: 'messageHistory' as const,
  body: { message_type_id: typeId, status: 'received', size: 1 },
});

type TransformFormProps = {
  record: Transform | null;
  types: MessageType[];
  saving: boolean;
  onSave: (payload: TransformPayload) => void;
  onRemove: () => void;
};

/** A transform's name, source type and spec, with a live preview over a sample message of the source type. */
export const TransformForm = ({ record, types, saving, onSave, onRemove }: TransformFormProps) => {
  const form = useMetaForm(schema, {
    name: record?.name ?? '',
    description: record?.description ?? '',
    source_type_id: record?.source_type_id ?? '',
    specText: record ? JSON.stringify(record.spec, null, 2) : starterSpec(undefined),
  });
  const { errors } = form.formState;
  const [typeId, specText] = useWatch({ control: form.control, name: ['source_type_id', 'specText'] });
  const sourceType = types.find((t) => t.id === Number(typeId));
  // null: the latest received message of the source type (or an example), until the user edits the sample.
  const [editedSample, setSampleText] = useState<string | null>(null);
  const latest = useMetaCall<MessagePage>(record ? latestOf(record.source_type_id) : undefined);
  const latestPayload = latest.result?.rows[0]?.payload;
  const sampleText =
    editedSample ??
    JSON.stringify(latestPayload ?? (sourceType ? sampleMessage(sourceType.attributes) : {}), null, 2);
  const check = useMemo(
    () => checkSpecText(String(specText), sourceType?.attributes ?? null),
    [specText, sourceType],
  );
  const preview = previewOf(check, sampleText);
  const handleSourceChange = (id: number) => {
    setSampleText(null);
    if (id) latest.send(latestOf(id).path, latestOf(id).body);
    else latest.clear();
    // A new transform starts from the type's attributes; a saved spec is the user's and stays.
    if (!record) form.setValue('specText', starterSpec(types.find((t) => t.id === id)));
  };
  // A spec with problems is not sent: they are listed under the spec already.
  const handleSubmit = form.handleSubmit(({ name, description, source_type_id }) => {
    if (check.ok) onSave({ name, description, source_type_id, spec: check.spec });
  });
  return (
    <form className={styles.card} aria-label="Transform" noValidate onSubmit={handleSubmit}>
      <div className={styles.row}>
        <MetaField label="Name *" className={styles.grow} error={errors.name}>
          {(id, aria) => <input id={id} className={styles.input} {...aria} {...form.register('name')} />}
        </MetaField>
        <MetaField label="Source message type *" className={styles.grow} error={errors.source_type_id}>
          {(id, aria) => (
            <select
              id={id}
              className={styles.select}
              {...aria}
              {...form.register('source_type_id', {
                onChange: (e: { target: { value: string } }) => handleSourceChange(Number(e.target.value)),
              })}
            >
              <RecordOptions records={types} />
            </select>
          )}
        </MetaField>
      </div>
      <MetaField label="Description" error={errors.description}>
        {(id, aria) => <input id={id} className={styles.input} {...aria} {...form.register('description')} />}
      </MetaField>
      <TransformSpecEditor
        specText={String(specText)}
        onSpecText={(text) => form.setValue('specText', text)}
        check={check}
        sampleText={sampleText}
        onSampleText={setSampleText}
        sampleLabel={`Sample message ${latestPayload ? '(latest received)' : '(example)'}`}
        preview={preview}
      />
      <div className={styles.row}>
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          {record ? 'Save transform' : 'Create transform'}
        </LoadingButton>
        {record && (
          <Button tone="danger" onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      {record && (
        <HistoryList
          path="entityHistory"
          body={{ entity: 'transform', id: record.id }}
          version={record.version}
        />
      )}
    </form>
  );
};
