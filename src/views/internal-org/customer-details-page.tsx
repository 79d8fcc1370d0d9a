import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { labels } from '../../config/labels';
import { formatPhone } from '../../rules/phone-number';
import type { CustomerDetails } from '../../contracts/internal-org/entities';
import { Breadcrumb } from '../kit/breadcrumb';
import { Spinner } from '../kit/spinner/spinner';
import { PartyTimeline } from '../kit/timeline/party-timeline';
import { usePartyInView } from '../kit/use-party-in-view';
import { CustomerSales } from './customer-sales';
import { useInternalList } from './use-internal-list';
import styles from '../kit/shared/page.module.css';
import { NewRecordButtons } from '../kit/new-record/new-record-buttons';
import { PageHeader } from '../kit/ui/surfaces';

/** /busorg/customer-details/:id: a read-only summary of the customer with its cases and sales documents. */
export const CustomerDetailsPage = (props: ScreenProps) => (
  // Keyed on the id: another customer starts a fresh load instead of showing the last one's figures.
  <CustomerDetailsView key={props.params.id} {...props} />
);

const CustomerDetailsView = ({ route, params }: ScreenProps) => {
  const id = Number(params.id);
  const details = useInternalList<CustomerDetails>({ list: 'customerDetails', body: { id } });
  const d = details.data;
  usePartyInView(d ? { type: 'employer', id: d.employer.id, name: d.employer.name } : null);
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title={d?.employer.name ?? `${labels.customer} Overview`}
        actions={
          d && (
            <NewRecordButtons
              party={{ party_type: 'employer', party_id: d.employer.id, name: d.employer.name }}
            />
          )
        }
      />
      {details.busy && <Spinner loading label="Loading the details" />}
      {details.error && (
        <p role="alert" className={styles.alert}>
          {details.error}
        </p>
      )}
      {d && !details.busy && (
        <>
          <p className={styles.note}>
            {[
              d.employer.trading_name,
              d.employer.industry,
              d.employer.registration_number && `Reg. ${d.employer.registration_number}`,
              d.employer.phone && formatPhone(d.employer.phone),
              d.employer.email,
              [d.employer.city, d.employer.province].filter(Boolean).join(', '),
              d.employer.tenant_name,
            ]
              .filter(Boolean)
              .join(' · ')}{' '}
            — <Link href={`/busorg/bus-home/customer?id=${d.employer.id}`}>{labels.customer} home</Link> ·{' '}
            <Link href={`/busorg/bus-org-details-div/${d.employer.id}`}>Edit details</Link>
          </p>
          <dl className={styles.stats} aria-label="Figures">
            {[
              ['Employees', d.counts.employees],
              ['Divisions', d.counts.divisions],
              ['Locations', d.counts.sites],
              ['Contacts', d.counts.contacts],
              ['Cases and leads', d.cases.length],
              ['Sales documents', d.sales.length],
            ].map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <PartyTimeline
            partyType="employer"
            partyId={d.employer.id}
            partyName={d.employer.name}
            emptyText={`Nothing has happened with this ${labels.customer.toLowerCase()} yet.`}
          />
          <CustomerSales sales={d.sales} />
        </>
      )}
    </div>
  );
};
