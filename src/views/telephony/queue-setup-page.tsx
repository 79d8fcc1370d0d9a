import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect } from 'react';
import { useAppActors } from '../../app/actors';
import type { ScreenProps } from '../../app/route-types';
import type { QueueSetupRow } from '../../contracts/telephony/queue-setup';
import { editedQueue, queueSetupMachine } from '../../machines/queue-setup.machine';
import type { DatatableColumn } from '../kit/datatable/columns';
import { Datatable } from '../kit/datatable/datatable';
import { RefreshButton } from '../kit/refresh-button';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import page from '../kit/shared/page.module.css';
import { Spinner } from '../kit/spinner/spinner';
import { PageHeader } from '../kit/ui/surfaces';
import { FloorSettings } from './floor-settings';
import { QueueSetupForm } from './queue-setup-form';
import { atLimit, recordingLabels, waitLimit } from './queue-setup-labels';
import styles from './queue-setup-page.module.css';

const columns = (serviceLimit: number): DatatableColumn<QueueSetupRow>[] => [
  { id: 'number', title: 'Number', fit: true },
  { id: 'name', title: 'Queue', grow: true, width: 220 },
  { id: 'tenant_name', title: 'Tenant', fit: true, showFrom: 1440 },
  { id: 'ring_timeout_seconds', title: 'Ring timeout', fit: true, format: (v) => `${String(v)} s` },
  { id: 'wrap_up_seconds', title: 'Wrap-up', fit: true, format: (v) => (v ? `${String(v)} s` : 'Agent’s') },
  {
    id: 'max_wait_seconds',
    title: 'Wait limit',
    fit: true,
    format: (_, row) => waitLimit(row, serviceLimit),
  },
  { id: 'overflow', title: 'At the limit', fit: { maxWidth: 260 }, format: (_, row) => atLimit(row) },
  {
    id: 'recording_mode',
    title: 'Recording',
    fit: true,
    format: (_, row) => recordingLabels[row.recording_mode],
  },
];

/** /telephony/queues — each queue's wait limit, what happens at it, and its recording (issue 39). */
export const QueueSetupPage = ({ route }: ScreenProps) => {
  const ref = useScreenActor(queueSetupMachine);
  const { notifications, tenant } = useAppActors();
  const tenantId = useSelector(tenant, (s) => s.context.selectedTenantId);
  const tenantName = useSelector(
    tenant,
    (s) => s.context.flat.find((t) => t.id === s.context.selectedTenantId)?.name,
  );
  const list = useSelector(ref, (s) => s.context.list);
  const error = useSelector(ref, (s) => s.context.error);
  const fieldErrors = useSelector(ref, (s) => s.context.fieldErrors);
  const queue = useSelector(ref, (s) => editedQueue(s.context));
  const saving = useSelector(ref, (s) => s.hasTag('saving'));
  const loading = useSelector(ref, (s) => s.hasTag('loading'));
  useEffect(() => {
    const sub = ref.on('queues.saved', ({ text }) =>
      notifications.send({ type: 'toast.show', kind: 'success', text }),
    );
    return () => sub.unsubscribe();
  }, [ref, notifications]);
  const serviceLimit = list?.default_max_wait_seconds ?? 0;
  return (
    <div className={page.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Call queues"
        description="How long a caller waits at most, where they go then, and whether calls are recorded."
        actions={<RefreshButton loading={loading} onRefresh={() => ref.send({ type: 'queues.reload' })} />}
      />
      {error && (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      )}
      {loading && !list && <Spinner loading label="Loading" />}
      {list && (
        <>
          <Datatable
            label="Call queues"
            rows={list.queues}
            columns={columns(serviceLimit)}
            filterColumns={['number', 'name', 'tenant_name']}
            viewId="call-queues"
            onRowSelect={(q) => ref.send({ type: 'queues.edit', queueId: q.queue_id })}
            onRowActivate={(q) => ref.send({ type: 'queues.edit', queueId: q.queue_id })}
          />
          {queue ? (
            <QueueSetupForm
              key={`${queue.queue_id}|${queue.max_wait_seconds}|${queue.overflow}|${queue.recording_mode}`}
              queue={queue}
              siblings={list.queues.filter(
                (q) => q.tenant_name === queue.tenant_name && q.queue_id !== queue.queue_id,
              )}
              serviceLimit={serviceLimit}
              canSetRecording={list.can_set_recording}
              saving={saving}
              fieldErrors={fieldErrors}
              onSave={(request) => ref.send({ type: 'queues.save', request })}
              onCancel={() => ref.send({ type: 'queues.cancel' })}
            />
          ) : (
            <p className={styles.note}>Choose a queue (click it, or Space on its row) to change it.</p>
          )}
          {/* The service reads the selected tenant's settings: another tenant chosen reads them again. */}
          {list.can_set_recording && <FloorSettings key={tenantId ?? 'none'} tenantName={tenantName} />}
        </>
      )}
    </div>
  );
};
