import { documentKind } from '../../rules/document-kinds';
import { formatDateTime } from '../../rules/kit-format';
import type { CaseDocument } from '../../contracts/workflow/desk';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import styles from './case-documents.module.css';
import { Button } from '../kit/ui/button';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Props = {
  doc: CaseDocument;
  thumbnail: string | undefined;
  pending: boolean;
  mayRemove: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onRemove: () => void;
};

/** One document: its thumbnail or type, its name (opens or downloads by type, spec §9), download and remove. */
export const CaseDocumentRow = ({
  doc,
  thumbnail,
  pending,
  mayRemove,
  onOpen,
  onDownload,
  onRemove,
}: Props) => {
  const kind = documentKind(doc.document_name);
  return (
    <li className={styles.row} aria-busy={pending}>
      {thumbnail ? (
        <img className={styles.thumb} src={thumbnail} alt="" />
      ) : (
        <span className={styles.type} aria-hidden="true">
          {kind.extension.toUpperCase() || 'FILE'}
        </span>
      )}
      <div className={styles.text}>
        <Button
          variant="quiet"
          size="sm"
          className={styles.name}
          onClick={kind.opening === 'view' ? onOpen : onDownload}
          aria-label={`${kind.opening === 'view' ? 'Open' : 'Download'} ${doc.document_name}`}
        >
          {doc.document_name}
        </Button>
        <span className={styles.meta}>
          {kb(doc.size)} · {doc.uploaded_by_name ?? 'Former user'}, {formatDateTime(doc.create_datetime)}
          {doc.sent_with_notification ? ' · sent with the notification' : ''}
          {pending ? ' · working…' : ''}
        </span>
      </div>
      <div className={styles.actions}>
        <Button variant="quiet" size="sm" onClick={onDownload} aria-label={`Download ${doc.document_name}`}>
          Download
        </Button>
        {mayRemove && <InlineConfirm triggerLabel={`Remove ${doc.document_name}`} onConfirm={onRemove} />}
      </div>
    </li>
  );
};
