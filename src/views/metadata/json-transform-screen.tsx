import { useEffect, useMemo, useState } from 'react';
import type { MessagePage, MessageType, Transform } from '../../contracts/metadata/entities';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { Datatable } from '../kit/datatable/datatable';
import { LoadingButton } from '../kit/loading-button';
import button from '../kit/shared/button.module.css';
import { SidePanel } from '../kit/side-panel/side-panel';
import { MetaField } from './meta-field';
import { HistoryList } from './history-list';
import { MetaPage } from './meta-page';
import { RecordPicker } from './record-picker';
import { checkSpecText, previewOf, sampleMessage } from './transform-preview';
import { TransformSpecEditor } from './transform-spec-editor';
import { starterSpec, transformColumns as columns, type TransformRow as Row } from './transform-columns';
import { useMetaCall, useMetaCollection } from './use-meta';
import styles from './metadata.module.css';

type Draft = {
  id: number | null;
  version: number;
  name: string;
  description: string;
  sourceTypeId: number | null;
  specText: string;
};

/** /ls-metadata/json-transform: declarative transforms from a message type to an index's documents, with live preview. */
export const JsonTransformScreen = () => {
  const [draft, setDraft] = useState<Draft | null>(null);
  // null: the latest received message of the source type (or an example), until the user edits the sample.
  const [editedSample, setSampleText] = useState<string | null>(null);
  const types = useMetaCollection<MessageType>({ list: 'messageTypeGetAll' });
  const transforms = useMetaCollection<Row>(
    { list: 'transformGetAll' },
    {
      saved: (r) => {
        const t = r as Transform;
        setDraft((d) => d && { ...d, id: t.id, version: t.version });
      },
      removed: () => (closeModal('remove-transform'), setDraft(null)),
    },
  );
  const latest = useMetaCall<MessagePage>();
  const sourceType = types.rows.find((t) => t.id === draft?.sourceTypeId);
  const sourceId = sourceType?.id;
  useEffect(() => {
    if (sourceId) latest.send('messageHistory', { message_type_id: sourceId, status: 'received', size: 1 });
    // latest.send is stable in behaviour; only a new source type should ask again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceId]);
  const latestPayload = latest.result?.rows[0]?.payload;
  const sampleText =
    editedSample ??
    JSON.stringify(latestPayload ?? (sourceType ? sampleMessage(sourceType.attributes) : {}), null, 2);
  const check = useMemo(
    () => (draft ? checkSpecText(draft.specText, sourceType?.attributes ?? null) : null),
    [draft, sourceType],
  );
  const preview = check ? previewOf(check, sampleText) : null;
  const open = (t: Transform) => {
    setSampleText(null);
    setDraft({
      id: t.id,
      version: t.version,
      name: t.name,
      description: t.description,
      sourceTypeId: t.source_type_id,
      specText: JSON.stringify(t.spec, null, 2),
    });
  };
  const save = () => {
    if (!draft || !check?.ok || !draft.sourceTypeId || !draft.name.trim()) return;
    const body = {
      name: draft.name.trim(),
      description: draft.description,
      source_type_id: draft.sourceTypeId,
      spec: check.spec,
    };
    transforms.save(
      draft.id ? 'transformUpdate' : 'transformCreate',
      draft.id ? { ...body, id: draft.id, version: draft.version } : body,
    );
  };
  return (
    <MetaPage
      title="JSON Transform"
      intro="How each message of a type becomes the document an index stores: mappings, renames, casts, nested paths and defaults."
      error={transforms.error}
      notice={transforms.notice}
      actions={
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={() =>
            setDraft({
              id: null,
              version: 0,
              name: '',
              description: '',
              sourceTypeId: null,
              specText: starterSpec(undefined),
            })
          }
        >
          New transform
        </button>
      }
    >
      <div className={styles.row}>
        <RecordPicker
          label="Open transform"
          records={transforms.rows}
          value={draft?.id ?? null}
          onPick={(id) => open(transforms.rows.find((r) => r.id === id) as Transform)}
        />
      </div>
      <Datatable
        label="Transforms"
        rows={transforms.rows}
        columns={columns}
        filterColumns={['name', 'source_type_name']}
        loading={transforms.busy && !transforms.rows.length}
        onRowActivate={open}
        viewId="meta-transforms"
      />
      <SidePanel
        id="transform-panel"
        title={draft?.id ? `Transform ${draft.name}` : 'New transform'}
        open={draft !== null}
        width={980}
        onClose={() => setDraft(null)}
      >
        {draft && (
          <form className={styles.card} aria-label="Transform" onSubmit={(e) => (e.preventDefault(), save())}>
            <div className={styles.row}>
              <MetaField label="Name *" className={styles.grow}>
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
              <MetaField label="Source message type *" className={styles.grow}>
                {(id) => (
                  <select
                    id={id}
                    className={styles.select}
                    required
                    value={draft.sourceTypeId ?? ''}
                    onChange={(e) => {
                      const id = Number(e.target.value) || null;
                      const type = types.rows.find((t) => t.id === id);
                      setSampleText(null);
                      setDraft({
                        ...draft,
                        sourceTypeId: id,
                        specText: draft.id ? draft.specText : starterSpec(type),
                      });
                    }}
                  >
                    <option value="">Choose…</option>
                    {types.rows.map((t) => (
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
            <TransformSpecEditor
              specText={draft.specText}
              onSpecText={(specText) => setDraft({ ...draft, specText })}
              check={check}
              sampleText={sampleText}
              onSampleText={setSampleText}
              sampleLabel={`Sample message ${latestPayload ? '(latest received)' : '(example)'}`}
              preview={preview}
            />
            <div className={styles.row}>
              <LoadingButton
                type="submit"
                loading={transforms.saving}
                loadingText="Saving"
                disabled={!check?.ok || !draft.sourceTypeId}
              >
                {draft.id ? 'Save transform' : 'Create transform'}
              </LoadingButton>
              {draft.id && (
                <button
                  type="button"
                  className={`${button.button} ${button.danger}`}
                  onClick={() => openModal('remove-transform')}
                >
                  Remove
                </button>
              )}
            </div>
            {draft.id !== null && (
              <HistoryList
                path="entityHistory"
                body={{ entity: 'transform', id: draft.id }}
                version={draft.version}
              />
            )}
          </form>
        )}
      </SidePanel>
      <ConfirmModal
        id="remove-transform"
        title="Remove transform"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => void (draft?.id && transforms.remove('transformRemove', draft.id))}
      >
        <p>
          Remove the transform <strong>{draft?.name}</strong>? A transform still used by a search index cannot
          be removed.
        </p>
      </ConfirmModal>
    </MetaPage>
  );
};
