import { useForm, useWatch } from 'react-hook-form';
import type { QueueSetupRow, QueueSetupSaveRequest } from '../../contracts/telephony/queue-setup';
import { recordingMode } from '../../contracts/telephony/recordings';
import { KitField } from '../kit/forms/kit-field';
import { SelectField } from '../kit/forms/select-field';
import forms from '../kit/forms/forms.module.css';
import { LoadingButton } from '../kit/loading-button';
import { Button } from '../kit/ui/button';
import { overflowLabels, recordingLabels } from './queue-setup-labels';
import styles from './queue-setup-page.module.css';

type Values = {
  max_wait_seconds: string;
  overflow: QueueSetupRow['overflow'];
  overflow_queue_id: string;
  recording_mode: QueueSetupRow['recording_mode'];
};

type QueueSetupFormProps = {
  queue: QueueSetupRow;
  /** The same tenant's other queues: where callers may go on to. */
  siblings: readonly QueueSetupRow[];
  serviceLimit: number;
  canSetRecording: boolean;
  saving: boolean;
  fieldErrors: Record<string, string>;
  onSave: (request: QueueSetupSaveRequest) => void;
  onCancel: () => void;
};

const serverError = (message: string | undefined) => (message ? { type: 'server', message } : undefined);

/**
 * One queue's wait limit, overflow and recording. The service validates (its messages show under the fields);
 * the form only turns the text into the call's shape: an empty limit is the service's own.
 */
export const QueueSetupForm = (props: QueueSetupFormProps) => {
  const { queue, siblings, fieldErrors } = props;
  const form = useForm<Values>({
    defaultValues: {
      max_wait_seconds: queue.max_wait_seconds === null ? '' : String(queue.max_wait_seconds),
      overflow: queue.overflow,
      overflow_queue_id: queue.overflow_queue_id === null ? '' : String(queue.overflow_queue_id),
      recording_mode: queue.recording_mode,
    },
  });
  const overflow = useWatch({ control: form.control, name: 'overflow' });
  const submit = form.handleSubmit((v) =>
    props.onSave({
      queue_id: queue.queue_id,
      max_wait_seconds: v.max_wait_seconds.trim() === '' ? null : Number(v.max_wait_seconds),
      overflow: v.overflow,
      overflow_queue_id:
        v.overflow === 'queue' && v.overflow_queue_id !== '' ? Number(v.overflow_queue_id) : null,
      // A disabled select may read as empty: the queue keeps its mode then.
      recording_mode: v.recording_mode || queue.recording_mode,
    }),
  );
  const title = `Change ${queue.name}`;
  return (
    <form aria-label={title} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <h2 className={styles.formTitle}>
        {title} <span className={styles.number}>{queue.number}</span>
      </h2>
      <div className={styles.fields}>
        <KitField
          label="Wait limit (seconds)"
          type="number"
          inputMode="numeric"
          registration={form.register('max_wait_seconds')}
          error={serverError(fieldErrors.max_wait_seconds)}
          hint={`Empty: the service’s limit, ${props.serviceLimit} s (also the most a queue may set).`}
        />
        <SelectField
          label="At the limit"
          registration={form.register('overflow')}
          options={Object.entries(overflowLabels).map(([value, label]) => ({ value, label }))}
          error={serverError(fieldErrors.overflow)}
          required
        />
        {overflow === 'queue' && (
          <SelectField
            label="Callers go on to"
            registration={form.register('overflow_queue_id')}
            options={siblings.map((q) => ({
              value: q.queue_id,
              label: `${q.name} (${q.number ?? 'no number'})`,
            }))}
            empty="Choose a queue"
            error={serverError(fieldErrors.overflow_queue_id)}
            required
          />
        )}
        <SelectField
          label="Recording"
          registration={form.register('recording_mode')}
          options={recordingMode.options.map((value) => ({ value, label: recordingLabels[value] }))}
          error={serverError(fieldErrors.recording_mode)}
          disabled={!props.canSetRecording}
          required
        />
      </div>
      {!props.canSetRecording && (
        <p className={forms.hint}>Recording is set by those who may change the tenant’s configuration.</p>
      )}
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={props.saving}>
          Save queue
        </LoadingButton>
        <Button type="button" variant="quiet" onClick={props.onCancel} disabled={props.saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
