import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import type { Offering, RfqQuoteMap, StockMovement } from '../../../contracts/crm-more';
import { Breadcrumb } from '../../kit/breadcrumb';
import { useMayDo } from '../../kit/permission/use-permission';
import { Spinner } from '../../kit/spinner/spinner';
import { OfferingForm } from './offering-form';
import { StatusLine } from './status-line';
import { StockTable } from './stock-table';
import { readOf, useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';

/** New Service: /offerings/new-service/:id (-1 creates); after a save the offering's stock movements show below. */
const OfferingScreen = ({ route, params }: ScreenProps) => {
  const id = Number(params.id);
  const isNew = !Number.isInteger(id) || id <= 0;
  const desk = useCrmDesk(
    isNew ? { rfqMap: {} } : { rfqMap: {}, offeringGet: { id }, stockHistory: { offering_id: id } },
    undefined,
    // A new offering opens its own page once saved; the machine moves there.
    isNew ? { call: 'offeringSave', to: route.path } : undefined,
  );
  const offering = readOf<Offering>(desk.data, 'offeringGet') ?? null;
  const map = readOf<RfqQuoteMap>(desk.data, 'rfqMap');
  const moves = readOf<StockMovement[]>(desk.data, 'stockHistory') ?? [];
  const ready = map !== undefined && (isNew || offering !== null);
  const mayEdit = useMayDo('offering.edit');
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>{isNew ? 'New offering' : (offering?.name ?? 'Offering')}</h1>
      <p>
        <a href="#/offerings/offerings">All offerings</a> ·{' '}
        <a href="#/offerings/stock-history">Stock History</a>
      </p>
      {!ready && <Spinner loading label="Loading offering" />}
      {!ready && desk.error && <StatusLine error={desk.error} />}
      {ready && !mayEdit && offering && (
        <section aria-label="Offering details">
          <p>
            {offering.product_name ?? 'No product'} · R {offering.price.toFixed(2)} ·{' '}
            {offering.stock_quantity} in stock
          </p>
          <p className={styles.note}>Read only: offerings are changed by a profile with product rights.</p>
        </section>
      )}
      {ready && mayEdit && (
        <OfferingForm
          key={`${id}-${offering?.update_datetime ?? ''}`}
          offering={offering}
          products={map.products}
          error={desk.error}
          saving={desk.saving}
          onSave={(values) => desk.actor.send({ type: 'crm.change', call: 'offeringSave', payload: values })}
        />
      )}
      {!isNew && desk.notice && <p className={styles.note}>{desk.notice}</p>}
      {!isNew && (
        <section aria-label="Stock movements of this offering">
          <h2 className={styles.subtitle}>Stock movements</h2>
          <StockTable rows={moves} loading={desk.loading} viewId="offering-stock" />
        </section>
      )}
    </div>
  );
};

/** Keyed on the id: after a create the address names the new offering and its reads start afresh. */
export const OfferingPage = (props: ScreenProps) => <OfferingScreen key={props.params.id} {...props} />;
