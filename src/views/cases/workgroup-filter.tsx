import { FilterSelect } from '../kit/forms/filter-select';

type WorkgroupOption = { wrkgrp_id: number; wrkgrp_name: string; is_default?: boolean };

type WorkgroupFilterProps = {
  value: number | null;
  workgroups: readonly WorkgroupOption[];
  disabled: boolean;
  onChange: (wrkgrpId: number) => void;
};

/** Which of the user's workgroups the desk lists (its default marked). */
export const WorkgroupFilter = ({ value, workgroups, disabled, onChange }: WorkgroupFilterProps) => (
  <FilterSelect
    inline
    id="desk-workgroup"
    label="Workgroup"
    value={value ?? ''}
    disabled={disabled || workgroups.length === 0}
    onChange={(v) => onChange(Number(v))}
  >
    {workgroups.length === 0 && <option value="">No workgroup</option>}
    {workgroups.map((g) => (
      <option key={g.wrkgrp_id} value={g.wrkgrp_id}>
        {g.wrkgrp_name}
        {g.is_default ? ' (default)' : ''}
      </option>
    ))}
  </FilterSelect>
);
