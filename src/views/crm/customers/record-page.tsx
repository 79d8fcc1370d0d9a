import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { labels } from '../../../config/labels';
import { Breadcrumb } from '../../kit/breadcrumb';
import { EmployerPicker } from './employer-picker';
import { RecordPane } from './record-pane';
import { PartyTimeline } from '../../kit/timeline/party-timeline';
import { useRecordActor } from '../../kit/forms/use-record-actor';
import styles from '../../kit/shared/page.module.css';
import { customerRecordMachine, type CustomerRecordKind } from '../../../machines/customer-record.machine';
import { NewRecordButtons } from '../../kit/new-record/new-record-buttons';
import { PageHeader } from '../../kit/ui/surfaces';
import { partyOfRecord } from './record-party';
import { usePartyInView } from '../../kit/use-party-in-view';

const kindOfRoute: Record<string, CustomerRecordKind> = {
  '/busorg/bus-org-details-div/:id': 'employer',
  '/busorg/div-org-details/:id': 'division',
  '/busorg/emp-details/:id': 'employee',
  '/busorg/site-details/:id': 'site',
  '/busorg/contact-details/:id': 'contact',
};

/**
 * The stand-alone details pages (id -1 creates). A new division, location, contact or employee needs its
 * customer: from ?employer=N, or chosen here first.
 */
export const RecordPage = (props: ScreenProps) => <RecordScreen key={props.route.path} {...props} />;

// Keyed by route: each details page starts with its own record machine.
const RecordScreen = ({ route, params }: ScreenProps) => {
  const kind = kindOfRoute[route.path];
  const id = Number(params.id);
  const fromQuery = Number(new URLSearchParams(useSearch()).get('employer'));
  const [employerId, setEmployerId] = useState<number | null>(fromQuery > 0 ? fromQuery : null);
  const rec = useRecordActor(customerRecordMachine);
  const needsEmployer = id === -1 && kind !== 'employer';
  useEffect(() => {
    if (!Number.isInteger(id) || id < -1 || id === 0) return;
    if (id === -1 && needsEmployer && employerId === null) return;
    const current = rec.actor.getSnapshot().context;
    // After a create the page's address changes to the new id, and the record is already here.
    if (id > 0 && current.kind === kind && current.id === id && current.record) return;
    rec.actor.send({
      type: 'record.open',
      kind,
      id,
      defaults: needsEmployer ? { employer_id: employerId } : {},
      // A created record opens on its own page; the machine moves there after the save.
      createdPath: route.path,
    });
  }, [rec.actor, kind, id, employerId, needsEmployer, route.path]);
  const savedEmployer = kind === 'employer' && rec.id > 0 ? rec.id : null;
  // Once the record is read: a case or lead about it, with it (or its customer) filled in.
  const party = id > 0 && rec.id === id ? partyOfRecord(rec.kind, rec.record) : null;
  usePartyInView(party?.name ? { type: party.party_type, id: party.party_id, name: party.name } : null);
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      {/* A new record is named as the menu names it: "New Customer", "New Division"… */}
      <PageHeader
        title={id === -1 ? `New ${route.title.replace(/ (Details|Detail|Information)$/, '')}` : route.title}
        actions={party && <NewRecordButtons party={party} />}
      />
      {!Number.isInteger(id) || id < -1 || id === 0 ? (
        <p role="alert" className={styles.alert}>
          This address does not name a record.
        </p>
      ) : (
        <>
          {needsEmployer && <EmployerPicker value={employerId} onChange={setEmployerId} />}
          {savedEmployer && (
            <p className={styles.note}>
              Continue in <Link href="/busorg/bus-home/div">Division and Employees</Link>,{' '}
              <Link href="/busorg/bus-home/site">Location and Contacts</Link> or the{' '}
              <Link href={`/busorg/bus-home/customer?id=${savedEmployer}`}>{labels.customer} Home</Link>.
            </p>
          )}
          <div className={styles.pane}>
            <RecordPane rec={rec} />
          </div>
          {id > 0 && (kind === 'employee' || kind === 'contact') && (
            <PartyTimeline
              partyType={kind}
              partyId={id}
              emptyText={`Nothing has happened with this ${kind} yet.`}
            />
          )}
        </>
      )}
    </div>
  );
};
