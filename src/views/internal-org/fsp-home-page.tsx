import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useNavigate } from '../kit/use-navigate';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { formatPhone } from '../../rules/phone-number';
import type { FspDetail } from '../../contracts/internal-org/entities';
import { Breadcrumb } from '../kit/breadcrumb';
import { Spinner } from '../kit/spinner/spinner';
import { FspForm } from './fsp-form';
import { Representatives } from './representatives';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { useMayDo } from '../kit/permission/use-permission';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

/** /fsp/fsp-home/:id (-1 creates): one FSP's register entry and its representatives; edit with the FSP key. */
export const FspHomePage = (props: ScreenProps) => (
  // Keyed on the id: another FSP starts fresh (and -1 starts in the form).
  <FspHome key={props.params.id} {...props} />
);

const FspHome = ({ route, params }: ScreenProps) => {
  const navigate = useNavigate();
  const id = Number(params.id);
  const canEdit = useMayDo('fsp.edit');
  const [editing, setEditing] = useState(id === -1);
  const rec = useRecordActor(internalRecordMachine, {
    onSaved: () => setEditing(false),
  });
  useEffect(() => {
    if (id === -1 || id > 0)
      rec.actor.send({ type: 'record.open', kind: 'fsp', id, createdPath: '/fsp/fsp-home/:id' });
  }, [id, rec.actor]);
  const fsp = rec.record && rec.id > 0 ? (rec.record as unknown as FspDetail) : null;
  const refresh = (next?: FspDetail) =>
    rec.actor.send(
      next
        ? { type: 'record.open', kind: 'fsp', id: next.id, defaults: next }
        : { type: 'record.open', kind: 'fsp', id },
    );
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title={id === -1 ? 'New FSP' : (fsp?.name ?? 'FSP Home')}
        actions={canEdit && fsp && !editing && <Button onClick={() => setEditing(true)}>Edit</Button>}
      />
      {!(id === -1 || id > 0) && (
        <p role="alert" className={styles.alert}>
          FSP not found
        </p>
      )}
      {rec.loading && <Spinner loading label="Loading the FSP" />}
      {rec.failed && (
        <p role="alert" className={styles.alert}>
          {rec.error}
        </p>
      )}
      {editing &&
        rec.record &&
        (canEdit ? (
          <section className={styles.pane} aria-label={id === -1 ? 'New FSP' : 'Edit FSP'}>
            <FspForm
              key={String(rec.record.id)}
              record={rec.record}
              issues={rec.issues}
              error={rec.error}
              saving={rec.saving}
              onSave={(values) => rec.actor.send({ type: 'record.save', values })}
              onCancel={() => (id === -1 ? navigate('/fsp/fsp-list') : setEditing(false))}
            />
          </section>
        ) : (
          <p role="alert" className={styles.alert}>
            You are not allowed to add or change FSPs.
          </p>
        ))}
      {fsp && !editing && !rec.loading && (
        <div className={styles.grid}>
          <section className={styles.pane} aria-label="Register entry">
            <h2 className={styles.subtitle}>Register entry</h2>
            <dl className={styles.list}>
              <dt>FSP number</dt>
              <dd>{fsp.fsp_number}</dd>
              <dt>Trading name</dt>
              <dd>{fsp.trading_name || '—'}</dd>
              <dt>Status</dt>
              <dd>{fsp.status[0].toUpperCase() + fsp.status.slice(1)}</dd>
              <dt>Authorised on</dt>
              <dd>{fsp.authorised_on ?? '—'}</dd>
              <dt>Compliance officer</dt>
              <dd>{fsp.compliance_officer || '—'}</dd>
              <dt>Contact</dt>
              <dd>{[fsp.email, fsp.phone && formatPhone(fsp.phone)].filter(Boolean).join(' · ') || '—'}</dd>
              <dt>Place</dt>
              <dd>{[fsp.city, fsp.province].filter(Boolean).join(', ') || '—'}</dd>
            </dl>
          </section>
          <section className={styles.pane} aria-label="Licence categories">
            <h2 className={styles.subtitle}>Licence categories</h2>
            <ul className={styles.list}>
              {fsp.licence_categories.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </section>
          <Representatives fsp={fsp} canEdit={canEdit} onChanged={refresh} />
        </div>
      )}
      <p className={styles.note}>
        <Link href="/fsp/fsp-list">Back to the FSP list</Link>
      </p>
    </div>
  );
};
