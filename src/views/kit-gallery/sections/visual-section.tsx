import { useState } from 'react';
import { PageHeader } from '../../kit/ui/surfaces';
import { Badge } from '../../kit/ui/badge';
import { EmptyState } from '../../kit/ui/empty-state';
import { Card } from '../../kit/ui/card';
import { Button } from '../../kit/ui/button';
import { IconButton } from '../../kit/ui/icon-button';
import { Glyph } from '../../kit/ui/glyph';
import { Pagination } from '../../kit/ui/pagination';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';

const Plus = () => <Glyph d="M12 5v14M5 12h14" />;

/** The visual language every screen speaks: buttons by role, the pager, page header, card, badge, empty state. */
export const VisualSection = () => {
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(0);
  const [last, setLast] = useState('');
  const run = () => {
    setBusy(true);
    setTimeout(() => setBusy(false), 1500);
  };
  return (
    <>
      <GallerySection
        name="Buttons"
        summary="Primary for the one main action, secondary for the others, quiet in rows and toolbars, danger only to confirm. A destructive action stays quiet until confirmed."
      >
        <div className={styles.row}>
          <Button variant="primary" loading={busy} onClick={run}>
            Save case
          </Button>
          <Button onClick={() => setLast('Secondary')}>Export</Button>
          <Button variant="quiet" onClick={() => setLast('Quiet')}>
            Edit
          </Button>
          <Button variant="quiet" tone="danger" onClick={() => setLast('Remove (asks first)')}>
            Remove
          </Button>
          <Button variant="danger" onClick={() => setLast('Danger (the confirmation)')}>
            Yes, remove
          </Button>
          <Button size="sm" icon={<Plus />} onClick={() => setLast('Small with icon')}>
            Add row
          </Button>
          <IconButton label="Add a note" onClick={() => setLast('Icon button')}>
            <Plus />
          </IconButton>
        </div>
        <EventLog label="Last pressed" value={last} />
      </GallerySection>
      <GallerySection name="Pagination" summary="The one pager: first, previous, page x of y, next, last.">
        <Pagination
          label="Gallery"
          pageNumber={page}
          totalPages={5}
          onPage={setPage}
          summary={`${page * 10 + 1}–${page * 10 + 10} of 50`}
        />
      </GallerySection>
      <GallerySection name="Page header, card, badge and empty state">
        <PageHeader
          title="Case CAS-001022"
          description="Dependant over 21 still on the policy · Dineo Hendricks"
          actions={
            <>
              <Button>Assign</Button>
              <Button variant="primary">Resolve</Button>
            </>
          }
        />
        <div className={styles.grid}>
          <Card title="Status" level={3} actions={<Badge tone="warning">Due today</Badge>}>
            <p>
              <Badge tone="info">In Progress</Badge> <Badge tone="success">Resolved</Badge>{' '}
              <Badge tone="danger">Overdue</Badge> <Badge>Draft</Badge>
            </p>
          </Card>
          <Card title="Documents" level={3}>
            <EmptyState title="No documents yet" action={<Button size="sm">Upload a document</Button>}>
              Attach the member’s claim or a letter; it shows here and in the audit trail.
            </EmptyState>
          </Card>
        </div>
      </GallerySection>
    </>
  );
};
