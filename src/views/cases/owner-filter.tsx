import type { DeskOwnerFilter } from '../../rules/desk-url-filter';
import styles from './desk.module.css';

type OwnerFilterProps = {
  value: DeskOwnerFilter;
  me: number | null;
  /** The name of the person a link chose (value is someone else's id). */
  chosenName: string | null;
  onChange: (value: DeskOwnerFilter) => void;
};

/** Whose records the list shows: anyone's, nobody's (the queue), mine, or one person's (a team figure's link). */
export const OwnerFilter = ({ value, me, chosenName, onChange }: OwnerFilterProps) => {
  const someoneElse = typeof value === 'number' && value !== me;
  return (
    <>
      <label htmlFor="desk-owner">Owner</label>
      <select
        id="desk-owner"
        className={styles.select}
        value={String(value)}
        onChange={(e) => {
          const v = e.target.value;
          onChange(v === '' || v === 'unassigned' ? v : Number(v));
        }}
      >
        <option value="">Anyone</option>
        <option value="unassigned">Unassigned</option>
        {me !== null && <option value={String(me)}>Me</option>}
        {someoneElse && <option value={String(value)}>{chosenName ?? 'The chosen person'}</option>}
      </select>
    </>
  );
};
