import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useAppActors } from '../../app/actors';
import { maxPromptFileBytes, type PromptKind, type PromptRow } from '../../contracts/telephony/prompts';
import { promptsMachine } from '../../machines/prompts.machine';
import { lengthClock, RecordingPlayer } from '../kit/recording-player';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import page from '../kit/shared/page.module.css';
import { buttonClass, Button } from '../kit/ui/button';
import { readDataUrl } from '../kit/upload/read-files';
import styles from './prompts-section.module.css';

type Actor = ReturnType<typeof useScreenActor<typeof promptsMachine>>;
type PromptListRow = PromptRow & { group: string; hear: string };

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const day = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' });

// A beep is a fraction of a second: "0:00" would read as nothing at all.
const length = (seconds: number) => (seconds < 1 ? `${seconds.toFixed(1)} s` : lengthClock(seconds * 1000));

// When callers hear a prompt; a kind none of these names (a later addition) is listed under "Other".
const groupOf = (kind: PromptKind): string =>
  ['voicemail', 'callback-offer', 'callback-thanks', 'beep'].includes(kind)
    ? 'At a queue’s limit'
    : kind === 'hold-music' || kind.startsWith('position-')
      ? 'While waiting'
      : kind.startsWith('number-')
        ? 'Position numbers'
        : 'Other';

const status = (row: PromptRow): string => {
  const seconds = row.seconds === null ? '' : length(row.seconds);
  if (row.source === 'own')
    return `Your recording (${seconds}, uploaded by ${row.uploaded_by ?? 'someone'}${
      row.uploaded_at ? ` on ${day.format(new Date(row.uploaded_at))}` : ''
    })`;
  return row.seconds === null ? 'No shipped recording' : `Shipped (${seconds})`;
};

const promptLine = (row: PromptRow): PromptListRow => ({
  ...row,
  group: groupOf(row.kind),
  hear: status(row),
});
const columns: DatatableColumn<PromptListRow>[] = [
  { id: 'label', title: 'Prompt', fit: true },
  { id: 'group', title: 'When', fit: true },
  {
    id: 'hear',
    title: 'Callers hear',
    grow: true,
    width: 260,
    tone: (r) => (r.source === 'own' ? 'success' : undefined),
  },
];

/**
 * Floor settings' Prompts (issue 39): every recording callers hear, the shipped one or the tenant's own, with Play,
 * Upload (a WAV; the service converts it to 8 kHz mono or says what it accepts) and Revert.
 */
export const PromptsSection = () => {
  const ref = useScreenActor(promptsMachine);
  const { notifications } = useAppActors();
  const rows = useSelector(ref, (s) => s.context.rows);
  const refused = useSelector(ref, (s) => s.context.refused);
  const [chosenKind, setChosenKind] = useState<PromptKind | null>(null);
  const listed = useMemo(() => (rows ?? []).map(promptLine), [rows]);
  const chosen = rows?.find((row) => row.kind === chosenKind) ?? null;
  useEffect(() => {
    const sub = ref.on('prompts.saved', ({ text }) =>
      notifications.send({ type: 'toast.show', kind: 'success', text }),
    );
    return () => sub.unsubscribe();
  }, [ref, notifications]);
  return (
    <section className={styles.section} aria-labelledby="prompts-title">
      <h3 id="prompts-title" className={styles.title}>
        Prompts
      </h3>
      <p className={styles.note}>
        What callers hear while waiting and at a queue’s limit. Upload a WAV file (16-bit PCM or μ-law, up to{' '}
        {megabytes(maxPromptFileBytes)}); it is converted for the phone line.
      </p>
      {refused && refused.kind === null && (
        <p role="alert" className={page.alert}>
          {refused.text}
        </p>
      )}
      {rows && (
        <>
          <Datatable
            label="Prompt recordings"
            rows={listed}
            columns={columns}
            filterColumns={['label', 'group']}
            viewId="telephony-prompts"
            onRowSelect={(row) => setChosenKind(row.kind)}
            onRowActivate={(row) => setChosenKind(row.kind)}
          />
          {chosen ? (
            <PromptLine row={chosen} actor={ref} />
          ) : (
            <p className={styles.note}>Choose a prompt to listen to it, upload your own or revert it.</p>
          )}
        </>
      )}
    </section>
  );
};

const PromptLine = ({ row, actor }: { row: PromptRow; actor: Actor }) => {
  const uid = useId();
  const busy = useSelector(actor, (s) => (s.hasTag('busy') ? s.context.busy : null));
  const anyBusy = busy !== null;
  const mine = busy?.kind === row.kind;
  const media = useSelector(actor, (s) => s.context.media[row.kind] ?? null);
  const refused = useSelector(actor, (s) =>
    s.context.refused?.kind === row.kind ? s.context.refused.text : null,
  );
  const uploading = mine && busy.file ? busy.file : null;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    // Refused here, before 8 MB more are read and sent: the service's limit, in its words.
    if (file.size > maxPromptFileBytes)
      return actor.send({
        type: 'prompts.refuse',
        kind: row.kind,
        text: `${file.name} is larger than ${megabytes(maxPromptFileBytes)}`,
      });
    const dataUrl = await readDataUrl(file);
    actor.send({
      type: 'prompts.upload',
      kind: row.kind,
      file: { name: file.name, size: file.size, dataUrl },
    });
  };
  const send = (kind: PromptKind, type: 'prompts.play' | 'prompts.revert') => actor.send({ type, kind });

  return (
    <section
      aria-labelledby={`${uid}-label`}
      data-kind={row.kind}
      className={styles.chosen}
      aria-live="polite"
    >
      <h4 id={`${uid}-label`} className={styles.chosenTitle}>
        {row.label}
      </h4>
      <div>
        <span className={row.source === 'own' ? styles.own : styles.shipped}>{status(row)}</span>
        {uploading && (
          <span className={styles.progress} role="status">
            <progress aria-label={`Uploading ${uploading.name}`} />
            Uploading {uploading.name} ({megabytes(uploading.size)})…
          </span>
        )}
        {refused && (
          <p role="alert" className={styles.refused} id={`${uid}-refused`}>
            {refused}
          </p>
        )}
      </div>
      <div>
        {row.seconds !== null && (
          <RecordingPlayer
            label={row.label}
            durationMs={row.seconds * 1000}
            dataUrl={media}
            loading={mine && !uploading}
            onLoad={() => !anyBusy && send(row.kind, 'prompts.play')}
            mediaType="audio/wav"
          />
        )}
      </div>
      <div className={styles.actions}>
        <span
          className={`${buttonClass({ size: 'sm' })} ${styles.upload}`}
          aria-disabled={anyBusy || undefined}
        >
          <label htmlFor={`${uid}-file`}>Upload…</label>
          <input
            id={`${uid}-file`}
            type="file"
            accept="audio/wav,audio/x-wav,.wav"
            className="visually-hidden"
            disabled={anyBusy}
            aria-label={`Upload a recording for ${row.label}`}
            aria-describedby={refused ? `${uid}-refused` : undefined}
            onChange={(e) => void handleFile(e)}
          />
        </span>
        {row.source === 'own' && (
          <Button
            size="sm"
            variant="quiet"
            disabled={anyBusy}
            onClick={() => send(row.kind, 'prompts.revert')}
          >
            Revert<span className="visually-hidden"> {row.label} to the shipped recording</span>
          </Button>
        )}
      </div>
    </section>
  );
};
