import {
  coverageOptions,
  dayToDayCoverOptions,
  dayToDayExtentOptions,
  dayToDayOptions,
  dropdownIds,
  gapCoverOptions,
  hospitalOptions,
  underwritingOptions,
} from '../../contracts/advice';
import styles from './advice.module.css';

type Option = { readonly id: number | string; readonly label: string };

/** A labelled select carrying its §3 dropdown id, for the QA paths that look fields up by it. */
export const Select = ({
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

type SelectKey =
  | 'hospital'
  | 'coverage'
  | 'day_to_day_cover'
  | 'day_to_day_type'
  | 'day_to_day_extent'
  | 'underwriting'
  | 'gap_cover';
/** The single-choice needs in their order on the form; `text` for the one whose ids are strings. */
export const needsSelects: readonly {
  key: SelectKey;
  label: string;
  dropdownId?: number;
  options: readonly Option[];
  text?: true;
}[] = [
  {
    key: 'hospital',
    label: 'Hospital preference',
    dropdownId: dropdownIds.hospitals,
    options: hospitalOptions,
  },
  {
    key: 'coverage',
    label: 'Specialist coverage',
    dropdownId: dropdownIds.coverage,
    options: coverageOptions,
    text: true,
  },
  {
    key: 'day_to_day_cover',
    label: 'Day-to-day cover',
    dropdownId: dropdownIds.day_to_day_cover,
    options: dayToDayCoverOptions,
  },
  { key: 'day_to_day_type', label: 'Day-to-day providers', options: dayToDayOptions },
  {
    key: 'day_to_day_extent',
    label: 'Day-to-day extent',
    dropdownId: dropdownIds.day_to_day_extent,
    options: dayToDayExtentOptions,
  },
  { key: 'underwriting', label: 'Underwriting', options: underwritingOptions },
  { key: 'gap_cover', label: 'Gap cover', options: gapCoverOptions },
];
