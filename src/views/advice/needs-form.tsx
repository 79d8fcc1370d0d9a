import { useState, type FormEvent } from 'react';
import {
  coverageOptions,
  dayToDayCoverOptions,
  dayToDayExtentOptions,
  dayToDayOptions,
  dropdownIds,
  gapCoverOptions,
  hospitalOptions,
  opticalDentistryOptions,
  underwritingOptions,
  type AdviceNeeds,
} from '../../contracts/advice';
import { LoadingButton } from '../kit/loading-button';
import styles from './advice.module.css';
import { useQuery } from '../kit/use-query';

type Option = { readonly id: number | string; readonly label: string };

const Select = ({
  label,
  dropdownId,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  dropdownId?: number;
  options: readonly Option[];
  value: number | string;
  onChange: (value: string) => void;
  disabled: boolean;
}) => (
  <label className={styles.field} data-dropdown-id={dropdownId}>
    <span className={styles.label}>{label}</span>
    <select
      className={styles.input}
      value={String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map((o) => (
        <option key={String(o.id)} value={String(o.id)}>
          {o.label}
        </option>
      ))}
    </select>
  </label>
);

export const emptyNeeds: AdviceNeeds = {
  hospital: 1,
  coverage: '1.0',
  day_to_day_cover: 0,
  day_to_day_type: 1,
  day_to_day_extent: 1,
  optical_dentistry: [],
  chronic_conditions: [],
  underwriting: 4,
  gap_cover: 0,
  notes: '',
};

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** The needs analysis with the lookup maps and dropdown ids of spec §3. */
export const NeedsForm = ({
  initial,
  editable,
  saving,
  submitLabel,
  onSubmit,
}: {
  initial: AdviceNeeds | null;
  editable: boolean;
  saving: boolean;
  submitLabel: string;
  onSubmit: (needs: AdviceNeeds) => void;
}) => {
  const [needs, setNeeds] = useState<AdviceNeeds>(initial ?? emptyNeeds);
  const chronic = useQuery('advice.chronic', null);
  const conditions = chronic.data ?? [];
  const set = (patch: Partial<AdviceNeeds>) => setNeeds((n) => ({ ...n, ...patch }));
  const disabled = !editable || saving;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(needs);
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Needs analysis">
      <div className={styles.grid}>
        <Select
          label="Hospital preference"
          dropdownId={dropdownIds.hospitals}
          options={hospitalOptions}
          value={needs.hospital}
          disabled={disabled}
          onChange={(v) => set({ hospital: Number(v) as AdviceNeeds['hospital'] })}
        />
        <Select
          label="Specialist coverage"
          dropdownId={dropdownIds.coverage}
          options={coverageOptions}
          value={needs.coverage}
          disabled={disabled}
          onChange={(v) => set({ coverage: v as AdviceNeeds['coverage'] })}
        />
        <Select
          label="Day-to-day cover"
          dropdownId={dropdownIds.day_to_day_cover}
          options={dayToDayCoverOptions}
          value={needs.day_to_day_cover}
          disabled={disabled}
          onChange={(v) => set({ day_to_day_cover: Number(v) as 0 | 1 })}
        />
        <Select
          label="Day-to-day providers"
          options={dayToDayOptions}
          value={needs.day_to_day_type}
          disabled={disabled}
          onChange={(v) => set({ day_to_day_type: Number(v) as 1 | 2 })}
        />
        <Select
          label="Day-to-day extent"
          dropdownId={dropdownIds.day_to_day_extent}
          options={dayToDayExtentOptions}
          value={needs.day_to_day_extent}
          disabled={disabled}
          onChange={(v) => set({ day_to_day_extent: Number(v) as AdviceNeeds['day_to_day_extent'] })}
        />
        <Select
          label="Underwriting"
          options={underwritingOptions}
          value={needs.underwriting}
          disabled={disabled}
          onChange={(v) => set({ underwriting: Number(v) as AdviceNeeds['underwriting'] })}
        />
        <Select
          label="Gap cover"
          options={gapCoverOptions}
          value={needs.gap_cover}
          disabled={disabled}
          onChange={(v) => set({ gap_cover: Number(v) as 0 | 1 })}
        />
      </div>
      <fieldset className={styles.checks} style={{ marginTop: 16 }} disabled={disabled}>
        <legend>Optical and dentistry</legend>
        {opticalDentistryOptions.map((o) => (
          <label key={o.id} className={styles.check}>
            <input
              type="checkbox"
              checked={needs.optical_dentistry.includes(o.id)}
              onChange={() => set({ optical_dentistry: toggle(needs.optical_dentistry, o.id) })}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.checks} style={{ marginTop: 16 }} disabled={disabled}>
        <legend>Chronic conditions</legend>
        {chronic.loading && <span aria-live="polite">Loading conditions…</span>}
        {chronic.error && <span className={styles.error}>{chronic.error}</span>}
        {conditions.map((c) => (
          <label key={c.id} className={styles.check}>
            <input
              type="checkbox"
              checked={needs.chronic_conditions.includes(c.name)}
              onChange={() => set({ chronic_conditions: toggle(needs.chronic_conditions, c.name) })}
            />
            {c.name}
          </label>
        ))}
      </fieldset>
      <label className={styles.field} style={{ marginTop: 16 }}>
        <span className={styles.label}>Notes</span>
        <textarea
          className={styles.input}
          rows={2}
          maxLength={2000}
          value={needs.notes}
          disabled={disabled}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </label>
      {editable && (
        <div className={styles.row} style={{ marginTop: 16 }}>
          <LoadingButton type="submit" loading={saving} loadingText="Saving…">
            {submitLabel}
          </LoadingButton>
        </div>
      )}
    </form>
  );
};
