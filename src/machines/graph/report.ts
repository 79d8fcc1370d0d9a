import type { EventObject } from 'xstate';
import type { Coverage } from './coverage';
import type { MachinePath } from './paths';

export type MachineReport = {
  id: string;
  purpose: string;
  paths: MachinePath[];
  coverage: Coverage;
  /** The states the registry marks unreachable, with the reasons. */
  unreachable?: Record<string, string>;
};

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

type Reached = { reached: number; total: number };
/** What the last `npm run test:model` reached in the browser, by machine id. */
export type BrowserReach = Record<string, { states: Reached; transitions: Reached }>;

const ratio = ({ reached, total }: Reached): string => `${reached}/${total} (${pct(reached, total)})`;

/**
 * The coverage table `npm run paths` prints: one row per registered machine, what its paths reach in the model
 * and, for the machines with a test model, what the last browser run reached ('—' where none ran).
 */
export const coverageTable = (reports: MachineReport[], browser: BrowserReach = {}): string => {
  const rows = reports.map((r) => {
    const { states, transitions } = r.coverage;
    const seen = browser[r.id];
    const marked = states.missing.filter((s) => r.unreachable?.[s]).length;
    return `| ${r.id} | ${r.paths.length} | ${ratio(states)}${marked ? ` + ${marked} marked` : ''} | ${ratio(transitions)} | ${seen ? ratio(seen.states) : '—'} | ${seen ? ratio(seen.transitions) : '—'} |`;
  });
  return [
    '| Machine | Paths | States reached | Transitions reached | States in the browser | Transitions in the browser |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
};
