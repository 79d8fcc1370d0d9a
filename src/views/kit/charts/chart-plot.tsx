import type { ChartData, ChartKind } from './chart-data';
import { BarsPlot } from './bars-plot';
import { LinesPlot } from './lines-plot';
import { useWidth } from './use-width';
import styles from './charts.module.css';

export type PlotProps = { data: ChartData; width: number; height: number; format: (n: number) => string };

/** The lazily loaded drawing: its marks are decoration for sighted readers; the figure's table carries the data. */
export const ChartPlot = ({ kind, data, height, format }: Omit<PlotProps, 'width'> & { kind: ChartKind }) => {
  const { ref, width } = useWidth<HTMLDivElement>(480);
  const Plot = kind === 'bars' ? BarsPlot : LinesPlot;
  return (
    <div ref={ref} className={styles.plot} aria-hidden="true" data-testid="chart-plot" data-chart={kind}>
      <Plot data={data} width={width} height={height} format={format} />
    </div>
  );
};
