import type { FilterUser } from '../../contracts/workflow/filters';
import type { DeskOwnerFilter } from '../../rules/desk-url-filter';
import { FilterSelect } from '../kit/forms/filter-select';

type OwnerFilterProps = {
  value: DeskOwnerFilter;
  me: number | null;
  /** The staff of the caller's tenants (/get_all_users_for_filters). */
  users: readonly FilterUser[];
  /** The name of the person a link chose when they are not among `users` (value is someone else's id). */
  chosenName: string | null;
  onChange: (value: DeskOwnerFilter) => void;
};

/** Whose records the list shows: anyone's, nobody's (the queue), mine, or one colleague's. */
export const OwnerFilter = ({ value, me, users, chosenName, onChange }: OwnerFilterProps) => {
  const others = users.filter((u) => u.user_id !== me);
  const unlisted = typeof value === 'number' && value !== me && !others.some((u) => u.user_id === value);
  return (
    <FilterSelect
      inline
      id="desk-owner"
      label="Owner"
      value={String(value)}
      onChange={(v) => onChange(v === '' || v === 'unassigned' ? v : Number(v))}
    >
      <option value="">Anyone</option>
      <option value="unassigned">Unassigned</option>
      {me !== null && <option value={String(me)}>Me</option>}
      {unlisted && <option value={String(value)}>{chosenName ?? 'The chosen person'}</option>}
      {others.length > 0 && (
        <optgroup label="Colleagues">
          {others.map((u) => (
            <option key={u.user_id} value={String(u.user_id)}>
              {u.user_name}
            </option>
          ))}
        </optgroup>
      )}
    </FilterSelect>
  );
};
