import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { deskFiltersMachine } from '../../machines/desk-filters.machine';
import { usePaletteGroup } from '../kit/shortcuts/palette-hub';
import { FilterSelect } from '../kit/forms/filter-select';

type Props = {
  filters: ActorRefFrom<typeof deskFiltersMachine>;
  value: number | null;
  onChange: (value: number | null) => void;
};

/**
 * Which classification the list shows (any level: a category takes its sub-categories' records), from
 * /data/classifications/flatlist. The same values are offered in the command palette while the desk is open,
 * so "hospital shortfall" typed after Ctrl+K filters the list to that classification.
 */
export const ClassificationFilter = ({ filters, value, onChange }: Props) => {
  const values = useSelector(filters, (s) => s.context.classifications);
  const group = useMemo(
    () =>
      values.length === 0
        ? null
        : {
            id: 'desk-classification',
            label: 'Filter by classification',
            place: 'extra' as const,
            commands: values.map((c) => ({ id: String(c.id), label: c.path, run: () => onChange(c.id) })),
          },
    [values, onChange],
  );
  usePaletteGroup(group);
  return (
    <FilterSelect
      inline
      id="desk-classification"
      label="Classification"
      value={value ?? ''}
      onChange={(v) => onChange(v ? Number(v) : null)}
    >
      <option value="">All</option>
      {values.map((c) => (
        <option key={c.id} value={c.id}>
          {'\u00a0\u00a0'.repeat(c.level - 1)}
          {c.value_name}
        </option>
      ))}
    </FilterSelect>
  );
};
