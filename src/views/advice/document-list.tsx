import { useMemo } from 'react';
import type { AdviceDocument } from '../../contracts/advice/types';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { InlineConfirm } from '../kit/inline-confirm/inline-confirm';
import { Button } from '../kit/ui/button';
import styles from './advice.module.css';
import { shortDate } from './format';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

export const kindLabel = {
  advice: 'Record of advice',
  scheme_comparison: 'Scheme comparison',
  gap_comparison: 'Gap cover comparison',
};

type DocumentLine = AdviceDocument & { document: string; created: string };
const documentColumns: DatatableColumn<DocumentLine>[] = [
  { id: 'document', title: 'Document', fit: true },
  { id: 'file_name', title: 'File', grow: true, width: 220 },
  { id: 'created', title: 'Created', fit: true },
];

type DocumentListProps = {
  documents: AdviceDocument[];
  mayRemove: boolean;
  onDownload: (documentId: number) => void;
  onRemove: (documentId: number) => void;
};

/** An advice's documents; choosing one offers Download and Remove under the table (a canvas row holds no button). */
export const DocumentList = ({ documents, mayRemove, onDownload, onRemove }: DocumentListProps) => {
  const rows = useMemo(
    () => documents.map((d) => ({ ...d, document: kindLabel[d.kind], created: shortDate(d.created_at) })),
    [documents],
  );
  const [chosen, setChosenId] = useChosenRow(rows, (d) => d.document_id);
  return (
    <>
      <Datatable
        label="Advice documents"
        rows={rows}
        columns={documentColumns}
        filterColumns={['document', 'file_name']}
        viewId="advice-documents"
        onRowSelect={(d) => setChosenId(d.document_id)}
        onRowActivate={(d) => onDownload(d.document_id)}
      />
      <div className={styles.row} aria-live="polite">
        {chosen ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => onDownload(chosen.document_id)}>
              Download {chosen.document}
            </Button>
            {mayRemove && (
              <InlineConfirm
                key={chosen.document_id}
                onConfirm={() => onRemove(chosen.document_id)}
                triggerLabel={`Remove ${chosen.document}`}
              />
            )}
          </>
        ) : (
          rows.length > 0 && <p className={styles.muted}>Choose a document to download or remove it.</p>
        )}
      </div>
    </>
  );
};
