import type { GapData, SchemeData } from '../../contracts/advice';
import styles from './advice.module.css';
import { BarChart } from './bar-chart';
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
      <div className={styles.scroll}>
        <table className={styles.table} aria-label="Scheme comparison">
          <thead>
            <tr>
              <th scope="col">Benefit</th>
              {data.schemes.map((s) => (
                <th key={s.scheme_id} scope="col">
                  {s.product_house}
                  <br />
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.catalogue.map((row) => (
              <tr key={row.key_map} className={row.type === 'group' ? styles.group : styles.sub}>
                <th scope="row">{row.name}</th>
                {data.schemes.map((s) => (
                  <td key={s.scheme_id}>{cell(s, row.key_map, row.type)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
  <div className={styles.scroll}>
    <table className={styles.table} aria-label="Gap cover comparison">
      <thead>
        <tr>
          <th scope="col">Benefit</th>
          {data.products.map((p) => (
            <th key={p.gap_id} scope="col">
              {p.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.catalogue.map((row) => (
          <tr key={row.key_map} className={row.type === 'group' ? styles.group : styles.sub}>
            <th scope="row">{row.name}</th>
            {data.products.map((p) => (
              <td key={p.gap_id}>{p.benefits[row.key_map] ?? '—'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
