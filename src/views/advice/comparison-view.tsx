import type { GapData, SchemeData } from '../../contracts/advice';
import styles from './advice.module.css';
import { BarChart } from './bar-chart';
import { ComparisonTable } from './comparison-table';
import { rand } from './format';

type Family = { adult_dependent: number; child_dependent: number };

const familyTypes = (f: Family) => [
  { label: 'Member only', adults: 0, children: 0 },
  { label: 'Member + spouse', adults: 1, children: 0 },
  { label: 'Member + spouse + 2 children', adults: 1, children: 2 },
  {
    label: `This family (${f.adult_dependent}A, ${f.child_dependent}C)`,
    adults: f.adult_dependent,
    children: f.child_dependent,
  },
];

/** Side by side in the catalogue's groups and subgroups, with the charts that say more than the table. */
export const SchemeComparison = ({ data, family }: { data: SchemeData; family: Family }) => {
  const cell = (s: SchemeData['schemes'][number], key: string, type: string) => {
    if (type === 'contributions') return rand(s.contributions[key as keyof typeof s.contributions]);
    if (key === 'contributions') return `${rand(s.monthly_premium)} a month for this family`;
    return s.benefits[key] ?? '—';
  };
  const types = familyTypes(family);
  const series = data.schemes.map((s) => ({
    name: `${s.name}`,
    values: types.map(
      (t) =>
        s.contributions.member_cost +
        t.adults * s.contributions.adult_share_risk_plus_saving +
        Math.min(t.children, 3) * s.contributions.child_share_risk_plus_saving,
    ),
  }));
  return (
    <>
      <ComparisonTable
        label="Scheme comparison"
        products={data.schemes}
        productKey={(s) => s.scheme_id}
        heading={(s) => (
          <>
            {s.product_house}
            <br />
            {s.name}
          </>
        )}
        catalogue={data.catalogue}
        cell={(s, row) => cell(s, row.key_map, row.type)}
      />
      <div className={styles.charts}>
        <BarChart
          title="Monthly contributions by family make-up"
          groups={types.map((t) => t.label)}
          series={series}
        />
        <BarChart
          title="Yearly day-to-day limit"
          groups={data.schemes.map((s) => s.name)}
          series={[{ name: 'Day-to-day limit', values: data.schemes.map((s) => s.day_to_day_limit ?? 0) }]}
        />
      </div>
    </>
  );
};

export const GapComparison = ({ data }: { data: GapData }) => (
  <ComparisonTable
    label="Gap cover comparison"
    products={data.products}
    productKey={(p) => p.gap_id}
    heading={(p) => p.name}
    catalogue={data.catalogue}
    cell={(p, row) => p.benefits[row.key_map] ?? '—'}
  />
);
