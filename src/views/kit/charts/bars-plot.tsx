import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { widthForLines } from '../../../rules/kit-text-lines';
import { toneColor } from './chart-data';
import type { PlotProps } from './chart-plot';
import { labelLines, labelSize, textWidth } from './text-width';

const tick = { fill: 'var(--color-fg)', fontSize: labelSize, fontFamily: 'var(--font-sans)' } as const;
/** Between a category label and the axis, and between a bar and its figure. */
const gap = 6;
const lineStep = labelSize + 2;

/**
 * The category labels' column: as wide as the longest label, up to 40% of the width; past that, labels wrap
 * onto two lines where a band holds them, and only what still does not fit is cut (its whole text in a title).
 */
function labelColumn(categories: readonly string[], width: number, band: number) {
  const longest = Math.max(0, ...categories.map(textWidth));
  const cap = Math.max(40, Math.floor(width * 0.4) - gap);
  const maxLines = longest <= cap ? 1 : band >= 2 * lineStep ? 2 : 1;
  const room =
    maxLines === 1
      ? Math.min(cap, longest)
      : Math.min(cap, Math.max(...categories.map((c) => widthForLines(c, textWidth, 2))));
  return {
    left: Math.ceil(room) + gap,
    labels: categories.map((c) => labelLines(c, room, maxLines)),
  };
}

/** Horizontal grouped bars: category labels stay level and readable however narrow the screen. */
export const BarsPlot = ({ data, width, height, format }: PlotProps) => {
  const max = Math.max(1, ...data.series.flatMap((s) => s.values));
  const top = 4;
  // The axis figures' descenders need 28 px: at 24 they were clipped by 2.
  const bottom = 28;
  const innerHeight = Math.max(10, height - top - bottom);
  const y = scaleBand<string>({ domain: [...data.categories], range: [0, innerHeight], padding: 0.2 });
  const { left, labels } = labelColumn(data.categories, width, y.bandwidth());
  // Room on the right for the largest figure beside its bar and for the last axis label centred on its tick.
  const probe = scaleLinear<number>({ domain: [0, max], nice: true });
  const niceMax = probe.domain()[1] ?? max;
  const right = Math.ceil(Math.max(textWidth(format(max)) + gap, textWidth(format(niceMax)) / 2)) + 2;
  const innerWidth = Math.max(10, width - left - right);
  const names = data.series.map((s) => s.name);
  const inner = scaleBand<string>({ domain: names, range: [0, y.bandwidth()], padding: 0.08 });
  const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });
  const ticks = Math.max(2, Math.floor(innerWidth / 80));
  return (
    <svg width={width} height={height}>
      <Group left={left} top={top}>
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
        <line x1={0} x2={0} y1={0} y2={innerHeight} stroke="var(--color-border)" />
        {data.categories.map((category, c) => {
          const { lines, cut } = labels[c] ?? { lines: [category], cut: false };
          const first = (y(category) ?? 0) + y.bandwidth() / 2 - ((lines.length - 1) * lineStep) / 2;
          return (
            <text key={category} textAnchor="end" {...tick}>
              {cut && <title>{category}</title>}
              {lines.map((line, i) => (
                <tspan key={i} x={-gap} y={first + i * lineStep} dy="0.33em">
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
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
