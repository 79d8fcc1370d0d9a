import { useState } from 'react';
import { excerpt, formatDateTime, formatTimeTaken, generateId, lookupById } from '../../../rules/kit-format';
import { RelativeTime } from '../../kit/display/relative-time';
import { useDeviceType } from '../../kit/display/use-device-type';
import { GallerySection } from '../gallery-section';
import { Button } from '../../kit/ui/button';

const optical = [
  { id: 1, name: 'Optical benefit' },
  { id: 2, name: 'Specialized Dentistry' },
  { id: 3, name: 'Conservative Dentistry' },
];

export const DisplaySection = () => {
  const [openedAt] = useState(() => Date.now() - 42_000);
  const [id, setId] = useState(() => generateId());
  const device = useDeviceType();
  return (
    <GallerySection
      name="Display helpers"
      summary="Excerpt, relative time (refreshing every second), lookup by id, date format, generated ids and device type."
    >
      <dl>
        <dt>Excerpt of “Discovery Health Medical Scheme”</dt>
        <dd>{excerpt('Discovery Health Medical Scheme')}</dd>
        <dt>Page opened</dt>
        <dd>
          <RelativeTime value={openedAt} />
        </dd>
        <dt>Lookup of id 2 in the optical and dentistry map</dt>
        <dd>{lookupById(optical, 2, 'name')}</dd>
        <dt>Date format</dt>
        <dd>{formatDateTime(new Date(2025, 2, 14, 9, 5))}</dd>
        <dt>Time taken of 135 minutes</dt>
        <dd>{formatTimeTaken(135)}</dd>
        <dt>Generated id</dt>
        <dd>
          <code>{id}</code> <Button onClick={() => setId(generateId())}>New id</Button>
        </dd>
        <dt>Device type</dt>
        <dd>{device}</dd>
      </dl>
    </GallerySection>
  );
};
