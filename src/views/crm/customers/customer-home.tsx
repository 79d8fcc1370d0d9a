import { Link, useSearch } from 'wouter';
import { useNavigate } from '../../kit/use-navigate';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { labels } from '../../../config/labels';
import { formatPhone } from '../../../rules/phone-number';
import type { Employer } from '../../../contracts/customers/entities';
import { Breadcrumb } from '../../kit/breadcrumb';
import type { DatatableColumn } from '../../kit/datatable/columns';
import { RecordFinder } from '../../kit/record-finder/record-finder';
import { Spinner } from '../../kit/spinner/spinner';
import { useQuery } from '../../kit/use-query';
import { EmployerPicker } from './employer-picker';
import { PartyTimeline } from '../../kit/timeline/party-timeline';
import styles from '../../kit/shared/page.module.css';
import { NewRecordButtons } from '../../kit/new-record/new-record-buttons';
import { PageHeader } from '../../kit/ui/surfaces';

const noun = labels.customer.toLowerCase();
const finderColumns: DatatableColumn<Employer>[] = [
  { id: 'name', title: 'Name', grow: true, width: 240 },
  { id: 'industry', title: 'Industry', fit: { maxWidth: 240 }, format: (v) => (v as string) || '—' },
  {
    id: 'city',
    title: 'Town',
    fit: { maxWidth: 260 },
    format: (_, c) => [c.city, c.province].filter(Boolean).join(', ') || '—',
  },
  { id: 'status', title: 'Status', fit: true, format: (v) => (v === 'active' ? 'Active' : 'Inactive') },
];

const rand = (n: number) => `R ${n.toLocaleString('en-ZA')}`;

/** /busorg/bus-home/customer: one customer's summary — people in figures, divisions, locations and contacts. */
export const CustomerHome = ({ route }: ScreenProps) => {
  const id = Number(new URLSearchParams(useSearch()).get('id')) || null;
  const go = useNavigate();
  const read = useQuery('customers.summary', id ?? undefined);
  // Without a chosen customer the page opens on the list of them, never on a bare picker.
  const list = useQuery('customers.employers', id ? undefined : null);
  // While a change of customer loads, the spinner shows, not the previous customer's figures.
  const summary = read.loading || read.data?.employer.id !== id ? null : read.data;
  const failed = read.loading ? null : read.error;
  const e = summary?.employer;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title={e ? e.name : `${labels.customer} Home`}
        actions={e && <NewRecordButtons party={{ party_type: 'employer', party_id: e.id, name: e.name }} />}
      />
      {id ? (
        <div style={{ maxWidth: 420 }}>
          <EmployerPicker
            value={id}
            onChange={(next) =>
              go(next ? `/busorg/bus-home/customer?id=${next}` : '/busorg/bus-home/customer')
            }
          />
        </div>
      ) : (
        <RecordFinder
          title={`Find a ${noun}`}
          noun={noun}
          items={list.data}
          columns={finderColumns}
          keyOf={(c) => c.id}
          searchLabel="Search by name, industry or town"
          textOf={(c) => [c.name, c.trading_name, c.industry, c.city].join(' ')}
          nameOf={(c) => c.name}
          pathOf={(c) => `/busorg/bus-home/customer?id=${c.id}`}
        />
      )}
      {failed && (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      )}
      {id && !summary && !failed && <Spinner loading label="Loading the summary" />}
      {e && summary && (
        <>
          <p className={styles.note}>
            {[
              e.trading_name,
              e.industry,
              e.registration_number && `Reg. ${e.registration_number}`,
              e.phone && formatPhone(e.phone),
              e.email,
            ]
              .filter(Boolean)
              .join(' · ')}{' '}
            — <Link href={`/busorg/bus-org-details-div/${e.id}`}>Edit details</Link> ·{' '}
            <Link href={`/busorg/customer-details/${e.id}`}>Cases and sales orders</Link>
          </p>
          <dl className={styles.stats} aria-label="Figures">
            {[
              ['Employees', summary.counts.employees],
              ['Active', summary.counts.active],
              ['Dependants', summary.counts.dependants],
              ['Monthly payroll', rand(summary.counts.payroll)],
              ['Divisions', summary.divisions.length],
              ['Locations', summary.sites.length],
            ].map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.grid}>
            <section aria-label="Employees by division" className={styles.pane}>
              <h2 className={styles.subtitle}>Employees by division</h2>
              <ul className={styles.list}>
                {summary.by_division.map((d) => (
                  <li key={d.division_id ?? 0}>
                    {d.name}: {d.employees}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-label="Employees by job grade" className={styles.pane}>
              <h2 className={styles.subtitle}>Employees by job grade</h2>
              <ul className={styles.list}>
                {summary.by_grade.map((g) => (
                  <li key={g.job_grade}>
                    {g.job_grade}: {g.employees}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-label="Contacts" className={styles.pane}>
              <h2 className={styles.subtitle}>Contacts</h2>
              <ul className={styles.list}>
                {summary.contacts.map((c) => (
                  <li key={c.id}>
                    <Link href={`/busorg/contact-details/${c.id}`}>
                      {c.first_name} {c.last_name}
                    </Link>
                    {c.job_title && `, ${c.job_title}`}
                    {c.is_primary && ' (primary)'}
                    {c.mobile && ` · ${formatPhone(c.mobile)}`}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-label="Locations" className={styles.pane}>
              <h2 className={styles.subtitle}>Locations</h2>
              <ul className={styles.list}>
                {summary.sites.map((s) => (
                  <li key={s.id}>
                    <Link href={`/busorg/site-details/${s.id}`}>{s.name}</Link>
                    {s.city && `, ${s.city}`}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <PartyTimeline
            partyType="employer"
            partyId={e.id}
            partyName={e.name}
            emptyText={`Nothing has happened with this ${labels.customer.toLowerCase()} yet.`}
          />
        </>
      )}
    </div>
  );
};
