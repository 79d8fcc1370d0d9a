import type { SchemeData } from '../../contracts/advice';
import styles from './advice.module.css';
import { Chart } from '../kit/charts/chart';
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
  // The last family type is this family's own make-up.
  const cheapest = series
    .map((s) => ({ name: s.name, cost: s.values[types.length - 1] }))
    .sort((a, b) => a.cost - b.cost)[0];
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
        <Chart
          title="Monthly contributions by family make-up"
          kind="bars"
          categoryHeader="Family make-up"
          data={{ categories: types.map((t) => t.label), series }}
          format={rand}
          height={types.length * (series.length * 18 + 16) + 30}
          summary={
            cheapest ? `For this family ${cheapest.name} costs least, at ${rand(cheapest.cost)} a month.` : ''
          }
          emptyText="The schemes compared list no contributions."
        />
        <Chart
          title="Yearly day-to-day limit"
          kind="bars"
          categoryHeader="Scheme"
          data={{
            categories: data.schemes.map((s) => s.name),
            series: [{ name: 'Day-to-day limit', values: data.schemes.map((s) => s.day_to_day_limit ?? 0) }],
          }}
          format={rand}
          height={data.schemes.length * 34 + 30}
          summary="The yearly limit for day-to-day care of each scheme; a scheme without one shows R 0."
          emptyText="None of the schemes compared has a day-to-day limit."
        />
      </div>
    </>
  );
};
