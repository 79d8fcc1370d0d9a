import { useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import { metaPaths } from '../../contracts/metadata/paths';
import { messageTypeBody } from '../../contracts/metadata/payloads';
import type { MessageType } from '../../contracts/metadata/entities';
import { EditControl } from '../kit/edit-control/edit-control';
import { LoadingButton } from '../kit/loading-button';
import { AttributeEditor, type AttributeDraft } from './attribute-editor';
import { FieldHelp } from './field-help';
import { HistoryList } from './history-list';
import { MetaField } from './meta-field';
import { useMetaForm } from './meta-form';
import styles from './metadata.module.css';
import { Button } from '../kit/ui/button';

type Values = { name: string; description: string; attributes: AttributeDraft[] };
const blank: Values = {
  name: '',
  description: '',
  attributes: [{ name: '', datatype: 'STRING', required: true, description: '' }],
};
const valuesOf = (m: MessageType | null): Values =>
  m ? { name: m.name, description: m.description, attributes: m.attributes } : blank;

/** The attribute list's messages, one line each, named by row (the rows have no labels of their own). */
const attributeMessages = (errors: FieldErrors<Values>['attributes']): string[] => {
  if (!errors) return [];
  const rows = Array.isArray(errors) ? errors : [];
  const own = [errors.message, errors.root?.message].filter((m): m is string => Boolean(m));
  return [
    ...own,
    ...rows.flatMap((row, i) =>
      row ? Object.values(row).map((e) => `Attribute ${i + 1}: ${(e as { message?: string }).message}`) : [],
    ),
  ];
};

type MessageTypeFormProps = {
  record: MessageType | null;
  saving: boolean;
  onCreate: (payload: Values) => void;
  onUpdated: (record: MessageType) => void;
  onRemove: () => void;
};

/** A message type's name, description and attributes: created at once, or changed through Edit / Update. */
export const MessageTypeForm = ({ record, saving, onCreate, onUpdated, onRemove }: MessageTypeFormProps) => {
  const form = useMetaForm(messageTypeBody, valuesOf(record));
  const [editing, setEditing] = useState(false);
  const { errors } = form.formState;
  const attributes = useController({ control: form.control, name: 'attributes' });
  const locked = record !== null && !editing;
  const problems = attributeMessages(errors.attributes);
  const payload = () => ({
    ...(record ? { id: record.id, version: record.version } : {}),
    ...form.getValues(),
  });
  return (
    <form className={styles.card} noValidate onSubmit={form.handleSubmit(onCreate)} aria-label="Message type">
      <MetaField label="Name *" help="message_type.name" error={errors.name}>
        {(id, aria) => (
          <input id={id} className={styles.input} disabled={locked} {...aria} {...form.register('name')} />
        )}
      </MetaField>
      <MetaField label="Description" error={errors.description}>
        {(id, aria) => (
          <input
            id={id}
            className={styles.input}
            disabled={locked}
            {...aria}
            {...form.register('description')}
          />
        )}
      </MetaField>
      <div className={styles.label}>
        Datatypes <FieldHelp k="message_type.datatype" label="datatypes" />
      </div>
      <AttributeEditor
        // The defaults and the editor always hold whole rows; the contract's input only allows them partial.
        value={attributes.field.value as AttributeDraft[]}
        disabled={locked}
        onChange={attributes.field.onChange}
      />
      {problems.length > 0 && (
        <ul role="alert" className={styles.error}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        {record === null ? (
          <LoadingButton type="submit" loading={saving} loadingText="Saving">
            Create message type
          </LoadingButton>
        ) : (
          <>
            <EditControl
              subject="message type"
              url={metaPaths.messageTypeUpdate}
              getValues={payload}
              validate={() => form.trigger()}
              onEvent={(signal) => {
                if (signal.case === 'edit') setEditing(true);
                if (signal.case === 'cancel-edit') {
                  setEditing(false);
                  form.reset(valuesOf(record));
                }
                if (signal.case === 'complete') {
                  setEditing(false);
                  onUpdated(signal.payload as MessageType);
                }
              }}
            />
            <Button tone="danger" onClick={onRemove}>
              Remove
            </Button>
          </>
        )}
      </div>
      {record !== null && (
        <HistoryList path="messageTypeHistory" body={{ id: record.id }} version={record.version} />
      )}
    </form>
  );
};
