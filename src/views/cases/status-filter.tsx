import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CaseStatus } from '../../contracts/workflow/cases';
import { statusChoices, type deskFiltersMachine } from '../../machines/desk-filters.machine';
import { FilterSelect } from '../kit/forms/filter-select';

type Props = {
  filters: ActorRefFrom<typeof deskFiltersMachine>;
  /** The workgroup the desk shows: its statuses are the choices (object_status). */
  wrkgrpId: number | null;
  value: CaseStatus | '';
  onChange: (value: CaseStatus | '') => void;
};

/**
 * Which status the list shows. The statuses come from the service (/get_all_case_status) and follow the chosen
 * workgroup: only those its records are in, with how many; a status chosen by a link or a view stays offered.
 */
export const StatusFilter = ({ filters, wrkgrpId, value, onChange }: Props) => {
  const statuses = useSelector(filters, (s) => s.context.statuses);
  const byWorkgroup = useSelector(filters, (s) => s.context.byWorkgroup);
  const loading = useSelector(filters, (s) => s.hasTag('loading'));
  const choices = statusChoices({ statuses, byWorkgroup }, wrkgrpId);
  const kept = value !== '' && !choices.some((c) => c.status === value);
  return (
    <FilterSelect
      inline
      id="desk-status"
      label="Status"
      value={value}
      aria-busy={loading}
      onChange={(v) => onChange(v as CaseStatus | '')}
    >
      <option value="">{loading ? 'Loading statuses…' : 'All'}</option>
      {choices.map((c) => (
        <option key={c.status} value={c.status}>
          {c.count === null ? c.status : `${c.status} (${c.count})`}
        </option>
      ))}
      {kept && <option value={value}>{value}</option>}
    </FilterSelect>
  );
};
