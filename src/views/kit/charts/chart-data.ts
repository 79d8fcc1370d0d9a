/** The theme colours a series may take; each maps to a custom property of theme.css, so dark mode follows. */
export type ChartTone = 'primary' | 'success' | 'warning' | 'danger' | 'muted';

export type ChartSeries = { name: string; values: readonly number[]; tone?: ChartTone };

/** What a chart draws: one value per category in each series (days, agents, family make-ups). */
export type ChartData = { categories: readonly string[]; series: readonly ChartSeries[] };

export type ChartKind = 'bars' | 'lines';

const tones: ChartTone[] = ['primary', 'success', 'warning', 'danger', 'muted'];

/** The CSS colour of a series: its own tone, else the next in the palette. */
export const toneColor = (series: ChartSeries, index: number): string =>
  `var(--chart-${series.tone ?? tones[index % tones.length]})`;

/** Nothing to draw: no categories, or every figure zero — an axis with no marks says less than a sentence. */
export const isEmptyChart = (data: ChartData): boolean =>
  data.categories.length === 0 || data.series.every((s) => s.values.every((v) => v === 0));

export const plainNumber = (n: number): string => n.toLocaleString('en-ZA');
