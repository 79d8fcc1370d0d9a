import { useState } from 'react';
import type { MessageType } from '../../contracts/metadata/entities';
import { metaPaths } from '../../contracts/metadata/paths';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { EditControl } from '../kit/edit-control/edit-control';
import { LoadingButton } from '../kit/loading-button';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { AttributeEditor, attributeProblems, type AttributeDraft } from './attribute-editor';
import { FieldHelp } from './field-help';
import { MetaField } from './meta-field';
import { HistoryList } from './history-list';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { useMetaCollection } from './use-meta';
import styles from './metadata.module.css';

type Row = MessageType & Record<string, unknown>;
type Draft = {
  id: number | null;
  version: number;
  name: string;
  description: string;
  attributes: AttributeDraft[];
};

const columns: DatatableColumn<Row>[] = [
  { id: 'name', title: 'Name', width: 200 },
  { id: 'description', title: 'Description', width: 300 },
  { id: 'attributes', title: 'Attributes', width: 100, format: (v) => String((v as unknown[]).length) },
  { id: 'message_count', title: 'Messages', width: 100 },
  { id: 'version', title: 'Version', width: 80 },
  { id: 'updated_at', title: 'Updated', width: 160, format: 'datetime' },
];
const blank: Draft = {
  id: null,
  version: 0,
  name: '',
  description: '',
  attributes: [{ name: '', datatype: 'STRING', required: true, description: '' }],
};
const draftOf = (m: MessageType): Draft => ({
  id: m.id,
  version: m.version,
  name: m.name,
  description: m.description,
  attributes: m.attributes,
});
const payloadOf = (d: Draft) => ({
  ...(d.id ? { id: d.id, version: d.version } : {}),
  name: d.name.trim(),
  description: d.description,
  attributes: d.attributes,
});

/** /ls-metadata/message-type: the message types, their attributes and datatypes, and each one's history. */
export const MessageTypeScreen = () => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const types = useMetaCollection<Row>(
    { list: 'messageTypeGetAll' },
    {
      saved: (record) => setDraft(draftOf(record as MessageType)),
      removed: () => {
        closeModal('remove-message-type');
        setDraft(null);
      },
    },
  );
  const open = (m: MessageType) => {
    setProblems([]);
    setEditing(false);
    setDraft(draftOf(m));
  };
  const check = (d: Draft) => {
    const found = [
      ...(d.name.trim() ? [] : ['Name: This field is required']),
      ...attributeProblems(d.attributes),
    ];
    setProblems(found);
    return found.length === 0;
  };
  const locked = draft?.id !== null && !editing;
  return (
    <MetaPage
      title="Message Type"
      intro="The kinds of message the service receives, with the datatype of each attribute."
      error={types.error}
      notice={types.notice}
      actions={
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={() => (setProblems([]), setEditing(true), setDraft(blank))}
        >
          New message type
        </button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open message type"
          records={types.rows}
          value={draft?.id ?? null}
          onPick={(id) => open(types.rows.find((r) => r.id === id) as MessageType)}
        />
      </div>
      <Datatable
        label="Message types"
        rows={types.rows}
        columns={columns}
        filterColumns={['name', 'description']}
        loading={types.busy && !types.rows.length}
        onRowActivate={open}
        viewId="meta-message-types"
      />
      <SidePanel
        id="message-type-panel"
        title={draft?.id ? `Message type ${draft.name}` : 'New message type'}
        open={draft !== null}
        width={760}
        onClose={() => setDraft(null)}
      >
        {draft && (
          <form className={styles.card} onSubmit={(e) => e.preventDefault()} aria-label="Message type">
            <MetaField label="Name *" help="message_type.name">
              {(id) => (
                <input
                  id={id}
                  className={styles.input}
                  value={draft.name}
                  disabled={locked}
                  required
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
              )}
            </MetaField>
            <MetaField label="Description">
              {(id) => (
                <input
                  id={id}
                  className={styles.input}
                  value={draft.description}
                  disabled={locked}
                  onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                />
              )}
            </MetaField>
            <div className={styles.label}>
              Datatypes <FieldHelp k="message_type.datatype" label="datatypes" />
            </div>
            <AttributeEditor
              value={draft.attributes}
              disabled={locked}
              onChange={(attributes) => setDraft({ ...draft, attributes })}
            />
            {problems.length > 0 && (
              <ul role="alert" className={styles.error}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            <div className={styles.row}>
              {draft.id === null ? (
                <LoadingButton
                  loading={types.saving}
                  loadingText="Saving"
                  onClick={() => check(draft) && types.save('messageTypeCreate', payloadOf(draft))}
                >
                  Create message type
                </LoadingButton>
              ) : (
                <>
                  <EditControl
                    subject="message type"
                    url={metaPaths.messageTypeUpdate}
                    getValues={() => payloadOf(draft)}
                    validate={() => check(draft)}
                    onEvent={(signal) => {
                      if (signal.case === 'edit') setEditing(true);
                      if (signal.case === 'cancel-edit') {
                        setEditing(false);
                        setDraft({ ...draft, ...(signal.payload as Partial<Draft>) });
                        setProblems([]);
                      }
                      if (signal.case === 'complete') {
                        setEditing(false);
                        setDraft(draftOf(signal.payload as MessageType));
                        types.reload();
                      }
                    }}
                  />
                  <button
                    type="button"
                    className={`${button.button} ${button.danger}`}
                    onClick={() => openModal('remove-message-type')}
                  >
                    Remove
                  </button>
                </>
              )}
            </div>
            {draft.id !== null && (
              <HistoryList path="messageTypeHistory" body={{ id: draft.id }} version={draft.version} />
            )}
          </form>
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-message-type"
        title="Remove message type"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => {
          if (draft?.id) types.remove('messageTypeRemove', draft.id);
        }}
      >
        <p>
          Remove the message type <strong>{draft?.name}</strong> and every message received for it? A type
          still read by a transform or an index cannot be removed.
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
