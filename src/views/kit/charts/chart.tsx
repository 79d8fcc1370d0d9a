import { lazy, Suspense, useId, useState } from 'react';
import { isEmptyChart, plainNumber, toneColor, type ChartData, type ChartKind } from './chart-data';
import { ChartTable } from './chart-table';
import { DelayedLoading } from './delayed-loading';
import styles from './charts.module.css';

/*
 * The drawing loads with the first chart, never with the entry or the admin shell: visx (scale, shape, axis, group
 * on d3-scale), 22 KB gzipped with our two plots (the chart-plot chunk). Measured the same way (esbuild, minified,
 * gzipped, without React): the visx imports 23 KB, uPlot 23 KB, Recharts' bar and line charts 119 KB (it brings
 * redux, immer and es-toolkit). uPlot is as small but draws on a canvas, so its labels neither reach a screen
 * reader nor take the theme's colours from CSS; visx draws SVG whose text and fills follow theme.css.
 */
const ChartPlot = lazy(() => import('./chart-plot').then((m) => ({ default: m.ChartPlot })));

export type ChartProps = {
  title: string;
  /** One sentence that says what the chart shows; read with the figure, before the table. */
  summary: string;
  data: ChartData;
  kind: ChartKind;
  /** The table's first column ("Day", "Agent"). */
  categoryHeader: string;
  /** Shown instead of the chart when every figure is zero. */
  emptyText: string;
  format?: (n: number) => string;
  height?: number;
};

/**
 * A chart with its text alternative: a figure whose caption names it, a summary sentence, and the figures as a
 * table — always in the page for screen readers, on screen after "Show as table".
 */
export const Chart = ({
  title,
  summary,
  data,
  kind,
  categoryHeader,
  emptyText,
  format = plainNumber,
  height = 220,
}: ChartProps) => {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const empty = isEmptyChart(data);
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.head}>
        <figcaption id={titleId} className={styles.title}>
          {title}
        </figcaption>
        {!empty && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </div>
      {empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <p className={styles.summary}>{summary}</p>
          {!asTable && (
            <>
              <Suspense fallback={<DelayedLoading label={`Loading the chart “${title}”…`} height={height} />}>
                <ChartPlot kind={kind} data={data} height={height} format={format} />
              </Suspense>
              <ul className={styles.legend} aria-hidden="true">
                {data.series.map((s, i) => (
                  <li key={s.name}>
                    <span className={styles.swatch} style={{ background: toneColor(s, i) }} />
                    {s.name}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div id={tableId} className={asTable ? undefined : 'visually-hidden'}>
            <ChartTable
              caption={title}
              categoryHeader={categoryHeader}
              data={data}
              format={format}
              shown={asTable}
            />
          </div>
        </>
      )}
    </figure>
  );
};
