import type { CoverageId } from '../../../src/contracts/advice';

/** The 2026 medical-scheme market the advice screens compare (rand a month; limits in rand a year). */
type Tier = 'comprehensive' | 'saver' | 'core' | 'network';
export type SeedPlan = {
  name: string;
  tier: Tier;
  hospital: 1 | 2 | 3;
  coverage: CoverageId;
  dayToDayType: 1 | 2;
  dayToDayLimit: number | null;
  /** Share of the contribution paid into the savings account, in percent (0 = none). */
  savingsPct: number;
  member: number;
  adult: number;
  child: number;
};
export type SeedScheme = { name: string; administrator: string; registrationNo: string; plans: SeedPlan[] };

const plan = (
  name: string,
  tier: Tier,
  hospital: 1 | 2 | 3,
  coverage: CoverageId,
  dayToDayType: 1 | 2,
  dayToDayLimit: number | null,
  savingsPct: number,
  [member, adult, child]: [number, number, number],
): SeedPlan => ({
  name,
  tier,
  hospital,
  coverage,
  dayToDayType,
  dayToDayLimit,
  savingsPct,
  member,
  adult,
  child,
});

export const seedSchemes: SeedScheme[] = [
  {
    name: 'Discovery Health Medical Scheme',
    administrator: 'Discovery Health (Pty) Ltd',
    registrationNo: '1125',
    plans: [
      plan('Classic Comprehensive', 'comprehensive', 1, '2.0', 1, 34500, 25, [9580, 9058, 1911]),
      plan('Classic Saver', 'saver', 1, '1.0', 1, 12800, 25, [4703, 3707, 1882]),
      plan('Coastal Core', 'core', 2, '1.0', 2, null, 0, [2692, 2022, 1076]),
      plan('KeyCare Plus', 'network', 3, '1.0', 2, 8500, 0, [1938, 1938, 524]),
    ],
  },
  {
    name: 'Bonitas Medical Fund',
    administrator: 'Medscheme Holdings (Pty) Ltd',
    registrationNo: '1512',
    plans: [
      plan('BonComprehensive', 'comprehensive', 1, '2.0', 1, 31200, 20, [10245, 9598, 2071]),
      plan('BonClassic', 'comprehensive', 1, '1.5', 1, 22600, 15, [6851, 5623, 1617]),
      plan('BonSave', 'saver', 1, '1.0', 1, 11200, 25, [3836, 2874, 1160]),
      plan('BonCap', 'network', 3, '1.0', 2, 6000, 0, [2054, 2054, 911]),
    ],
  },
  {
    name: 'Momentum Medical Scheme',
    administrator: 'Momentum Health Solutions (Pty) Ltd',
    registrationNo: '1131',
    plans: [
      plan('Summit', 'comprehensive', 1, '3.0', 1, 48000, 0, [18472, 18472, 3870]),
      plan('Extender', 'saver', 1, '2.0', 1, 24500, 25, [7965, 6912, 2230]),
      plan('Incentive', 'saver', 1, '1.0', 1, 9800, 10, [4350, 3610, 1420]),
      plan('Ingwe', 'network', 3, '1.0', 2, 7200, 0, [1769, 1769, 1769]),
    ],
  },
  {
    name: 'Medshield Medical Scheme',
    administrator: 'Medshield (self-administered)',
    registrationNo: '1003',
    plans: [
      plan('PremiumPlus', 'comprehensive', 1, '2.0', 1, 36200, 0, [9926, 9162, 2012]),
      plan('MediPlus Prime', 'comprehensive', 1, '1.5', 1, 21500, 0, [6528, 5382, 1467]),
      plan('MediSaver', 'saver', 1, '1.0', 1, 10900, 20, [4289, 3520, 1206]),
      plan('MediCore', 'core', 2, '1.0', 2, null, 0, [2718, 2408, 1170]),
    ],
  },
  {
    name: 'Bestmed Medical Scheme',
    administrator: 'Bestmed (self-administered)',
    registrationNo: '1252',
    plans: [
      plan('Pace4', 'comprehensive', 1, '2.0', 1, 42000, 0, [11634, 11634, 2522]),
      plan('Pace1', 'comprehensive', 1, '1.0', 1, 18400, 15, [6175, 6175, 1420]),
      plan('Beat3', 'saver', 1, '1.0', 1, 13400, 20, [4710, 3653, 1556]),
      plan('Beat1', 'core', 2, '1.0', 2, null, 0, [2551, 1968, 1107]),
    ],
  },
  {
    name: 'Fedhealth Medical Scheme',
    administrator: 'Medscheme Holdings (Pty) Ltd',
    registrationNo: '1092',
    plans: [
      plan('maxima PLUS', 'comprehensive', 1, '3.0', 1, 40000, 0, [12340, 11645, 3120]),
      plan('flexiFED 3', 'saver', 1, '1.5', 1, 16900, 20, [5284, 4516, 1868]),
      plan('myFED', 'network', 2, '1.0', 2, 5400, 0, [1998, 1998, 1150]),
    ],
  },
  {
    name: 'Government Employees Medical Scheme (GEMS)',
    administrator: 'Metropolitan Health Corporate (Pty) Ltd',
    registrationNo: '1580',
    plans: [
      plan('Emerald', 'comprehensive', 1, '1.0', 1, 15200, 0, [3998, 3746, 1247]),
      plan('Ruby', 'saver', 1, '1.0', 1, 11000, 15, [3418, 3250, 1112]),
      plan('Beryl', 'network', 2, '1.0', 2, 6800, 0, [2112, 2112, 1004]),
      plan('Sapphire', 'network', 3, '1.0', 2, 4200, 0, [1482, 1482, 686]),
    ],
  },
];

