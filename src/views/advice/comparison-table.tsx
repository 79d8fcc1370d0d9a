import type { ReactNode } from 'react';
import styles from './advice.module.css';
import { DetailTable } from '../kit/detail-table/detail-table';

type CatalogueRow = { key_map: string; name: string; type: string };

type ComparisonTableProps<P> = {
  label: string;
  /** The products compared, one column each. */
  products: readonly P[];
  productKey: (p: P) => string | number;
  heading: (p: P) => ReactNode;
  /** The benefit catalogue's rows: groups in bold, their subgroups under them. */
  catalogue: readonly CatalogueRow[];
  cell: (p: P, row: CatalogueRow) => ReactNode;
};

/** Products side by side over the benefit catalogue (schemes and gap cover alike). */
export const ComparisonTable = <P,>({
  label,
  products,
  productKey,
  heading,
  catalogue,
  cell,
}: ComparisonTableProps<P>) => (
  <div className={styles.scroll}>
    <DetailTable className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Benefit</th>
          {products.map((p) => (
            <th key={productKey(p)} scope="col">
              {heading(p)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {catalogue.map((row) => (
          <tr key={row.key_map} className={row.type === 'group' ? styles.group : styles.sub}>
            <th scope="row">{row.name}</th>
            {products.map((p) => (
              <td key={productKey(p)}>{cell(p, row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </DetailTable>
  </div>
);
