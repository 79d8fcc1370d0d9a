import { useState } from 'react';
import { ConfirmModal } from '../../kit/confirm-modal/confirm-modal';
import { openModal } from '../../kit/confirm-modal/modal-registry';
import { InlineConfirm } from '../../kit/inline-confirm/inline-confirm';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import { Button } from '../../kit/ui/button';

const modalId = 'kit-confirm-modal';
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const ModalSection = () => {
  const [last, setLast] = useState('');
  const [docs, setDocs] = useState(['ID copy.pdf', 'Payslip March.pdf']);
  return (
    <>
      <GallerySection
        name="Confirmation modal"
        summary="Opened by id; static (no backdrop or Escape close); Save / Saving; every button disabled after a click until reopened."
      >
        <div>
          <Button onClick={() => openModal(modalId)}>Open confirmation modal</Button>
        </div>
        <ConfirmModal
          id={modalId}
          title="Save the workgroup rules?"
          onConfirm={async () => {
            await wait(1500);
            setLast('saved');
          }}
          onCancel={() => setLast('cancelled')}
        >
          The new routing rules apply to cases created from now on.
        </ConfirmModal>
        <EventLog label="Modal answer" value={last} />
      </GallerySection>
      <GallerySection
        name="In-place yes/no confirmation"
        summary="Asks in place with the default text, Yes and No."
      >
        <ul>
          {docs.map((doc) => (
            <li key={doc} style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 8 }}>
              <span>{doc}</span>
              <InlineConfirm
                triggerLabel={`Remove ${doc}`}
                onConfirm={() => setDocs((d) => d.filter((x) => x !== doc))}
              />
            </li>
          ))}
        </ul>
        {docs.length === 0 && <p>All documents removed.</p>}
      </GallerySection>
    </>
  );
};
