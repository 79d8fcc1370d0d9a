import { useEffect, useState, type FormEvent } from 'react';
import type { Advice, AdviceStatus } from '../../contracts/advice';
import { LoadingButton } from '../kit/loading-button';
import { useQuery } from '../kit/use-query';
import styles from './advice.module.css';
import { downloadPdf } from './format';
import { DocumentList } from './document-list';
import { MailList } from './mail-list';

type Props = {
  advice: Advice;
  status: AdviceStatus;
  saving: boolean;
  employeeEmail: string;
  onExport: () => void;
  onEmail: (to: string, message: string) => void;
  onResend: () => void;
  onRemove: (documentId: number) => void;
  onClose: (reason: string) => void;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Documents (export, download, remove), e-mail with its outbox (resend), and closing the advice. */
export const DocumentsPanel = ({
  advice,
  status,
  saving,
  employeeEmail,
  onExport,
  onEmail,
  onResend,
  onRemove,
  onClose,
}: Props) => {
  const [to, setTo] = useState(employeeEmail);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const live = advice.documents.filter((d) => !d.removed);
  const canExport = status === 'recommended' || status === 'documents_generated';
  const canEmail = status === 'documents_generated' && live.length > 0;
  const canClose = status === 'documents_generated' || status === 'sent';

  const download = useQuery('advice.download');
  const file = download.data;
  // Saving the file is the browser's part: the machine answers the PDF, the view hands it to the browser once.
  useEffect(() => {
    if (file) downloadPdf(file);
  }, [file]);
  const handleDownload = (documentId: number) =>
    download.run({ advice_id: advice.advice_id, document_id: documentId });
  const handleEmail = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (emailPattern.test(to.trim())) onEmail(to.trim(), message.trim());
  };
  const handleClose = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) onClose(reason.trim());
  };

  return (
    <div className={styles.page}>
      {canExport && (
        <div className={styles.row}>
          <LoadingButton loading={saving} loadingText="Generating…" onClick={onExport}>
            {live.length ? 'Generate documents again' : 'Generate documents'}
          </LoadingButton>
        </div>
      )}
      <DocumentList
        documents={live}
        mayRemove={status !== 'closed'}
        onDownload={handleDownload}
        onRemove={onRemove}
      />
      {download.error && <p className={styles.error}>{download.error}</p>}
      {canEmail && (
        <form onSubmit={handleEmail} aria-label="E-mail the documents" noValidate className={styles.grid}>
          <label className={styles.field}>
            <span className={styles.label}>Send to</span>
            <input
              className={styles.input}
              type="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={tried && !emailPattern.test(to.trim())}
            />
            {tried && !emailPattern.test(to.trim()) && (
              <span className={styles.error}>Enter a valid email address</span>
            )}
          </label>
          <label className={styles.field}>
            <span className={styles.label}>Message</span>
            <textarea
              className={styles.input}
              rows={2}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          <div className={styles.row}>
            <LoadingButton type="submit" loading={saving} loadingText="Sending…">
              E-mail documents
            </LoadingButton>
          </div>
        </form>
      )}
      {advice.mails.length > 0 && (
        <section aria-labelledby="outbox">
          <h3 id="outbox" className={styles.cardTitle}>
            Mail outbox
          </h3>
          <MailList mails={advice.mails} />
          {status === 'sent' && (
            <div className={styles.row} style={{ marginTop: 12 }}>
              <LoadingButton variant="secondary" loading={saving} loadingText="Sending…" onClick={onResend}>
                Resend documents
              </LoadingButton>
            </div>
          )}
        </section>
      )}
      {canClose && (
        <form onSubmit={handleClose} aria-label="Close the advice" className={styles.row}>
          <label className={styles.field}>
            <span className={styles.label}>Reason for closing</span>
            <input
              className={styles.input}
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <LoadingButton
            type="submit"
            variant="secondary"
            loading={saving}
            loadingText="Closing…"
            disabled={reason.trim().length < 3}
          >
            Close advice
          </LoadingButton>
        </form>
      )}
    </div>
  );
};
