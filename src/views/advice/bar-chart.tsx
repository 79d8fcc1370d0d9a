import styles from './advice.module.css';
import { rand } from './format';

export type Series = { name: string; values: number[] };

const palette = ['#0b5cad', '#2e9e6a', '#d9822b', '#8e44ad'];

/**
 * Grouped horizontal bars in plain SVG (no chart library for a few dozen bars). The figures are also in the
 * comparison table; the chart's accessible name says what it compares.
 */
export const BarChart = ({
  title,
  groups,
  series,
}: {
  title: string;
  groups: string[];
  series: Series[];
}) => {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const bar = 14;
  const groupHeight = series.length * (bar + 2) + 14;
  const labelWidth = 150;
  const width = 560;
  const plot = width - labelWidth - 80;
  const height = groups.length * groupHeight + 20 + series.length * 16;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className={styles.label}>{title}</figcaption>
      <svg
        className={styles.chart}
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
      >
        {groups.map((group, g) => {
          const y0 = g * groupHeight + 6;
          return (
            <g key={group}>
              <text x={0} y={y0 + groupHeight / 2}>
                {group}
              </text>
              {series.map((s, i) => {
                const v = s.values[g] ?? 0;
                const w = (v / max) * plot;
                const y = y0 + i * (bar + 2);
                return (
                  <g key={s.name}>
                    <rect
                      x={labelWidth}
                      y={y}
                      width={Math.max(w, 1)}
                      height={bar}
                      fill={palette[i % palette.length]}
                    >
                      <title>{`${s.name}: ${rand(v)}`}</title>
                    </rect>
                    <text x={labelWidth + w + 4} y={y + bar - 3}>
                      {rand(v)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        {series.map((s, i) => (
          <g
            key={s.name}
            transform={`translate(${labelWidth}, ${groups.length * groupHeight + 10 + i * 16})`}
          >
            <rect width={10} height={10} fill={palette[i % palette.length]} />
            <text x={14} y={9}>
              {s.name}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
};
