import { useMemo, useState, type FormEvent } from 'react';
import { planCatalogue, schemeStatuses, type SchemeStatus } from '../../contracts/advice';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import { useMayDo } from '../kit/permission/use-permission';
import styles from './advice.module.css';
import { rand, shortDate } from './format';
import { useQuery } from '../kit/use-query';
import { Button } from '../kit/ui/button';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { DetailTable } from '../kit/detail-table/detail-table';
import { PageHeader } from '../kit/ui/surfaces';

const statusLabel: Record<SchemeStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  withdrawn: 'Withdrawn',
};

type ProductLine = { product_id: number; name: string; year: string; state: string };
const productColumns: DatatableColumn<ProductLine>[] = [
  { id: 'name', title: 'Plan', grow: true, width: 140 },
  { id: 'year', title: 'Year', fit: true },
  { id: 'state', title: 'Status', fit: true },
];
const productLine = (p: {
  product_id: number;
  name: string;
  year: number | string;
  status: SchemeStatus;
}) => ({
  product_id: p.product_id,
  name: p.name,
  year: String(p.year),
  state: statusLabel[p.status],
});
type HistoryLine = { state: string; reason: string; by: string; when: string };
const historyColumns: DatatableColumn<HistoryLine>[] = [
  { id: 'state', title: 'Status', fit: true },
  { id: 'reason', title: 'Reason', grow: true, width: 240 },
  { id: 'by', title: 'By', fit: true },
  { id: 'when', title: 'When', fit: true },
];
const historyLine = (h: { status: SchemeStatus; reason: string; by: string; at: string }): HistoryLine => ({
  state: statusLabel[h.status],
  reason: h.reason,
  by: h.by,
  when: shortDate(h.at),
});

/** Product houses → products → scheme details, and the scheme status (withdrawn and suspended plans are not offered). */
export const SchemeCatalogue = () => {
  const mayChange = useMayDo('scheme.status');
  const houses = useQuery('advice.productHouses', null);
  const products = useQuery('advice.products');
  const details = useQuery('advice.schemeDetails');
  const change = useQuery('advice.changeSchemeStatus');
  const [houseId, setHouseId] = useState<number | null>(null);
  const [status, setStatus] = useState<SchemeStatus>('suspended');
  const [reason, setReason] = useState('');
  const changed = change.data;
  const shown = changed && changed.scheme_id === details.data?.scheme_id ? changed : details.data;
  const productRows = useMemo(() => (products.data ?? []).map(productLine), [products.data]);
  const historyRows = useMemo(() => (shown?.status_history ?? []).map(historyLine), [shown]);

  const handleHouse = (id: number) => {
    setHouseId(id);
    products.run(id);
  };
  const handleChange = (event: FormEvent) => {
    event.preventDefault();
    if (shown && reason.trim().length >= 3) {
      change.run({ scheme_id: shown.scheme_id, status, reason: reason.trim() });
      setReason('');
    }
  };

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/advice/schemes') ?? []} />
      <PageHeader title="Medical schemes" />
      <div className={styles.charts}>
        <section className={styles.card} aria-labelledby="houses">
          <h2 id="houses" className={styles.cardTitle}>
            Product houses
          </h2>
          {houses.loading && <p aria-live="polite">Loading…</p>}
          {houses.error && <p className={styles.error}>{houses.error}</p>}
          <ul className={styles.steps} style={{ flexDirection: 'column' }}>
            {(houses.data ?? []).map((h) => (
              <li key={h.product_house_id}>
                <Button
                  variant="quiet"
                  size="sm"
                  aria-pressed={houseId === h.product_house_id}
                  onClick={() => handleHouse(h.product_house_id)}
                >
                  {h.name} ({h.products})
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="products">
          <h2 id="products" className={styles.cardTitle}>
            Products
          </h2>
          {houseId === null && <p className={styles.muted}>Choose a product house.</p>}
          {products.loading && <p aria-live="polite">Loading…</p>}
          {products.error && <p className={styles.error}>{products.error}</p>}
          {products.data !== null && (
            <Datatable
              label="Plans"
              rows={productRows}
              columns={productColumns}
              filterColumns={['name', 'year']}
              viewId="advice-products"
              onRowSelect={(p) => details.run(p.product_id)}
              onRowActivate={(p) => details.run(p.product_id)}
            />
          )}
        </section>
      </div>
      {details.loading && <p aria-live="polite">Loading the scheme…</p>}
      {details.error && <p className={styles.error}>{details.error}</p>}
      {shown && (
        <section className={styles.card} aria-labelledby="scheme-details">
          <h2 id="scheme-details" className={styles.cardTitle}>
            {shown.product_house}: {shown.name} — {statusLabel[shown.status]}
          </h2>
          <DetailTable className={styles.table} aria-label="Scheme details">
            <tbody>
              {planCatalogue.map((row) => (
                <tr key={row.key_map} className={row.type === 'group' ? styles.group : styles.sub}>
                  <th scope="row">{row.name}</th>
                  <td>
                    {row.type === 'contributions'
                      ? rand(shown.contributions[row.key_map as keyof typeof shown.contributions])
                      : row.key_map === 'contributions'
                        ? `${rand(shown.monthly_premium)} a month for the main member`
                        : (shown.benefits[row.key_map] ?? '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </DetailTable>
          {mayChange && (
            <form
              onSubmit={handleChange}
              aria-label="Change scheme status"
              className={styles.row}
              style={{ marginTop: 12 }}
            >
              <label className={styles.field}>
                <span className={styles.label}>New status</span>
                <select
                  className={styles.input}
                  value={status}
                  onChange={(e) => setStatus(e.target.value as SchemeStatus)}
                >
                  {schemeStatuses.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span className={styles.label}>Reason</span>
                <input
                  className={styles.input}
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                />
              </label>
              <LoadingButton
                type="submit"
                loading={change.loading}
                loadingText="Saving…"
                disabled={reason.trim().length < 3 || status === shown.status}
              >
                Change status
              </LoadingButton>
            </form>
          )}
          {change.error && <p className={styles.error}>{change.error}</p>}
          {shown.status_history.length > 0 && (
            <div style={{ marginTop: 12 }}>
              <Datatable
                label="Status history"
                rows={historyRows}
                columns={historyColumns}
                viewId="advice-scheme-status-history"
              />
            </div>
          )}
        </section>
      )}
    </div>
  );
};
