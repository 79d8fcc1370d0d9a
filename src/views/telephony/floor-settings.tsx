import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAppActors } from '../../app/actors';
import { recordingMode, type RecordingSettings } from '../../contracts/telephony/recordings';
import { recordingSettingsMachine } from '../../machines/recording-settings.machine';
import { KitField } from '../kit/forms/kit-field';
import { SelectField } from '../kit/forms/select-field';
import { LoadingButton } from '../kit/loading-button';
import page from '../kit/shared/page.module.css';
import { PromptsSection } from './prompts-section';
import { recordingLabels } from './queue-setup-labels';
import styles from './queue-setup-page.module.css';

type Values = {
  direct_mode: RecordingSettings['direct_mode'];
  consent_announcement: boolean;
  retention_days: string;
};

const serverError = (message: string | undefined) => (message ? { type: 'server', message } : undefined);

/**
 * Floor settings beside the queues: the recording settings of the tenant the user works in (the service reads
 * and saves the selected tenant's) and its prompts. Shown to those who may change the tenant's configuration.
 */
export const FloorSettings = ({ tenantName }: { tenantName: string | undefined }) => {
  const ref = useScreenActor(recordingSettingsMachine);
  const { notifications } = useAppActors();
  const settings = useSelector(ref, (s) => s.context.settings);
  const error = useSelector(ref, (s) => s.context.error);
  useEffect(() => {
    const sub = ref.on('recording.saved', ({ text }) =>
      notifications.send({ type: 'toast.show', kind: 'success', text }),
    );
    return () => sub.unsubscribe();
  }, [ref, notifications]);
  return (
    <section className={`${styles.form} ${styles.wide}`} aria-labelledby="floor-settings-title">
      <h2 id="floor-settings-title" className={styles.formTitle}>
        Floor settings: recording{tenantName ? ` for ${tenantName}` : ''}
      </h2>
      {error && (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      )}
      {settings && <SettingsForm key={JSON.stringify(settings)} settings={settings} actor={ref} />}
      <PromptsSection />
    </section>
  );
};

const SettingsForm = ({
  settings,
  actor,
}: {
  settings: RecordingSettings;
  actor: ReturnType<typeof useScreenActor<typeof recordingSettingsMachine>>;
}) => {
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const form = useForm<Values>({
    defaultValues: { ...settings, retention_days: String(settings.retention_days) },
  });
  const submit = form.handleSubmit((v) =>
    actor.send({
      type: 'recording.save',
      settings: {
        direct_mode: v.direct_mode,
        consent_announcement: v.consent_announcement,
        consent_file: settings.consent_file,
        retention_days: v.retention_days.trim() === '' ? Number.NaN : Number(v.retention_days),
      },
    }),
  );
  return (
    <form aria-label="Recording settings" onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.fields}>
        <SelectField
          label="Calls not routed by a queue (dialled out, extensions)"
          registration={form.register('direct_mode')}
          options={recordingMode.options.map((value) => ({ value, label: recordingLabels[value] }))}
          error={serverError(fieldErrors.direct_mode)}
          required
        />
        <KitField
          label="Keep recordings (days)"
          type="number"
          inputMode="numeric"
          required
          registration={form.register('retention_days')}
          error={serverError(fieldErrors.retention_days)}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('consent_announcement')} /> Play the consent announcement to
        the caller before recording
      </label>
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={saving}>
          Save recording settings
        </LoadingButton>
      </div>
    </form>
  );
};
