import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import type { SalesDocument, SalesKind } from '../../../contracts/sales';
import { salesDeskMachine } from '../../../machines/sales-desk.machine';
import { Breadcrumb } from '../../kit/breadcrumb';
import { Datatable } from '../../kit/datatable/datatable';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { DocumentDetail } from './document-detail';
import { rand, statusLabel } from './money';
import { QuoteForm } from './quote-form';
import { RfqForm } from './rfq-form';
import styles from '../../kit/shared/page.module.css';

const kindOf: Record<string, SalesKind> = {
  '/sales-order/request': 'rfq',
  '/sales-order/quote': 'quote',
  '/sales-order/order': 'order',
};
const titles: Record<SalesKind, string> = { rfq: 'Requests for quote', quote: 'Quotes', order: 'Orders' };

/**
 * Every column but the title sized to what it shows (kit-text-lines), in rows of two lines: dates, totals and
 * statuses are never cut (the fixed widths cut "16 Nov 2026 18:05" to "16 Nov 2026 18:…" at 1280 px); the title
 * takes what is left, cut with a tip when longer.
 */
const columns: DatatableColumn<SalesDocument>[] = [
  { id: 'number', title: 'Number', fit: true },
  { id: 'employer_name', title: 'Customer', fit: { maxWidth: 240 } },
  { id: 'title', title: 'Title', width: 200, grow: true },
  { id: 'status', title: 'Status', fit: true, format: (v) => statusLabel(String(v)) },
  { id: 'source_number', title: 'From', fit: true },
  { id: 'total_cents', title: 'Total', fit: true, format: (v) => rand(Number(v)) },
  { id: 'create_datetime', title: 'Created', fit: true },
];

/** Request for Quote, Quote and Order: the desk's list, the selected document with its next step, and a form. */
export const SalesPage = (props: ScreenProps) => <SalesDesk key={props.route.path} {...props} />;

// Keyed by route: the desk's machine takes its kind once, and the three desks share this component.
const SalesDesk = ({ route }: ScreenProps) => {
  const kind = kindOf[route.path];
  // A link naming a document (?id=N, as the customer's history opens one) selects it from the start.
  const linked = Number(new URLSearchParams(useSearch()).get('id'));
  const desk = useScreenActor(salesDeskMachine, { input: { kind, selectedId: linked > 0 ? linked : null } });
  const documents = useSelector(desk, (s) => s.context.documents);
  const openRfqs = useSelector(desk, (s) => s.context.openRfqs);
  const selectedId = useSelector(desk, (s) => s.context.selectedId);
  const error = useSelector(desk, (s) => s.context.error);
  const loading = useSelector(desk, (s) => s.matches('loading'));
  const acting = useSelector(desk, (s) => s.hasTag('acting'));
  const selected = documents.find((d) => d.id === selectedId) ?? null;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>{titles[kind]}</h1>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <Datatable
        label={titles[kind]}
        rows={documents}
        columns={
          kind === 'rfq' ? columns.filter((c) => c.id !== 'total_cents' && c.id !== 'source_number') : columns
        }
        filterColumns={['number', 'employer_name', 'title', 'status']}
        viewId={`sales-${kind}`}
        loading={loading}
        rowLines={2}
        height={400}
        onRowActivate={(row) => desk.send({ type: 'sales.select', id: row.id })}
      />
      {selected && (
        <DocumentDetail
          document={selected}
          busy={acting}
          onAct={(action) => desk.send({ type: 'sales.act', action })}
        />
      )}
      {kind === 'rfq' && (
        <section aria-label="Request a quote" className={styles.pane}>
          <h2 className={styles.subtitle}>New request for quote</h2>
          <RfqForm
            busy={acting}
            error={null}
            onSubmit={(body) => desk.send({ type: 'sales.act', action: { op: 'rfq.create', body } })}
          />
        </section>
      )}
      {kind === 'quote' && (
        <section aria-label="Quote a request" className={styles.pane}>
          <h2 className={styles.subtitle}>New quote</h2>
          <QuoteForm
            openRfqs={openRfqs}
            busy={acting}
            error={null}
            onSubmit={(body) => desk.send({ type: 'sales.act', action: { op: 'quote.create', body } })}
          />
        </section>
      )}
    </div>
  );
};
