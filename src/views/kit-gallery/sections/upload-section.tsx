import { useState } from 'react';
import { checkChecklistAttachments, type UploadedDocument } from '../../../rules/kit-upload';
import { DocumentUpload } from '../../kit/upload/document-upload';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';

const describe = (docs: readonly UploadedDocument[]) =>
  docs.length === 0
    ? '[]'
    : docs
        .map((d) => `${d.document_identifier ? `${d.document_identifier}: ` : ''}${d.document_name}`)
        .join(', ');

export const UploadSection = () => {
  const [many, setMany] = useState<UploadedDocument[]>([]);
  const [singles, setSingles] = useState<UploadedDocument[]>([]);
  const [images, setImages] = useState<UploadedDocument[]>([]);
  const [checklist, setChecklist] = useState<UploadedDocument[]>([]);
  return (
    <GallerySection
      name="Document upload"
      summary="5 files of 5 MB by default; exe and sh refused unless an accepted list is given; a refused selection clears the input and says why."
    >
      <div className={styles.grid}>
        <div>
          <DocumentUpload label="Supporting documents" onChange={setMany} />
          <EventLog label="Documents" value={describe(many)} />
        </div>
        <div>
          <DocumentUpload
            label="Scanned images (png, jpg)"
            accept={['png', 'jpg', 'jpeg']}
            maxFiles={3}
            onChange={setImages}
          />
          <EventLog label="Images" value={describe(images)} />
        </div>
        <div>
          <DocumentUpload
            label="ID document"
            documentIdentifier="id_document"
            documents={singles}
            withSize
            onChange={setSingles}
          />
          <DocumentUpload
            label="Latest payslip"
            documentIdentifier="payslip"
            documents={singles}
            withSize
            onChange={setSingles}
          />
          <EventLog label="Single uploads" value={describe(singles)} />
        </div>
        <div>
          <DocumentUpload
            label="Checklist attachments (10 MB each, 25 MB in all)"
            check={checkChecklistAttachments}
            hint="File size not exceeding 10MB, 25MB in all."
            onChange={setChecklist}
          />
          <EventLog label="Attachments" value={describe(checklist)} />
        </div>
      </div>
    </GallerySection>
  );
};
