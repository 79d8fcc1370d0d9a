import {
  coverageOptions,
  dayToDayCoverOptions,
  dayToDayExtentOptions,
  dropdownIds,
  hospitalOptions,
  type DropdownOption,
} from '../../../src/contracts/advice';
import type { DropdownValue } from '../../../src/contracts/workflow/filters';

const counts = (n: number): DropdownOption[] =>
  Array.from({ length: n + 1 }, (_, i) => ({ id: i, label: String(i) }));

/** The advice dropdowns keyed by their §3 ids (hospitals 214, coverage 215, …, the GEMS ones 232–235). */
export function adviceDropdowns(): Record<string, DropdownOption[]> {
  return {
    [dropdownIds.hospitals]: [...hospitalOptions],
    [dropdownIds.coverage]: [...coverageOptions],
    [dropdownIds.day_to_day_cover]: [...dayToDayCoverOptions],
    [dropdownIds.day_to_day_extent]: [...dayToDayExtentOptions],
    [dropdownIds.adult_dependent]: counts(6),
    [dropdownIds.child_dependent]: counts(8),
    [dropdownIds.gems_hospital_cover]: [
      { id: 1, label: 'Any private hospital (Emerald, Ruby)' },
      { id: 2, label: 'GEMS network hospitals (Beryl)' },
      { id: 3, label: 'State and selected private hospitals (Sapphire)' },
    ],
    [dropdownIds.gems_chronic_conditions_cover]: [
      { id: 1, label: 'CDL conditions only' },
      { id: 2, label: 'CDL plus additional conditions' },
    ],
    [dropdownIds.gems_in_hospital_benefit]: [
      { id: 1, label: '100% of the GEMS rate' },
      { id: 2, label: '200% of the GEMS rate for specialists' },
    ],
    [dropdownIds.gems_out_hospital_benefit]: [
      { id: 1, label: 'Network GP and pharmacy only' },
      { id: 2, label: 'Day-to-day limit and savings' },
    ],
  };
}

/**
 * /get_classification_value_data_dropdown: the entries of each asked type, each carrying its classification_type,
 * in the order asked; a type the service does not keep has no entries.
 */
export function dropdownValues(typeIds: readonly number[]): DropdownValue[] {
  const all = adviceDropdowns();
  return [...new Set(typeIds)].flatMap((type) =>
    (all[String(type)] ?? []).map((o) => ({ id: o.id, value_name: o.label, classification_type: type })),
  );
}
