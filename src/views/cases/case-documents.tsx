import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { caseDocumentsMachine } from '../../machines/case-documents.machine';
import { checkChecklistAttachments, type UploadedDocument } from '../../rules/kit-upload';
import { DocumentViewer } from '../kit/document-viewer/document-viewer';
import { saveFile } from '../kit/document-viewer/file-url';
import { LoadingButton } from '../kit/loading-button';
import { useMayDo } from '../kit/permission/use-permission';
import { DocumentUpload } from '../kit/upload/document-upload';
import { CaseDocumentRow } from './case-document-row';
import { CasePanel } from './case-panel';
import list from './case-documents.module.css';
import styles from './desk.module.css';

type Ref = ActorRefFrom<typeof caseDocumentsMachine>;

/** The case's documents; new ones go through the kit's upload piece and, for cases, with the notification. */
export const CaseDocuments = ({ docsRef, isCase }: { docsRef: Ref; isCase: boolean }) => {
  const documents = useSelector(docsRef, (s) => s.context.documents);
  const error = useSelector(docsRef, (s) => s.context.error);
  const warnings = useSelector(docsRef, (s) => s.context.warnings);
  const loading = useSelector(docsRef, (s) => s.hasTag('loading'));
  const busy = useSelector(docsRef, (s) => s.hasTag('busy'));
  const failed = useSelector(docsRef, (s) => s.matches('failed'));
  const thumbnails = useSelector(docsRef, (s) => s.context.thumbnails);
  const viewing = useSelector(docsRef, (s) => s.context.viewing);
  const pendingId = useSelector(docsRef, (s) => s.context.pendingId);
  const mayChange = useMayDo('case.documents');
  // A fetched file the browser cannot show is saved: the one DOM effect the machine asks of its view.
  useEffect(() => {
    const sub = docsRef.on('documents.save', (e) => saveFile(e.file.document_name, e.file.document_data));
    return () => sub.unsubscribe();
  }, [docsRef]);
  const [chosen, setChosen] = useState<UploadedDocument[]>([]);
  const [notify, setNotify] = useState(isCase);
  // The blacklist the upload piece checked with travels with the attach, so the machine checks the same list.
  const [blacklist, setBlacklist] = useState<readonly string[] | undefined>(undefined);
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
        <ul aria-label="Case documents" className={list.list}>
          {documents.map((d) => (
            <CaseDocumentRow
              key={d.id}
              doc={d}
              thumbnail={thumbnails[d.id]}
              pending={pendingId === d.id}
              mayRemove={mayChange}
              onOpen={() => docsRef.send({ type: 'documents.open', id: d.id })}
              onDownload={() => docsRef.send({ type: 'documents.download', id: d.id })}
              onRemove={() => docsRef.send({ type: 'documents.remove', id: d.id })}
            />
          ))}
        </ul>
      )}
      <DocumentViewer file={viewing} onClose={() => docsRef.send({ type: 'documents.closeViewer' })} />
      {!failed && !loading && (
        <div className={styles.form}>
          <DocumentUpload
            key={uploadKey}
            label="Attach documents"
            multiple
            withSize
            maxFiles={5}
            hint="Up to 5 files, each up to 10 MB and 25 MB in all; programs and scripts (exe, sh, bat…) are refused."
            check={(files, blacklist) => {
              setBlacklist(blacklist);
              return files.length > 5
                ? { ok: false, warnings: ['Cannot select more than 5 files'] }
                : checkChecklistAttachments(files, blacklist);
            }}
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
                  blacklist,
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
