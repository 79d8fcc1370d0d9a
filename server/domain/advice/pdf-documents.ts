import {
  adviceStatusLabels,
  coverageOptions,
  dayToDayCoverOptions,
  dayToDayExtentOptions,
  dayToDayOptions,
  gapCoverOptions,
  hospitalOptions,
  labelOf,
  opticalDentistryOptions,
  underwritingOptions,
  type AdviceNeeds,
  type AdviceStatus,
  type GapData,
  type Premium,
  type Recommendation,
  type SchemeData,
} from '../../../src/contracts/advice';
import { heading, pairs, rand, renderPdf, table, type Pdf } from './pdf-kit';

export type Family = { adult_dependent: number; child_dependent: number };

const familyText = (f: Family) =>
  `Main member, ${f.adult_dependent} adult dependant(s), ${f.child_dependent} child dependant(s)`;

function schemeTable(doc: Pdf, data: SchemeData): void {
  const labels: string[] = [];
  const bold: boolean[] = [];
  const columns = data.schemes.map(() => [] as string[]);
  for (const row of data.catalogue) {
    labels.push(row.name);
    bold.push(row.type === 'group');
    data.schemes.forEach((s, i) => {
      const value =
        row.type === 'contributions'
          ? rand(s.contributions[row.key_map as keyof typeof s.contributions])
          : row.key_map === 'contributions'
            ? `${rand(s.monthly_premium)} for this family`
            : (s.benefits[row.key_map] ?? '—');
      columns[i].push(value);
    });
  }
  table(doc, labels, columns, { header: data.schemes.map((s) => `${s.product_house}: ${s.name}`), bold });
}

export function schemeComparisonPdf(data: SchemeData, family: Family, forWhom?: string): Promise<Buffer> {
  return renderPdf('Medical scheme comparison', (doc) => {
    if (forWhom) doc.text(`Prepared for ${forWhom}`);
    doc.text(`Family: ${familyText(family)}`);
    heading(doc, 'Benefits and contributions');
    schemeTable(doc, data);
  });
}

export function gapComparisonPdf(data: GapData, forWhom?: string): Promise<Buffer> {
  return renderPdf('Gap cover comparison', (doc) => {
    if (forWhom) doc.text(`Prepared for ${forWhom}`);
    heading(doc, 'Gap cover benefits');
    table(
      doc,
      data.catalogue.map((r) => r.name),
      data.products.map((p) => data.catalogue.map((r) => p.benefits[r.key_map] ?? '—')),
      { header: data.products.map((p) => p.name), bold: data.catalogue.map((r) => r.type === 'group') },
    );
  });
}

export type AdviceDocumentInput = {
  adviceId: number;
  status: AdviceStatus;
  employee: { name: string; employer: string; email: string; age: number };
  adviser: string;
  family: Family;
  needs: AdviceNeeds;
  compared: SchemeData;
  recommendation: Recommendation;
  premium: Premium;
  gap: GapData['products'][number] | null;
};

function needsRows(n: AdviceNeeds): [string, string][] {
  return [
    ['Hospital preference', labelOf(hospitalOptions, n.hospital)],
    ['Specialist coverage', labelOf(coverageOptions, n.coverage)],
    ['Day-to-day cover wanted', labelOf(dayToDayCoverOptions, n.day_to_day_cover)],
    ['Day-to-day providers', labelOf(dayToDayOptions, n.day_to_day_type)],
    ['Day-to-day extent', labelOf(dayToDayExtentOptions, n.day_to_day_extent)],
    [
      'Optical and dentistry',
      n.optical_dentistry.map((o) => labelOf(opticalDentistryOptions, o)).join(', ') || 'None',
    ],
    ['Chronic conditions', n.chronic_conditions.join(', ') || 'None'],
    ['Underwriting', labelOf(underwritingOptions, n.underwriting)],
    ['Gap cover', labelOf(gapCoverOptions, n.gap_cover)],
    ...(n.notes ? ([['Notes', n.notes]] as [string, string][]) : []),
  ];
}

/** The record of advice: who was advised, what they need, what was compared, and what was recommended why. */
export function adviceRecordPdf(input: AdviceDocumentInput): Promise<Buffer> {
  return renderPdf('Record of advice', (doc) => {
    const chosen = input.compared.schemes.find((s) => s.scheme_id === input.recommendation.scheme_id);
    pairs(doc, [
      ['Advice number', `ADV-${String(input.adviceId).padStart(6, '0')}`],
      ['Employee', `${input.employee.name} (age ${input.employee.age})`],
      ['Employer', input.employee.employer],
      ['E-mail', input.employee.email],
      ['Adviser', input.adviser],
      ['Family', familyText(input.family)],
      ['Status', adviceStatusLabels[input.status]],
    ]);
    heading(doc, 'Needs analysis');
    pairs(doc, needsRows(input.needs));
    heading(doc, 'Recommendation');
    pairs(doc, [
      [
        'Recommended plan',
        chosen ? `${chosen.product_house}: ${chosen.name}` : 'A plan no longer in the catalogue',
      ],
      [
        'Monthly contribution',
        `${rand(input.premium.total)} (member ${rand(input.premium.member)}, adults ${rand(input.premium.adults_total)}, children ${rand(input.premium.children_total)})`,
      ],
      ['Gap cover', input.gap ? `${input.gap.name} (${input.gap.benefits.rate ?? ''})` : 'Not recommended'],
      ['Reason', input.recommendation.reason],
    ]);
    heading(doc, 'Plans compared');
    schemeTable(doc, input.compared);
    doc.moveDown().fontSize(8).fillColor('#555555');
    doc.text(
      'This record of advice is given under the Financial Advisory and Intermediary Services Act. Benefits and contributions are those published for 2026 and are subject to the rules of each scheme.',
    );
  });
}
