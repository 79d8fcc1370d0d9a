import type { ChartData } from './chart-data';
import styles from './charts.module.css';
import { DetailTable } from '../detail-table/detail-table';

type Props = {
  caption: string;
  categoryHeader: string;
  data: ChartData;
  format: (n: number) => string;
  /** On screen: a wide table scrolls sideways, so its box takes focus for the keyboard to scroll it. */
  shown: boolean;
};

/** The chart's figures as a table: the same numbers the marks are drawn from, one row per category. */
export const ChartTable = ({ caption, categoryHeader, data, format, shown }: Props) => (
  <div
    className={shown ? styles.tableWrap : undefined}
    {...(shown ? { tabIndex: 0, role: 'region', 'aria-label': `${caption}, as a table` } : {})}
  >
    <DetailTable className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {data.series.map((s) => (
            <th key={s.name} scope="col" className={styles.num}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {data.series.map((s) => (
              <td key={s.name} className={styles.num}>
                {format(s.values[i] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DetailTable>
  </div>
);
