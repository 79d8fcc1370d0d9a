import type { QueueSetupRow } from '../../contracts/telephony/queue-setup';
import type { RecordingMode } from '../../contracts/telephony/recordings';

export const overflowLabels: Record<QueueSetupRow['overflow'], string> = {
  end: 'End the call',
  queue: 'Another queue',
  voicemail: 'Voicemail',
  callback: 'Callback request',
};

export const recordingLabels: Record<RecordingMode, string> = {
  always: 'Always',
  never: 'Never',
  on_demand: 'On demand (agent’s Record call)',
};

/** What the list says happens at the limit: the target queue by name, never by id. */
export const atLimit = (row: QueueSetupRow): string =>
  row.overflow === 'queue'
    ? `On to ${row.overflow_queue_name ?? 'another queue'}`
    : overflowLabels[row.overflow];

export const waitLimit = (row: QueueSetupRow, serviceLimit: number): string =>
  row.max_wait_seconds === null ? `${serviceLimit} s (service limit)` : `${row.max_wait_seconds} s`;
