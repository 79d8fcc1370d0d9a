import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useId, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { checklistMachine } from '../../machines/checklist.machine';
import { formatDateTime } from '../../rules/kit-format';
import { checkChecklistAttachments } from '../../rules/kit-upload';
import { LoadingButton } from '../kit/loading-button';
import { DocumentUpload } from '../kit/upload/document-upload';
import styles from './desk.module.css';
import { EditorFrame } from './editor-frame';
import { Button } from '../kit/ui/button';
import { EmptyState } from '../kit/ui/empty-state';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** /case-management/checklist/:id (-1: new, ?case=N holds it against a case): a draft until published. */
export const ChecklistEditor = ({ params }: ScreenProps) => {
  const id = Number(params.id);
  const caseId = Number(new URLSearchParams(useSearch()).get('case')) || null;
  const ref = useScreenActor(checklistMachine, { input: { id: id > 0 ? id : null, caseId } });
  const draft = useSelector(ref, (s) => s.context.draft);
  const saved = useSelector(ref, (s) => s.context.saved);
  const error = useSelector(ref, (s) => s.context.error);
  const warnings = useSelector(ref, (s) => s.context.warnings);
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const saving = useSelector(ref, (s) => s.matches({ draft: 'saving' }));
  const publishing = useSelector(ref, (s) => s.matches('publishing'));
  const readOnly = useSelector(ref, (s) => s.hasTag('readOnly'));
  const failed = useSelector(ref, (s) => s.matches('failed'));
  const [item, setItem] = useState('');
  const uid = useId();

  const handleAddItem = (e: FormEvent) => {
    e.preventDefault();
    ref.send({ type: 'checklist.addItem', text: item });
    if (item.trim() && item.length <= 300) setItem('');
  };
  const linkedCase = saved?.case_id ?? caseId;

  return (
    <EditorFrame
      path="/case-management/checklist/:id"
      title={saved ? `${saved.number}: ${saved.title}` : 'New checklist'}
      status={saved?.status}
      loading={busy && !saved && id > 0}
      loadingLabel="Loading the checklist"
      caseId={linkedCase}
      caseNumber={saved?.case_number ?? null}
      casePrefix="For case"
      error={error}
      onRetry={failed ? () => ref.send({ type: 'checklist.retry' }) : undefined}
    >
      {readOnly && saved && (
        <section className={styles.card} aria-label="Published checklist">
          <p role="status" className={styles.muted}>
            Published {saved.published_at ? formatDateTime(saved.published_at) : ''}: this checklist is
            read-only.
          </p>
          <ol>
            {saved.items.map((i, n) => (
              <li key={n}>{i.text}</li>
            ))}
          </ol>
          <h2>Attachments</h2>
          {saved.attachments.length === 0 ? (
            <EmptyState title="No attachments." />
          ) : (
            <ul>
              {saved.attachments.map((a) => (
                <li key={a.id}>
                  {a.document_name} ({kb(a.size)})
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {!readOnly && !failed && !(busy && !saved && id > 0) && (
        <div className={styles.grid2}>
          <section className={styles.card} aria-labelledby={`${uid}-details`}>
            <h2 id={`${uid}-details`}>Checklist</h2>
            <div className={styles.field}>
              <label htmlFor={`${uid}-title`}>Title *</label>
              <input
                id={`${uid}-title`}
                className={styles.input}
                value={draft.title}
                aria-invalid={fieldErrors.title ? true : undefined}
                aria-describedby={fieldErrors.title ? `${uid}-title-error` : undefined}
                onChange={(e) => ref.send({ type: 'checklist.title', title: e.target.value })}
              />
              {fieldErrors.title && (
                <p id={`${uid}-title-error`} className={styles.fieldError}>
                  {fieldErrors.title}
                </p>
              )}
            </div>
            <h3>Items</h3>
            {draft.items.length === 0 ? (
              <EmptyState title="No items yet." />
            ) : (
              <ol aria-label="Items">
                {draft.items.map((text, index) => (
                  <li key={`${index}-${text}`}>
                    {text}{' '}
                    <Button
                      variant="quiet"
                      tone="danger"
                      size="sm"
                      aria-label={`Remove item ${text}`}
                      onClick={() => ref.send({ type: 'checklist.removeItem', index })}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ol>
            )}
            <form className={styles.inline} onSubmit={handleAddItem}>
              <div className={styles.field}>
                <label htmlFor={`${uid}-item`}>New item</label>
                <input
                  id={`${uid}-item`}
                  className={styles.input}
                  value={item}
                  aria-invalid={fieldErrors.itemText ? true : undefined}
                  aria-describedby={fieldErrors.itemText ? `${uid}-item-error` : undefined}
                  onChange={(e) => setItem(e.target.value)}
                />
                {fieldErrors.itemText && (
                  <p id={`${uid}-item-error`} className={styles.fieldError}>
                    {fieldErrors.itemText}
                  </p>
                )}
              </div>
              <Button type="submit">Add item</Button>
            </form>
          </section>
          <section className={styles.card} aria-labelledby={`${uid}-files`}>
            <h2 id={`${uid}-files`}>Attachments</h2>
            <ul aria-label="Attached files">
              {draft.kept.map((a) => (
                <li key={a.id}>
                  {a.document_name} ({kb(a.size)}){' '}
                  <Button
                    variant="quiet"
                    tone="danger"
                    size="sm"
                    aria-label={`Remove ${a.document_name}`}
                    onClick={() => ref.send({ type: 'checklist.detachSaved', id: a.id })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
              {draft.added.map((a) => (
                <li key={a.name}>
                  {a.name} ({kb(a.size)}, not saved yet){' '}
                  <Button
                    variant="quiet"
                    tone="danger"
                    size="sm"
                    aria-label={`Remove ${a.name}`}
                    onClick={() => ref.send({ type: 'checklist.detachNew', name: a.name })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <DocumentUpload
              label="Add attachments"
              multiple
              withSize
              hint="Each file up to 10 MB, 25 MB in all; programs and scripts (exe, sh, bat…) are refused."
              // The control judges the new files alone (kind, 10 MB each); the checklist judges them with what is
              // already attached (25 MB in all) and says why it refused them below.
              check={(files, blacklist) => checkChecklistAttachments(files, blacklist)}
              onChange={(docs) =>
                docs.length &&
                ref.send({
                  type: 'checklist.attach',
                  files: docs.map((d) => ({
                    name: d.document_name,
                    size: d.size ?? 0,
                    data: d.document_data,
                  })),
                })
              }
            />
            {warnings.length > 0 && (
              <ul role="alert" className={styles.fieldError}>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {!readOnly && !failed && (
        <div className={styles.actions}>
          {/* Only the button whose work runs says so, so a save and a publish look different. */}
          <LoadingButton
            variant="secondary"
            loading={saving}
            disabled={busy}
            loadingText="Saving…"
            onClick={() => ref.send({ type: 'checklist.save' })}
          >
            Save draft
          </LoadingButton>
          <LoadingButton
            loading={publishing}
            disabled={busy}
            loadingText="Publishing…"
            onClick={() => ref.send({ type: 'checklist.publish' })}
          >
            Publish
          </LoadingButton>
        </div>
      )}
    </EditorFrame>
  );
};
