import type { GapData } from '../../contracts/advice';
import { ComparisonTable } from './comparison-table';

export const GapComparison = ({ data }: { data: GapData }) => (
  <ComparisonTable
    label="Gap cover comparison"
    products={data.products}
    productKey={(p) => p.gap_id}
    heading={(p) => p.name}
    catalogue={data.catalogue}
    cell={(p, row) => p.benefits[row.key_map] ?? '—'}
  />
);
