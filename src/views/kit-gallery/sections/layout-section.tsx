import { useState } from 'react';
import { Breadcrumb } from '../../kit/breadcrumb';
import { SidePanel } from '../../kit/side-panel/side-panel';
import { TwoPane } from '../../kit/two-pane/two-pane';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import { Button } from '../../kit/ui/button';

export const LayoutSection = () => {
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(0);
  return (
    <>
      <GallerySection
        name="Side panel"
        summary="Slides in from the right with its title, width, unique id and stacking order 9999; emits close."
      >
        <div>
          <Button onClick={() => setOpen(true)} aria-expanded={open} aria-controls="kit-side-panel">
            Open side panel
          </Button>
        </div>
        <SidePanel
          id="kit-side-panel"
          title="Customer information"
          width={380}
          open={open}
          onClose={() => {
            setOpen(false);
            setClosed((n) => n + 1);
          }}
        >
          <p>Sasol Mining · 4 divisions · 1 240 employees on Discovery Classic Saver.</p>
        </SidePanel>
        <EventLog label="Close events" value={String(closed)} />
      </GallerySection>
      <GallerySection
        name="Two-pane toggler"
        summary="Both panes at start; a toggle gives one side the whole width; toggling again restores both."
      >
        <TwoPane
          leftLabel="Case list"
          rightLabel="Case detail"
          left={<p>12 open cases in the Gap Cover workgroup.</p>}
          right={<p>Case 4711: specialist shortfall claim for a Bonitas member.</p>}
        />
      </GallerySection>
      <GallerySection name="Breadcrumb" summary="From the Foundation: every trail starts with Home.">
        <Breadcrumb
          trail={[
            { label: 'Home', href: '/dashboard/v1' },
            { label: 'Customers', href: '/busorg/bus-home/div' },
            { label: 'Component Kit' },
          ]}
        />
      </GallerySection>
    </>
  );
};
