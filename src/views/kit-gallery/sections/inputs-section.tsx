import { useState } from 'react';
import { InfoTooltip } from '../../kit/info-tooltip/info-tooltip';
import { SearchBox } from '../../kit/search-box/search-box';
import { loadingFlag } from '../../kit/spinner/loading-flag';
import { Spinner } from '../../kit/spinner/spinner';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import styles from '../kit-gallery.module.css';
import { Button } from '../../kit/ui/button';

export const InputsSection = () => {
  const [event, setEvent] = useState('');
  return (
    <>
      <GallerySection
        name="Datatable search box"
        summary="Change on any key but Enter while there is text, search on Enter, clear when empty."
      >
        <SearchBox
          label="Search employers"
          onSearch={(e) => setEvent(`${e.type} ${JSON.stringify(e.data)}`)}
        />
        <EventLog label="Search event" value={event} />
      </GallerySection>
      <GallerySection
        name="Info tooltip"
        summary="Opens on hover and on keyboard focus; placed right by default."
      >
        <div className={styles.row}>
          <span>Gap cover</span>
          <InfoTooltip content="Gap cover pays the shortfall between a specialist's fee and what the medical scheme pays." />
          <span>Late joiner penalty</span>
          <InfoTooltip
            side="top"
            label="About late joiner penalties"
            content="A loading on contributions for members who join after 35."
          />
        </div>
      </GallerySection>
      <GallerySection
        name="Spinner"
        summary="Driven by the shared loading flag: any task that raises it shows the spinner."
      >
        <div className={styles.row}>
          <Button onClick={() => void loadingFlag.track(new Promise((resolve) => setTimeout(resolve, 2000)))}>
            Run a 2 s task
          </Button>
          <Spinner label="Working on the task" />
        </div>
      </GallerySection>
    </>
  );
};
