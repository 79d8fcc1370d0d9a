/**
 * The plan benefit catalogue (spec §3): rows with name, type (group, subgroup or contributions), level (0 or 1)
 * and key_map. The comparison screen, the PDFs and the seed all read this one table.
 */
export type CatalogueRow = {
  name: string;
  type: 'group' | 'subgroup' | 'contributions';
  level: 0 | 1;
  key_map: string;
};

const group = (name: string, key_map: string): CatalogueRow => ({ name, type: 'group', level: 0, key_map });
const sub = (name: string, key_map: string): CatalogueRow => ({ name, type: 'subgroup', level: 1, key_map });
const contribution = (name: string, key_map: string): CatalogueRow => ({
  name,
  type: 'contributions',
  level: 1,
  key_map,
});

export const planCatalogue: readonly CatalogueRow[] = [
  group('Plan', 'plan_type'),
  group('Hospital', 'major_medical'),
  sub('Oncology', 'oncology'),
  sub('Dialysis', 'dialysis'),
  sub('Organ transplants', 'organ_transplants'),
  sub('Maternity', 'maternity'),
  sub('Prosthesis', 'prosthesis'),
  group('Day-to-day', 'day_to_day'),
  sub('Chronic conditions', 'chronic_conditions'),
  sub('Medical savings account', 'savings_account'),
  sub('Annual threshold', 'annual_threshold'),
  sub('Dentistry', 'dental'),
  sub('Optical', 'optical'),
  sub('Auxiliary services', 'auxiliary_services'),
  group('Financial and demographic', 'financial_and_demographic'),
  group('Contributions (monthly)', 'contributions'),
  contribution('Main member', 'member_cost'),
  contribution('Adult dependant (risk + savings)', 'adult_share_risk_plus_saving'),
  contribution('Child dependant (risk + savings)', 'child_share_risk_plus_saving'),
];

/** Every key a plan carries a value for (the contribution rows are the plan's premium table). */
export const planBenefitKeys = planCatalogue
  .filter((r) => r.type !== 'contributions' && r.key_map !== 'contributions')
  .map((r) => r.key_map);

export const gapCatalogue: readonly CatalogueRow[] = [
  group('Administration', 'administrator'),
  sub('Underwriters', 'underwriters'),
  group('Shortfall cover', 'specialist_shortfalls'),
  sub('Sub-limits', 'sub_limits'),
  sub('Co-payments', 'co_payments'),
  sub('Oncology shortfalls', 'oncology_shortfalls'),
  sub('Casualty benefits', 'casualty_benefits'),
  sub('Extended benefits', 'extended_benefits'),
  group('Conditions', 'waiting_periods'),
  sub('Maximum entry age', 'maximum_entry_age'),
  sub('Dependant eligibility', 'dependant_eligibility'),
  sub('Claims submission period', 'claims_submission_period'),
  sub('Hazardous pursuits excluded', 'hazardous_pursuits_excluded'),
  group('Rate (monthly)', 'rate'),
];

export const gapBenefitKeys = gapCatalogue.map((r) => r.key_map);
