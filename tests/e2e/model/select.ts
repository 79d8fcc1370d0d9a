import type { AnyStateMachine } from 'xstate';
import type { MachinePath } from '../../../src/machines/graph/paths';
import { activeStates, walk } from './machine-walk';

/** all: every generated path that is not the start of another; states: a few paths that show every state once. */
export type Selection = 'all' | 'states';

export const selectionFromEnv = (): Selection => (process.env.MODEL_PATHS === 'all' ? 'all' : 'states');

const key = (path: MachinePath): string => path.steps.map((s) => JSON.stringify(s.event)).join('\n');

/**
 * Drops a path whose events begin another path's: the longer one checks every state of the shorter (the path of
 * no steps too, when there is any other: every path checks the initial state first).
 */
const withoutPrefixes = (all: MachinePath[]): MachinePath[] => {
  const paths = all.some((p) => p.steps.length > 0) ? all.filter((p) => p.steps.length > 0) : all;
  const keys = paths.map(key);
  return paths.filter((_p, i) => {
    const k = keys[i] ?? '';
    return (
      !keys.some((other, j) => j !== i && other.length > k.length && other.startsWith(`${k}\n`)) &&
      keys.indexOf(k) === i
    );
  });
};

/** Greedy cover: the path that shows most states not yet shown, until every state a path reaches is shown. */
const coverStates = (machine: AnyStateMachine, paths: MachinePath[], input: unknown): MachinePath[] => {
  const statesOf = paths.map((p) => {
    const { initial, steps } = walk(
      machine,
      p.steps.map((s) => s.event),
      input,
    );
    return new Set([initial, ...steps.map((s) => s.after)].flatMap((snap) => activeStates(machine, snap)));
  });
  const shown = new Set<string>();
  const chosen: number[] = [];
  for (;;) {
    let best = -1;
    let gain = 0;
    statesOf.forEach((states, i) => {
      const fresh = [...states].filter((s) => !shown.has(s)).length;
      const shorter =
        best >= 0 && fresh === gain && (paths[i]?.steps.length ?? 0) < (paths[best]?.steps.length ?? 0);
      if (fresh > gain || (fresh > 0 && shorter)) [best, gain] = [i, fresh];
    });
    if (best < 0) break;
    chosen.push(best);
    statesOf[best]?.forEach((s) => shown.add(s));
  }
  return chosen.sort((a, b) => a - b).map((i) => paths[i] as MachinePath);
};

/** The paths of a machine to run in the browser, with their index in the generated list (the tests' stable names). */
export const selectPaths = (
  machine: AnyStateMachine,
  paths: MachinePath[],
  selection: Selection,
  input?: unknown,
): MachinePath[] => (selection === 'all' ? withoutPrefixes(paths) : coverStates(machine, paths, input));
