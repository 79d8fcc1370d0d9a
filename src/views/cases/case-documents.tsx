import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { caseDocumentsMachine } from '../../machines/case-documents.machine';
import { formatDateTime } from '../../rules/kit-format';
import { checkChecklistAttachments, type UploadedDocument } from '../../rules/kit-upload';
import { LoadingButton } from '../kit/loading-button';
import { DocumentUpload } from '../kit/upload/document-upload';
import { CasePanel } from './case-panel';
import styles from './desk.module.css';

type Ref = ActorRefFrom<typeof caseDocumentsMachine>;
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The case's documents; new ones go through the kit's upload piece and, for cases, with the notification. */
export const CaseDocuments = ({ docsRef, isCase }: { docsRef: Ref; isCase: boolean }) => {
  const documents = useSelector(docsRef, (s) => s.context.documents);
  const error = useSelector(docsRef, (s) => s.context.error);
  const warnings = useSelector(docsRef, (s) => s.context.warnings);
  const loading = useSelector(docsRef, (s) => s.hasTag('loading'));
  const busy = useSelector(docsRef, (s) => s.hasTag('busy'));
  const failed = useSelector(docsRef, (s) => s.matches('failed'));
  const [chosen, setChosen] = useState<UploadedDocument[]>([]);
  const [notify, setNotify] = useState(isCase);
  const [uploadKey, setUploadKey] = useState(0);
  // The upload piece starts empty again once the documents are attached.
  const [seen, setSeen] = useState(documents.length);
  if (documents.length !== seen) {
    setSeen(documents.length);
    setChosen([]);
    setUploadKey((k) => k + 1);
  }

  return (
    <CasePanel
      title="Documents"
      loadingText="Loading documents…"
      loading={loading}
      failed={failed}
      error={error}
      onRetry={() => docsRef.send({ type: 'documents.retry' })}
      empty={documents.length === 0 ? 'No documents yet.' : null}
    >
      {documents.length > 0 && (
        <ul aria-label="Case documents">
          {documents.map((d) => (
            <li key={d.id}>
              {d.document_name} ({kb(d.size)}) — {d.uploaded_by_name ?? 'Former user'},{' '}
              {formatDateTime(d.create_datetime)}
              {d.sent_with_notification ? ' · sent with the notification' : ''}
            </li>
          ))}
        </ul>
      )}
      {!failed && !loading && (
        <div className={styles.form}>
          <DocumentUpload
            key={uploadKey}
            label="Attach documents"
            multiple
            withSize
            maxFiles={5}
            hint="Up to 5 files, each up to 10 MB and 25 MB in all; exe and sh files are refused."
            check={(files) =>
              files.length > 5
                ? { ok: false, warnings: ['Cannot select more than 5 files'] }
                : checkChecklistAttachments(files)
            }
            onChange={setChosen}
          />
          {warnings.length > 0 && (
            <ul role="alert" className={styles.fieldError}>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          {isCase && (
            <label>
              <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> Send
              with the case notification
            </label>
          )}
          <div>
            <LoadingButton
              loading={busy}
              loadingText="Attaching…"
              disabled={chosen.length === 0}
              onClick={() =>
                docsRef.send({
                  type: 'documents.attach',
                  documents: chosen,
                  sendWithNotification: isCase && notify,
                })
              }
            >
              Attach
            </LoadingButton>
          </div>
        </div>
      )}
    </CasePanel>
  );
};
