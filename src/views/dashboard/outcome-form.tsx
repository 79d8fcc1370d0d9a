import { useId, useState, type FormEvent } from 'react';
import type { ConfigurationAnswer, MyTarget, OutcomeRecord } from '../../contracts/campaigns';
import forms from '../kit/forms/forms.module.css';
import { LoadingButton } from '../kit/loading-button';
import styles from './home.module.css';
import { Button } from '../kit/ui/button';

type Props = {
  target: MyTarget;
  config: ConfigurationAnswer;
  /** The outcome note with the keywords already filled in. */
  note: string;
  issues: Record<string, string>;
  saving: boolean;
  onSave: (outcome: OutcomeRecord) => void;
  onCancel: () => void;
};

const FieldError = ({ text }: { text?: string }) => (text ? <p className={forms.errors}>{text}</p> : null);

/** The call's outcome: a telephony disposition, where it leaves the target, the version's mandatory fields, notes. */
export const OutcomeForm = ({ target, config, note, issues, saving, onSave, onCancel }: Props) => {
  const base = useId();
  const [disposition, setDisposition] = useState('');
  const [status, setStatus] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState(note);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const mandatory = (config.campaign_mandatory_fields ?? []).filter((f) =>
    target.mandatory_fields.includes(f.key),
  );
  // New is where a target starts; an outcome always moves it on.
  const statuses = (config.campaign_version_target_status ?? []).slice(1);
  const shown = { ...issues, ...missing };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const gaps: Record<string, string> = {};
    if (!disposition) gaps.disposition = 'This field is required';
    if (!status) gaps.status = 'This field is required';
    for (const f of mandatory) if (!fields[f.key]?.trim()) gaps[`fields.${f.key}`] = 'This field is required';
    setMissing(gaps);
    if (Object.keys(gaps).length === 0) onSave({ target_id: target.id, disposition, status, fields, notes });
  };
  return (
    <form
      noValidate
      aria-label={`Outcome for ${target.party_name}`}
      className={styles.card}
      onSubmit={handleSubmit}
    >
      <h4 className={styles.cardTitle}>Outcome for {target.party_name}</h4>
      <div className={forms.field}>
        <label htmlFor={`${base}-d`} className={forms.label}>
          Disposition *
        </label>
        <select
          id={`${base}-d`}
          className={forms.input}
          value={disposition}
          aria-invalid={!!shown.disposition}
          onChange={(e) => setDisposition(e.target.value)}
        >
          <option value="">Choose how the call ended</option>
          {(config.dispositions_codes_telephony ?? []).map((d) => (
            <option key={d.code} value={d.code}>
              {d.label}
            </option>
          ))}
        </select>
        <FieldError text={shown.disposition} />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${base}-s`} className={forms.label}>
          Target status *
        </label>
        <select
          id={`${base}-s`}
          className={forms.input}
          value={status}
          aria-invalid={!!shown.status}
          onChange={(e) => setStatus(e.target.value)}
        >
          <option value="">Choose where this leaves the target</option>
          {statuses.map((s) => (
            <option key={s.status}>{s.status}</option>
          ))}
        </select>
        <FieldError text={shown.status} />
      </div>
      {mandatory.map((f) => (
        <div key={f.key} className={forms.field}>
          <label htmlFor={`${base}-${f.key}`} className={forms.label}>
            {f.label} *
          </label>
          {f.options ? (
            <select
              id={`${base}-${f.key}`}
              className={forms.input}
              value={fields[f.key] ?? ''}
              aria-invalid={!!shown[`fields.${f.key}`]}
              onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
            >
              <option value="">Choose</option>
              {f.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          ) : (
            <input
              id={`${base}-${f.key}`}
              className={forms.input}
              value={fields[f.key] ?? ''}
              maxLength={500}
              aria-invalid={!!shown[`fields.${f.key}`]}
              onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
            />
          )}
          <FieldError text={shown[`fields.${f.key}`]} />
        </div>
      ))}
      <div className={forms.field}>
        <label htmlFor={`${base}-n`} className={forms.label}>
          Notes
        </label>
        <textarea
          id={`${base}-n`}
          className={forms.input}
          rows={3}
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className={styles.next}>
        <LoadingButton type="submit" variant="primary" loading={saving}>
          Save outcome
        </LoadingButton>{' '}
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
};
