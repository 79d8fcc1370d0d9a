import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { formatPhone } from '../../rules/phone-number';
import type { InternalOrgDetail } from '../../contracts/internal-org/entities';
import { Breadcrumb } from '../kit/breadcrumb';
import { Spinner } from '../kit/spinner/spinner';
import { OrgForm } from './org-form';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { useMayDo } from '../kit/permission/use-permission';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';
import { EmptyState } from '../kit/ui/empty-state';

/** /internal-org/org-details/:id (a tenant id): the organisation's details, departments and child organisations. */
export const OrgDetailsPage = (props: ScreenProps) => (
  // Keyed on the id: a child organisation's link starts fresh, out of the edit form.
  <OrgDetails key={props.params.id} {...props} />
);

const OrgDetails = ({ route, params }: ScreenProps) => {
  const tenantId = Number(params.id);
  const canEdit = useMayDo('tenant.edit');
  const [editing, setEditing] = useState(false);
  const rec = useRecordActor(internalRecordMachine, { onSaved: () => setEditing(false) });
  useEffect(() => {
    if (tenantId > 0) rec.actor.send({ type: 'record.open', kind: 'org', id: tenantId });
  }, [tenantId, rec.actor]);
  const org = rec.record as InternalOrgDetail | null;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title={org?.name ?? 'Internal Organisation Details'}
        actions={canEdit && org && !editing && <Button onClick={() => setEditing(true)}>Edit details</Button>}
      />
      {!(tenantId > 0) && (
        <p role="alert" className={styles.alert}>
          Organisation not found
        </p>
      )}
      {rec.loading && <Spinner loading label="Loading the organisation" />}
      {rec.error && (
        <p role="alert" className={styles.alert}>
          {rec.error}
        </p>
      )}
      {org && editing && (
        <section className={styles.pane} aria-label="Edit organisation">
          <OrgForm
            org={org}
            issues={rec.issues}
            error={null}
            saving={rec.saving}
            onSave={(values) => rec.actor.send({ type: 'record.save', values })}
            onCancel={() => setEditing(false)}
          />
        </section>
      )}
      {org && !rec.loading && !editing && (
        <div className={styles.grid}>
          <section className={styles.pane} aria-label="Details">
            <h2 className={styles.subtitle}>Details</h2>
            <dl className={styles.list}>
              <dt>Legal name</dt>
              <dd>{org.legal_name}</dd>
              <dt>Registration number</dt>
              <dd>{org.registration_number || '—'}</dd>
              <dt>FSP number</dt>
              <dd>{org.fsp_number || '—'}</dd>
              <dt>Contact</dt>
              <dd>{[org.email, org.phone && formatPhone(org.phone)].filter(Boolean).join(' · ') || '—'}</dd>
              <dt>Place</dt>
              <dd>{[org.city, org.province].filter(Boolean).join(', ') || '—'}</dd>
              <dt>Part of</dt>
              <dd>
                {org.parent_id ? (
                  <Link href={`/internal-org/org-details/${org.parent_id}`}>{org.parent_name}</Link>
                ) : (
                  (org.parent_name ?? '—')
                )}
              </dd>
              <dt>Employees</dt>
              <dd>{org.employees}</dd>
            </dl>
          </section>
          <section className={styles.pane} aria-label="Child organisations">
            <h2 className={styles.subtitle}>Child organisations</h2>
            {org.children.length === 0 ? (
              <EmptyState title="None." />
            ) : (
              <ul className={styles.list}>
                {org.children.map((c) => (
                  <li key={c.tenant_id}>
                    <Link href={`/internal-org/org-details/${c.tenant_id}`}>{c.name}</Link> — {c.departments}{' '}
                    departments, {c.employees} employees
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.pane} aria-label="Departments">
            <h2 className={styles.subtitle}>Departments</h2>
            {org.departments.length === 0 ? (
              <EmptyState title="No departments yet." />
            ) : (
              <ul className={styles.list}>
                {org.departments.map((d) => (
                  <li key={d.id}>
                    {d.name}
                    {d.code && ` (${d.code})`} — {d.employees} employees
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.note}>
              <Link href="/internal-org/manage-division">Manage departments</Link>
            </p>
          </section>
        </div>
      )}
    </div>
  );
};
