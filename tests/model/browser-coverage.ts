import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStateNodes, toDirectedGraph } from 'xstate/graph';
import { allEdges, edgeLabel } from '../../src/machines/graph/coverage';
import type { RegistryEntry } from '../../src/machines/registry-entry';
import type { CoverageRecord } from '../e2e/model/coverage-record';

export type BrowserCoverage = {
  id: string;
  paths: number;
  stopped: { title: string; reason: string }[];
  skipped: { title: string; reason: string }[];
  states: { reached: number; marked: number; total: number; missing: string[] };
  /** marked: missing transitions into or out of a state the model marks unreachable (the same reason holds). */
  transitions: { reached: number; marked: number; total: number; missing: string[] };
  unreachable: Record<string, string>;
  /** Why no browser path takes a transition, where the model says (it still counts as missing). */
  transitionReasons: Record<string, string>;
};

/** The source and target state of a transition label `a.b —event→ c`. */
const endsOf = (label: string): string[] => {
  const [source = '', rest = ''] = label.split(' —');
  return [source, rest.slice(rest.indexOf('→ ') + 2)];
};

export const goalMet = (c: BrowserCoverage): boolean =>
  c.states.reached + c.states.marked === c.states.total &&
  c.transitions.reached / Math.max(1, c.transitions.total - c.transitions.marked) >= 0.9;

export const readRecords = (dir: string): CoverageRecord[] =>
  (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CoverageRecord);

/** What the paths of one machine reached in the browser, of all its statechart declares. */
export const browserCoverage = (entry: RegistryEntry, records: CoverageRecord[]): BrowserCoverage => {
  const own = records.filter((r) => r.machine === entry.id);
  const states = new Set(own.flatMap((r) => r.states));
  const transitions = new Set(own.flatMap((r) => r.transitions));
  const unreachable = Object.assign({}, ...own.map((r) => r.unreachable)) as Record<string, string>;
  const transitionReasons = Object.assign({}, ...own.map((r) => r.transitionReasons ?? {})) as Record<
    string,
    string
  >;
  const allStates = getStateNodes(entry.machine.root).map((n) => n.path.join('.'));
  const allTransitions = allEdges(toDirectedGraph(entry.machine)).map((e) => edgeLabel(e, entry.machine.id));
  const missingStates = allStates.filter((s) => !states.has(s));
  const missingTransitions = allTransitions.filter((t) => !transitions.has(t));
  return {
    id: entry.id,
    paths: own.filter((r) => !r.skipped).length,
    stopped: own.flatMap((r) => (r.stopped ? [{ title: r.title, reason: r.stopped }] : [])),
    skipped: own.flatMap((r) => (r.skipped ? [{ title: r.title, reason: r.skipped }] : [])),
    states: {
      reached: allStates.length - missingStates.length,
      marked: missingStates.filter((s) => unreachable[s]).length,
      total: allStates.length,
      missing: missingStates,
    },
    transitions: {
      reached: allTransitions.length - missingTransitions.length,
      marked: missingTransitions.filter((t) => endsOf(t).some((state) => unreachable[state])).length,
      total: allTransitions.length,
      missing: missingTransitions,
    },
    unreachable,
    transitionReasons,
  };
};

const pct = (n: number, total: number): string => (total ? `${Math.round((n / total) * 100)}%` : '—');

/** The table `npm run test:model` prints, then what the browser did not reach and why. */
export const browserTable = (rows: BrowserCoverage[]): string => {
  const table = [
    '| Machine | Paths run | Stopped early | States in the browser | Transitions in the browser | Goal |',
    '| --- | ---: | ---: | ---: | ---: | :---: |',
    ...rows.map((c) => {
      const marked = (n: number) => (n ? ` + ${n} marked` : '');
      return `| ${c.id} | ${c.paths} | ${c.stopped.length} | ${c.states.reached}/${c.states.total} (${pct(c.states.reached, c.states.total)})${marked(c.states.marked)} | ${c.transitions.reached}/${c.transitions.total} (${pct(c.transitions.reached, c.transitions.total)})${marked(c.transitions.marked)} | ${goalMet(c) ? 'met' : 'NOT MET'} |`;
    }),
  ];
  const notes = rows.flatMap((c) => {
    const lines = [
      ...c.states.missing.map(
        (s) => `- state \`${s}\`: ${c.unreachable[s] ?? 'no path that ran in the browser reached it'}`,
      ),
      ...c.transitions.missing.map((t) => {
        const state = endsOf(t).find((end) => c.unreachable[end]);
        const why = state
          ? `through \`${state}\`, marked unreachable`
          : (c.transitionReasons[t] ?? 'no path that ran in the browser took it');
        return `- transition \`${t}\`: ${why}`;
      }),
      ...c.stopped.map((p) => `- path "${p.title}" stopped early: ${p.reason}`),
      ...c.skipped.map((p) => `- path "${p.title}" not run: ${p.reason}`),
    ];
    return lines.length ? ['', `### ${c.id}: not reached in the browser`, '', ...lines] : [];
  });
  return [...table, ...notes].join('\n');
};
