import { useSelector } from '@xstate/react';
import { useContext, useId, useRef, useState, type ChangeEvent } from 'react';
import { AppActorsContext } from '../../../app/actors';
import {
  type UploadCheck,
  type FileLike,
  checkSelection,
  mergeSingleUpload,
  uploadHint,
  defaultMaxFiles,
  type UploadedDocument,
  type UploadOptions,
} from '../../../rules/kit-upload';
import { toDocuments } from './read-files';
import styles from './document-upload.module.css';

type DocumentUploadProps = UploadOptions & {
  label: string;
  /** Single upload: the list it merges into, replacing an entry with the same identifier. */
  documentIdentifier?: string;
  documents?: readonly UploadedDocument[];
  withSize?: boolean;
  /** Replaces the generic hint, e.g. for a rule without a file count. */
  hint?: string;
  /** Replaces the generic rule, e.g. with checkChecklistAttachments; gets the blacklist in force. */
  check?: (files: readonly FileLike[], blacklist?: readonly string[]) => UploadCheck;
  /** Receives the new list; an empty list after a refused selection. */
  onChange: (documents: UploadedDocument[]) => void;
};

/**
 * Document upload, single or multiple (spec §2, §4, §5). Each selection starts a fresh list; a selection that
 * breaks a rule clears the input, emits an empty list and, unlike the original, says why (spec §8 texts).
 */
export const DocumentUpload = ({
  label,
  documentIdentifier,
  documents = [],
  withSize,
  check: customCheck,
  hint,
  onChange,
  ...rules
}: DocumentUploadProps) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [chosen, setChosen] = useState<UploadedDocument[]>([]);
  const multiple = rules.multiple ?? documentIdentifier === undefined;
  const maxFiles = multiple ? (rules.maxFiles ?? defaultMaxFiles) : 1;
  const accept = rules.accept?.map((a) => `.${a.replace(/^\./, '')}`).join(',');
  // The environment's blacklist (spec §5), as the service enforces it; a caller's own list wins.
  // Read through the context, not useAppActors: the kit gallery and tests render the piece without the console.
  const configured = useSelector(useContext(AppActorsContext)?.version, (s) => s?.context.uploadBlacklist);
  const blacklist = rules.blacklist ?? configured ?? undefined;

  const handleChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    setChosen([]);
    if (files.length === 0) return;
    const check = customCheck
      ? customCheck(files, blacklist)
      : checkSelection(files, { ...rules, blacklist, multiple });
    if (!check.ok) {
      setWarnings(check.warnings);
      if (input.current) input.current.value = '';
      onChange([]);
      return;
    }
    setWarnings([]);
    setReading(true);
    try {
      const docs = await toDocuments(files, { identifier: documentIdentifier, withSize });
      setChosen(docs);
      onChange(multiple ? docs : mergeSingleUpload(documents, docs[0]));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={styles.upload}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className={styles.input}
        multiple={multiple}
        accept={accept}
        aria-describedby={`${id}-hint${warnings.length ? ` ${id}-warnings` : ''}`}
        aria-invalid={warnings.length > 0 || undefined}
        onChange={handleChange}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint ?? uploadHint(maxFiles)}
      </p>
      {warnings.length > 0 && (
        <ul id={`${id}-warnings`} role="alert" className={styles.warnings}>
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {reading && <p role="status">Reading files…</p>}
      {chosen.length > 0 && (
        <ul className={styles.files} aria-label={`${label}: selected files`}>
          {chosen.map((d) => (
            <li key={d.document_name}>{d.document_name}</li>
          ))}
        </ul>
      )}
    </div>
  );
};
