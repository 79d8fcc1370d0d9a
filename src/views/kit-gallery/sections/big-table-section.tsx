import { useMemo } from 'react';
import { Datatable } from '../../kit/datatable/datatable';
import { demoRows, type DemoRow } from '../demo-data';
import { GallerySection } from '../gallery-section';
import { demoColumns, demoFilterColumns } from './datatable-section';

export const bigTableRows = 100_000;

export const BigTableSection = () => {
  const rows = useMemo(() => demoRows(bigTableRows), []);
  return (
    <GallerySection
      name="Datatable with 100 000 rows"
      summary="The same table on 100 000 rows, 1 000 to a page: the grid draws only visible cells and the filter runs in a plain loop on a deferred copy of the text."
    >
      <Datatable<DemoRow>
        label="100 000 employer cases"
        viewId="kit-gallery-big"
        rows={rows}
        columns={demoColumns}
        filterColumns={demoFilterColumns}
        pageSize={1000}
      />
    </GallerySection>
  );
};
