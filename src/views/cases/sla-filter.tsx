import { deskSlaFilterNames, deskSlaFilters, type DeskSlaFilter } from '../../rules/desk-url-filter';
import { FilterSelect } from '../kit/forms/filter-select';

type SlaFilterProps = { value: DeskSlaFilter | ''; onChange: (value: DeskSlaFilter | '') => void };

/** The SLA state the list keeps (overdue, due today, …), or all. */
export const SlaFilter = ({ value, onChange }: SlaFilterProps) => (
  <FilterSelect
    inline
    id="desk-sla"
    label="SLA"
    value={value}
    onChange={(v) => onChange(v as DeskSlaFilter | '')}
  >
    <option value="">All</option>
    {deskSlaFilters.map((state) => (
      <option key={state} value={state}>
        {deskSlaFilterNames[state]}
      </option>
    ))}
  </FilterSelect>
);
