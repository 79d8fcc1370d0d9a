import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { toneColor } from './chart-data';
import type { PlotProps } from './chart-plot';
import { labelSize, textWidth } from './text-width';

const tick = { fill: 'var(--color-fg)', fontSize: labelSize, fontFamily: 'var(--font-sans)' } as const;
// Series after the first are dashed too, so they part without relying on colour alone.
const dashes = [undefined, '6 3', '2 3', '8 3 2 3'];

/** Lines over ordered categories (days, moments): each point marked, labels thinned to fit the width. */
export const LinesPlot = ({ data, width, height, format }: PlotProps) => {
  const max = Math.max(1, ...data.series.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, max], nice: true });
  const yTicks = y.ticks(5).filter(Number.isInteger);
  // Margins from the labels' measured widths: the figures on the left, and half of the first and last category
  // labels, which are centred on points that sit near the edges on a narrow screen.
  const widest = Math.max(0, ...yTicks.map((v) => textWidth(format(v))));
  const labelWidths = data.categories.map(textWidth);
  const edge = Math.max(0, ...labelWidths) / 2;
  const margin = {
    top: 8,
    right: Math.ceil(Math.max(12, edge)),
    bottom: 28,
    // A figure ends 10 px left of the axis (its 8 px tick and 2 px apart).
    left: Math.ceil(Math.max(widest + 14, edge)),
  };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, height - margin.top - margin.bottom);
  const x = scalePoint<string>({ domain: [...data.categories], range: [0, innerWidth], padding: 0.3 });
  y.range([innerHeight, 0]);
  // Labels thinned so neighbours keep a space between them: at 375 px a fortnight shows every third day.
  const slot = Math.max(...labelWidths, 1) + 12;
  const every = Math.max(1, Math.ceil(data.categories.length / Math.max(1, Math.floor(innerWidth / slot))));
  const labelled = data.categories.filter((_, i) => i % every === 0);
  return (
    <svg width={width} height={height}>
      <Group left={margin.left} top={margin.top}>
        {data.series.map((s, i) => {
          const points = data.categories.map((c, k) => ({ x: x(c) ?? 0, y: y(s.values[k] ?? 0) }));
          const color = toneColor(s, i);
          return (
            <g key={s.name}>
              <LinePath
                data={points}
                x={(p) => p.x}
                y={(p) => p.y}
                style={{ stroke: color }}
                strokeWidth={2}
                strokeDasharray={dashes[i % dashes.length]}
                fill="none"
              />
              {points.map((p, k) => (
                <circle key={k} cx={p.x} cy={p.y} r={3} style={{ fill: color }} />
              ))}
            </g>
          );
        })}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          stroke="var(--color-border)"
          tickStroke="var(--color-border)"
          tickFormat={(v) => format(Number(v))}
          tickLabelProps={{ ...tick, textAnchor: 'end', dx: -2, dy: '0.33em' }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={labelled}
          stroke="var(--color-border)"
          tickStroke="var(--color-border)"
          tickLabelProps={{ ...tick, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
};
