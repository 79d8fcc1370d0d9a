import { useMemo } from 'react';
import { Permitted } from '../../kit/permission/permitted';
import type { Offering } from '../../../contracts/crm-more';
import { labels } from '../../../config/labels';
import { Datatable } from '../../kit/datatable/datatable';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { Spinner } from '../../kit/spinner/spinner';
import { StatusLine } from './status-line';
import { readOf, useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';
import table from './crm-more.module.css';
import { buttonClass } from '../../kit/ui/button';
import { useChosenRow } from '../../kit/datatable/use-chosen-row';

const rand = (v: unknown) => `R ${Number(v).toFixed(2)}`;

type OfferingRow = Offering & { product: string };
const columns: DatatableColumn<OfferingRow>[] = [
  { id: 'name', title: 'Offering', grow: true, width: 200 },
  { id: 'product', title: 'Product', fit: { maxWidth: 220 } },
  { id: 'price', title: 'Price', fit: true, format: rand },
  { id: 'cost_price', title: labels.cost, fit: true, format: rand },
  { id: 'stock_quantity', title: 'In stock', fit: true },
];

/**
 * The offerings (services sold) of the caller's tenants, beside the catalogue tree on Offerings Create/Edit. A
 * canvas row holds no link, so choosing an offering (a click, or Space) offers its page under the table.
 */
export const OfferingsList = () => {
  const desk = useCrmDesk({ offeringList: {} });
  const offerings = readOf<Offering[]>(desk.data, 'offeringList');
  const rows = useMemo(
    () => (offerings ?? []).map((o) => ({ ...o, product: o.product_name ?? '—' })),
    [offerings],
  );
  const [chosen, setChosenId] = useChosenRow(rows, (o) => o.id);
  return (
    <section aria-label="Offerings" className={styles.pane}>
      <div className={table.bar}>
        <h2 className={styles.subtitle}>Offerings</h2>
        <Permitted action="offering.edit">
          <a href="#/offerings/new-service/-1" className={buttonClass({ size: 'sm' })}>
            New offering
          </a>
        </Permitted>
      </div>
      <StatusLine error={desk.error} />
      {desk.loading && <Spinner loading label="Loading offerings" />}
      {offerings && offerings.length === 0 && <p className={styles.note}>There are no records.</p>}
      {rows.length > 0 && (
        <>
          <Datatable
            label="Offerings list"
            rows={rows}
            columns={columns}
            filterColumns={['name', 'product']}
            viewId="offerings"
            onRowSelect={(o) => setChosenId(o.id)}
            onRowActivate={(o) => setChosenId(o.id)}
          />
          <div className={table.chosen} aria-live="polite">
            {chosen ? (
              <a href={`#/offerings/new-service/${chosen.id}`} className={buttonClass({ size: 'sm' })}>
                Open {chosen.name}
              </a>
            ) : (
              <p className={styles.note}>Choose an offering to open it.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
};
