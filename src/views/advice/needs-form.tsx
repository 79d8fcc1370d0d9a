import { useState, type FormEvent } from 'react';
import { opticalDentistryOptions, type AdviceNeeds } from '../../contracts/advice';
import { LoadingButton } from '../kit/loading-button';
import { needsSelects, Select } from './needs-fields';
import { CheckGroup } from './check-group';
import styles from './advice.module.css';
import { useQuery } from '../kit/use-query';

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

const dropdownTypes = needsSelects.flatMap((s) => (s.dropdownId ? [s.dropdownId] : []));

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
  // The selects' entries come from the service by their §3 dropdown ids; the contract's lookups stand in meanwhile.
  const dropdowns = useQuery('advice.dropdowns', dropdownTypes);
  const optionsOf = (
    dropdownId: number | undefined,
    fallback: readonly { id: number | string; label: string }[],
  ) => {
    const served = (dropdowns.data ?? []).filter((e) => e.classification_type === dropdownId);
    return served.length ? served.map((e) => ({ id: e.id, label: e.value_name })) : fallback;
  };
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
        {needsSelects.map(({ key, label, dropdownId, options, text }) => (
          <Select
            key={key}
            label={label}
            dropdownId={dropdownId}
            options={optionsOf(dropdownId, options)}
            value={needs[key]}
            disabled={disabled}
            // The choices are the contract's own lookups, so a chosen value is one the payload accepts.
            onChange={(v) => set({ [key]: text ? v : Number(v) } as Partial<AdviceNeeds>)}
          />
        ))}
      </div>
      <CheckGroup
        legend="Optical and dentistry"
        options={opticalDentistryOptions.map((o) => ({ value: o.id, label: o.label }))}
        chosen={needs.optical_dentistry}
        disabled={disabled}
        onToggle={(id) => set({ optical_dentistry: toggle(needs.optical_dentistry, id) })}
      />
      <CheckGroup
        legend="Chronic conditions"
        options={conditions.map((c) => ({ value: c.name, label: c.name }))}
        chosen={needs.chronic_conditions}
        disabled={disabled}
        onToggle={(name) => set({ chronic_conditions: toggle(needs.chronic_conditions, name) })}
      >
        {chronic.loading && <span aria-live="polite">Loading conditions…</span>}
        {chronic.error && <span className={styles.error}>{chronic.error}</span>}
      </CheckGroup>
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
