import { Dialog } from 'radix-ui';
import { useEffect, useMemo } from 'react';
import { documentKind } from '../../../rules/document-kinds';
import button from '../shared/button.module.css';
import { fileUrl } from './file-url';
import styles from './document-viewer.module.css';

type Props = {
  /** The document to show, or null when the viewer is closed. */
  file: { document_name: string; document_data: string } | null;
  onClose: () => void;
};

/**
 * A document shown in the browser (spec §9: pdf, txt and images): the browser's own viewer inside a dialog, with
 * a link that opens it in a new tab and one that downloads it. Escape and the Close button close it.
 */
export const DocumentViewer = ({ file, onClose }: Props) => {
  const url = useMemo(() => (file ? fileUrl(file.document_name, file.document_data) : null), [file]);
  // The blob lives as long as the viewer shows it.
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const name = file?.document_name ?? '';
  const kind = documentKind(name);
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{name}</Dialog.Title>
            {url && (
              <>
                <a className={button.button} href={url} target="_blank" rel="noopener noreferrer">
                  Open in new tab
                </a>
                <a className={button.button} href={url} download={name}>
                  Download
                </a>
              </>
            )}
            <Dialog.Close className={button.button}>Close</Dialog.Close>
          </div>
          {url === null ? (
            <p role="alert">This document could not be read.</p>
          ) : kind.image ? (
            <img className={styles.image} src={url} alt={name} />
          ) : (
            <iframe className={styles.frame} src={url} title={name} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
