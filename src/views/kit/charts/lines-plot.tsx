import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { toneColor } from './chart-data';
import type { PlotProps } from './chart-plot';

const tick = { fill: 'var(--color-fg)', fontSize: 12, fontFamily: 'var(--font-sans)' } as const;
// Series after the first are dashed too, so they part without relying on colour alone.
const dashes = [undefined, '6 3', '2 3', '8 3 2 3'];

/** Lines over ordered categories (days, moments): each point marked, labels thinned to fit the width. */
export const LinesPlot = ({ data, width, height, format }: PlotProps) => {
  const margin = { top: 8, right: 12, bottom: 28, left: 36 };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, height - margin.top - margin.bottom);
  const max = Math.max(1, ...data.series.flatMap((s) => s.values));
  const x = scalePoint<string>({ domain: [...data.categories], range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // One label per ~56 px: at 375 px a fortnight shows every third day.
  const every = Math.max(1, Math.ceil(data.categories.length / Math.max(1, Math.floor(innerWidth / 56))));
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
          tickValues={y.ticks(5).filter(Number.isInteger)}
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