const rand = (n: number) => `R${n.toLocaleString('en-ZA').replace(/,/g, ' ')}`;
const coverageText = (c: CoverageId) =>
  c === 'unlimited'
    ? 'no upper limit on specialist rates'
    : `${Math.round(Number(c) * 100)}% of the scheme rate`;

const hospitalText: Record<1 | 2 | 3, string> = {
  1: 'Any private hospital',
  2: 'Network of specified private and public hospitals',
  3: 'State hospitals and a small private network',
};

/** Benefit values for every plan key_map of the catalogue, written from the plan's figures and tier. */
export function planBenefits(p: SeedPlan): Record<string, string> {
  const rich = p.tier === 'comprehensive';
  const lean = p.tier === 'network';
  const d2d =
    p.dayToDayLimit === null
      ? 'No day-to-day benefit: paid from your pocket'
      : `${p.dayToDayType === 1 ? 'Any provider' : 'Network providers only'}, up to ${rand(p.dayToDayLimit)} a family a year`;
  return {
    plan_type: {
      comprehensive: 'Comprehensive',
      saver: 'Hospital plan with savings',
      core: 'Hospital plan',
      network: 'Network plan',
    }[p.tier],
    major_medical: `${hospitalText[p.hospital]}; specialists paid at ${coverageText(p.coverage)}`,
    day_to_day: d2d,
    oncology: rich
      ? 'R500 000 over 12 months, then 80% of the scheme rate'
      : lean
        ? 'PMB-level oncology at network providers'
        : 'R250 000 over 12 months',
    dialysis: lean ? 'PMBs at state and network facilities' : 'Unlimited at network dialysis units',
    organ_transplants: lean ? 'PMBs only' : 'Unlimited, pre-authorised',
    maternity: rich
      ? '12 antenatal visits, 2 scans, private ward delivery'
      : lean
        ? 'Delivery at network hospitals, 6 antenatal visits'
        : '8 antenatal visits, 2 scans',
    prosthesis: rich
      ? 'R95 000 a person a year (internal)'
      : lean
        ? 'PMBs only'
        : 'R55 000 a person a year (internal)',
    chronic_conditions: rich ? '27 CDL conditions plus 35 additional conditions' : '27 CDL conditions (PMB)',
    savings_account: p.savingsPct > 0 ? `${p.savingsPct}% of contributions` : 'None',
    annual_threshold:
      rich && p.savingsPct > 0
        ? `${rand(Math.round(p.member * 3.2))} a member, then above-threshold benefit`
        : 'None',
    dental: rich
      ? 'Conservative and specialised dentistry from day-to-day'
      : p.dayToDayLimit
        ? 'Conservative dentistry from day-to-day'
        : 'In-hospital dentistry only',
    optical: p.dayToDayLimit ? `${rand(rich ? 5900 : 2900)} a person every 2 years` : 'Not covered',
    auxiliary_services: rich
      ? 'Physiotherapy, psychology, speech therapy from day-to-day'
      : 'Physiotherapy after hospital only',
    financial_and_demographic: `Main member ${rand(p.member)}; adult ${rand(p.adult)}; child ${rand(p.child)} (at most 3 children charged)`,
  };
}

