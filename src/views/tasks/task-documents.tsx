import { defaultMaxBytes, defaultMaxFiles, type UploadedDocument } from '../../rules/kit-upload';
import type { TaskRecord } from '../../contracts/tasks';
import { DocumentUpload } from '../kit/upload/document-upload';
import styles from './tasks.module.css';

type TaskDocumentsProps = {
  saved: TaskRecord['documents'];
  removed: readonly number[];
  onRemovedChange: (removed: number[]) => void;
  documents: UploadedDocument[];
  onDocumentsChange: (documents: UploadedDocument[]) => void;
};

/** The task's documents: the saved ones, each with a box to remove it on save, and new ones to upload. */
export const TaskDocuments = ({
  saved,
  removed,
  onRemovedChange,
  documents,
  onDocumentsChange,
}: TaskDocumentsProps) => (
  <fieldset className={styles.pane}>
    <legend>Documents</legend>
    <p className={styles.note}>Documents stay on the task: they are not sent with the task’s notification.</p>
    {saved.length > 0 && (
      <ul className={styles.list}>
        {saved.map((d) => (
          <li key={d.id}>
            <label>
              <input
                type="checkbox"
                checked={removed.includes(d.id)}
                onChange={(e) =>
                  onRemovedChange(e.target.checked ? [...removed, d.id] : removed.filter((x) => x !== d.id))
                }
              />{' '}
              Remove {d.document_name} ({Math.ceil(d.size / 1024)} KB)
            </label>
          </li>
        ))}
      </ul>
    )}
    <DocumentUpload
      label="Add documents"
      multiple
      maxFiles={defaultMaxFiles}
      maxBytes={defaultMaxBytes}
      documents={documents}
      onChange={onDocumentsChange}
    />
  </fieldset>
);
