import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { toneColor } from './chart-data';
import type { PlotProps } from './chart-plot';

const tick = { fill: 'var(--color-fg)', fontSize: 12, fontFamily: 'var(--font-sans)' } as const;

/** Horizontal grouped bars: category labels stay level and readable however narrow the screen. */
export const BarsPlot = ({ data, width, height, format }: PlotProps) => {
  // The label column takes what the longest label needs, but never more than 40% of a narrow screen.
  const longest = Math.max(...data.categories.map((c) => c.length));
  const left = Math.min(Math.max(60, longest * 7 + 8), width * 0.4);
  const margin = { top: 4, right: 44, bottom: 24, left };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, height - margin.top - margin.bottom);
  const max = Math.max(1, ...data.series.flatMap((s) => s.values));
  const y = scaleBand<string>({ domain: [...data.categories], range: [0, innerHeight], padding: 0.2 });
  const names = data.series.map((s) => s.name);
  const inner = scaleBand<string>({ domain: names, range: [0, y.bandwidth()], padding: 0.08 });
  const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });
  const ticks = Math.max(2, Math.floor(innerWidth / 80));
  return (
    <svg width={width} height={height}>
      <Group left={margin.left} top={margin.top}>
        {data.categories.map((category, c) =>
          data.series.map((s, i) => {
            const value = s.values[c] ?? 0;
            const barY = (y(category) ?? 0) + (inner(s.name) ?? 0);
            const barHeight = inner.bandwidth();
            return (
              <g key={`${category}|${s.name}`}>
                <Bar
                  x={0}
                  y={barY}
                  width={Math.max(value > 0 ? 2 : 0, x(value))}
                  height={barHeight}
                  style={{ fill: toneColor(s, i) }}
                  rx={2}
                />
                {barHeight >= 10 && (
                  <text x={x(value) + 4} y={barY + barHeight / 2} dominantBaseline="middle">
                    {format(value)}
                  </text>
                )}
              </g>
            );
          }),
        )}
        <AxisLeft
          scale={y}
          hideTicks
          stroke="var(--color-border)"
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -4, dy: '0.33em' }}
          tickFormat={(label) =>
            label.length * 7 > left ? `${label.slice(0, Math.floor(left / 7) - 1)}…` : label
          }
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={x.ticks(ticks).filter(Number.isInteger)}
          stroke="var(--color-border)"
          tickStroke="var(--color-border)"
          tickFormat={(v) => format(Number(v))}
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
};
