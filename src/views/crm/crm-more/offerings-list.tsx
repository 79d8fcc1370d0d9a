import { Permitted } from '../../kit/permission/permitted';
import type { Offering } from '../../../contracts/crm-more';
import { labels } from '../../../config/labels';
import { Spinner } from '../../kit/spinner/spinner';
import { StatusLine } from './status-line';
import { readOf, useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';
import table from './crm-more.module.css';
import { buttonClass } from '../../kit/ui/button';

const rand = (v: number) => `R ${v.toFixed(2)}`;

/** The offerings (services sold) of the caller's tenants, beside the catalogue tree on Offerings Create/Edit. */
export const OfferingsList = () => {
  const desk = useCrmDesk({ offeringList: {} });
  const rows = readOf<Offering[]>(desk.data, 'offeringList');
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
      {rows && rows.length === 0 && <p className={styles.note}>There are no records.</p>}
      {rows && rows.length > 0 && (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Offering</th>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">{labels.cost}</th>
              <th scope="col">In stock</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <td>
                  <a href={`#/offerings/new-service/${o.id}`}>{o.name}</a>
                </td>
                <td>{o.product_name ?? '—'}</td>
                <td>{rand(o.price)}</td>
                <td>{rand(o.cost_price)}</td>
                <td>{o.stock_quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