export type SeedGap = {
  name: string;
  rateSingle: number;
  rateFamily: number;
  benefits: Record<string, string>;
};

export const seedGapProducts: SeedGap[] = [
  {
    name: 'Sirago Ultra Gap Cover',
    rateSingle: 368,
    rateFamily: 489,
    benefits: {
      administrator: 'Sirago Underwriting Managers (Pty) Ltd',
      underwriters: 'Guardrisk Insurance Company Ltd',
      specialist_shortfalls: 'Up to 500% of the medical scheme rate',
      sub_limits: 'R209 000 a person a year overall',
      co_payments: 'Covered in full, including deductibles for scopes and MRI scans',
      oncology_shortfalls: '20% oncology co-payment covered; R60 000 new cancer diagnosis benefit',
      casualty_benefits: 'R6 500 a person a year for accident-related casualty visits',
      extended_benefits: 'Premium waiver for 6 months on death or disability of the main member',
      waiting_periods: '3 months general; 12 months for pre-existing conditions',
      maximum_entry_age: '65 years',
      dependant_eligibility: 'Dependants registered on the same medical scheme',
      claims_submission_period: '6 months from the treatment date',
      hazardous_pursuits_excluded: 'Professional sport, motor racing, mountaineering',
      rate: 'R368 single; R489 family a month',
    },
  },
  {
    name: 'Turnberry Comprehensive Gap',
    rateSingle: 312,
    rateFamily: 426,
    benefits: {
      administrator: 'Turnberry Management Risk Services (Pty) Ltd',
      underwriters: 'Centriq Insurance Company Ltd',
      specialist_shortfalls: 'Up to 600% of the medical scheme rate',
      sub_limits: 'R209 000 a person a year overall',
      co_payments: 'Covered up to R30 000 a person a year',
      oncology_shortfalls: 'Oncology shortfalls and co-payments up to R55 000',
      casualty_benefits: 'R4 000 a person a year, accidents only',
      extended_benefits: 'Trauma counselling and travel cover top-up',
      waiting_periods: '3 months general; 10 months for pre-existing conditions',
      maximum_entry_age: '60 years',
      dependant_eligibility: 'Spouse and children registered on the same scheme',
      claims_submission_period: '4 months from the treatment date',
      hazardous_pursuits_excluded: 'Motor racing, skydiving, scuba diving below 40 m',
      rate: 'R312 single; R426 family a month',
    },
  },
  {
    name: 'Zestlife Ultimate Gap',
    rateSingle: 279,
    rateFamily: 399,
    benefits: {
      administrator: 'Zestlife (Pty) Ltd',
      underwriters: 'GENRIC Insurance Company Ltd',
      specialist_shortfalls: 'Up to 500% of the medical scheme rate',
      sub_limits: 'R209 000 a person a year overall; internal prostheses R40 000',
      co_payments: 'Covered up to R25 000 a person a year',
      oncology_shortfalls: 'Oncology shortfalls up to R50 000',
      casualty_benefits: 'R3 500 a person a year',
      extended_benefits: 'Accidental death benefit of R25 000',
      waiting_periods: '3 months general; 12 months for pre-existing conditions',
      maximum_entry_age: '69 years',
      dependant_eligibility: 'Dependants on the same medical scheme option',
      claims_submission_period: '3 months from the treatment date',
      hazardous_pursuits_excluded: 'Professional sport, extreme sports',
      rate: 'R279 single; R399 family a month',
    },
  },
];
