/** The advice lookup maps and dropdown ids of spec §3, exactly as the spec lists them. */

export const opticalDentistryOptions = [
  { id: 1, label: 'Optical benefit' },
  { id: 2, label: 'Specialized Dentistry' },
  { id: 3, label: 'Conservative Dentistry' },
] as const;

export const underwritingOptions = [
  { id: 1, label: 'Late Joiner Penalty' },
  { id: 2, label: '3 Month General Waiting period' },
  { id: 3, label: '12 Months Pre-existing Waiting period' },
  { id: 4, label: 'None' },
] as const;

export const dayToDayOptions = [
  { id: 1, label: 'Freedom of choice' },
  { id: 2, label: 'Provider Networks' },
] as const;

export const hospitalOptions = [
  { id: 1, label: 'Any private Hospitals' },
  { id: 2, label: 'Specific Private and/or Public Hospitals' },
  { id: 3, label: 'State Hospitals Benefits' },
] as const;

/** Times the scheme rate; 'unlimited' is the spec's Unlimited. */
export const coverageOptions = [
  { id: '1.0', label: '100% of scheme rate' },
  { id: '1.1', label: '110% of scheme rate' },
  { id: '1.5', label: '150% of scheme rate' },
  { id: '2.0', label: '200% of scheme rate' },
  { id: '3.0', label: '300% of scheme rate' },
  { id: 'unlimited', label: 'Unlimited' },
] as const;
export type CoverageId = (typeof coverageOptions)[number]['id'];
export const coverageIds = coverageOptions.map((o) => o.id) as [CoverageId, ...CoverageId[]];
/** The multiplier a coverage choice stands for; Unlimited beats every rate. */
export const coverageMultiplier = (id: CoverageId): number =>
  id === 'unlimited' ? Number.POSITIVE_INFINITY : Number(id);

export const dayToDayExtentOptions = [
  { id: 0, label: 'Less than R10 000' },
  { id: 1, label: 'R10 000 – R20 000' },
  { id: 2, label: 'R20 000 – R30 000' },
  { id: 3, label: 'More than R30 000' },
  { id: -1, label: 'No classification' },
] as const;
/** The day-to-day bands of spec §9 in rand: band n covers [bounds[n], bounds[n+1]). */
export const dayToDayBandBounds = [0, 10000, 20000, 30000] as const;
export const dayToDayExtentOf = (annualLimit: number | null): number => {
  if (annualLimit === null) return -1;
  if (annualLimit < 10000) return 0;
  if (annualLimit < 20000) return 1;
  if (annualLimit < 30000) return 2;
  return 3;
};

export const dayToDayCoverOptions = [
  { id: 0, label: 'Yes' },
  { id: 1, label: 'No' },
] as const;

export const gapCoverOptions = [
  { id: 0, label: 'No' },
  { id: 1, label: 'Yes' },
] as const;

export const monthOptions = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, i) => ({ id: String(i + 1).padStart(2, '0'), label }));

export const dropdownIds = {
  hospitals: 214,
  coverage: 215,
  day_to_day_cover: 216,
  day_to_day_extent: 217,
  adult_dependent: 218,
  child_dependent: 219,
  gems_hospital_cover: 232,
  gems_chronic_conditions_cover: 233,
  gems_in_hospital_benefit: 234,
  gems_out_hospital_benefit: 235,
} as const;

export const labelOf = <T extends { id: unknown; label: string }>(options: readonly T[], id: unknown) =>
  options.find((o) => o.id === id)?.label ?? '';
