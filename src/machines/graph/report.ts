import type { EventObject } from 'xstate';
import type { Coverage } from './coverage';
import type { MachinePath } from './paths';

export type MachineReport = { id: string; purpose: string; paths: MachinePath[]; coverage: Coverage };

/** Errors in sample events (invoked actors' failures) carry no enumerable fields; keep their message. */
export const jsonReplacer = (_key: string, value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message } : value;

export const eventText = (event: EventObject): string => {
  const { type, ...payload } = event;
  const body = JSON.stringify(payload, jsonReplacer);
  return body === '{}' ? `\`${type}\`` : `\`${type}\` ${body}`;
};

const pathMarkdown = (path: MachinePath, index: number): string[] => [
  `### ${index + 1}. ${path.kind} → \`${path.target}\`${path.tags.length ? ` [${path.tags.join(', ')}]` : ''}`,
  '',
  ...(path.steps.length
    ? path.steps.map((s, i) => `${i + 1}. ${eventText(s.event)} → \`${s.state}\``)
    : ['(initial state)']),
  '',
];

export const machineMarkdown = (report: MachineReport): string =>
  [
    `# ${report.id}`,
    '',
    report.purpose,
    '',
    `States ${report.coverage.states.reached}/${report.coverage.states.total}, transitions ${report.coverage.transitions.reached}/${report.coverage.transitions.total}.`,
    '',
    ...report.paths.flatMap(pathMarkdown),
  ].join('\n');

const pct = (reached: number, total: number): string =>
  total === 0 ? '—' : `${Math.round((reached / total) * 100)}%`;

/** The coverage table `npm run paths` prints: one row per registered machine. */
export const coverageTable = (reports: MachineReport[]): string => {
  const rows = reports.map((r) => {
    const { states, transitions } = r.coverage;
    return `| ${r.id} | ${r.paths.length} | ${states.reached}/${states.total} (${pct(states.reached, states.total)}) | ${transitions.reached}/${transitions.total} (${pct(transitions.reached, transitions.total)}) |`;
  });
  return [
    '| Machine | Paths | States reached | Transitions reached |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
};
