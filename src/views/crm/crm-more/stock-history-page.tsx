import { Permitted } from '../../kit/permission/permitted';
import { useId, useState } from 'react';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { stockKinds, type Offering, type StockMovement } from '../../../contracts/crm-more';
import { Breadcrumb } from '../../kit/breadcrumb';
import forms from '../../kit/forms/forms.module.css';
import { StatusLine } from './status-line';
import { StockAdjustForm } from './stock-adjust-form';
import { stockKindLabels, StockTable } from './stock-table';
import { readOf, useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';

/** Stock History: every stock movement (received, sold, adjusted) per offering, with filters and an adjustment. */
export const StockHistoryPage = ({ route }: ScreenProps) => {
  const [filter, setFilter] = useState<{ offering_id?: number; kind?: string }>({});
  const desk = useCrmDesk({ offeringList: {}, stockHistory: {} });
  const offerings = readOf<Offering[]>(desk.data, 'offeringList') ?? [];
  const moves = readOf<StockMovement[]>(desk.data, 'stockHistory') ?? [];
  const offeringId = useId();
  const kindId = useId();
  const handleFilter = (next: typeof filter) => {
    setFilter(next);
    desk.actor.send({ type: 'crm.reload', reads: { offeringList: {}, stockHistory: next } });
  };
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>Stock History</h1>
      <StatusLine error={desk.error} notice={desk.notice} />
      <div className={styles.grid} role="group" aria-label="Filters">
        <div className={forms.field}>
          <label htmlFor={offeringId} className={forms.label}>
            Offering
          </label>
          <select
            id={offeringId}
            className={forms.input}
            value={filter.offering_id ?? ''}
            onChange={(e) =>
              handleFilter({ ...filter, offering_id: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">All offerings</option>
            {offerings.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} ({o.stock_quantity} in stock)
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor={kindId} className={forms.label}>
            Movement
          </label>
          <select
            id={kindId}
            className={forms.input}
            value={filter.kind ?? ''}
            onChange={(e) => handleFilter({ ...filter, kind: e.target.value || undefined })}
          >
            <option value="">All movements</option>
            {stockKinds.map((k) => (
              <option key={k} value={k}>
                {stockKindLabels[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StockTable rows={moves} loading={desk.loading} viewId="stock-history" />
      <Permitted action="offering.edit">
        <section aria-label="Adjust stock">
          <h2 className={styles.subtitle}>Receive or adjust stock</h2>
          <StockAdjustForm
            offerings={offerings}
            saving={desk.saving}
            onSave={(payload) => desk.actor.send({ type: 'crm.change', call: 'stockAdjust', payload })}
          />
        </section>
      </Permitted>
    </div>
  );
};
