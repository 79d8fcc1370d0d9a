import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coverageOf } from '../../../src/machines/graph/coverage';
import { generatePaths, type GraphSource, type MachinePath } from '../../../src/machines/graph/paths';
import { walk } from './machine-walk';

/**
 * Why the paths a browser can take (`chosen`, generated with `why` as their filter) miss some transitions: for each,
 * a path of the unfiltered generator that takes it and the step of it `why` refuses (the transition's own step
 * where one is). A transition no sample event takes is said so.
 */
export function beyondReasons(
  source: GraphSource,
  chosen: MachinePath[],
  why: (snapshot: AnyMachineSnapshot, event: EventObject) => string | null,
): Record<string, string> {
  const { missing } = coverageOf(source.machine, chosen, source.input).transitions;
  const walks = generatePaths(source).map((p) =>
    walk(
      source.machine,
      p.steps.map((s) => s.event),
      source.input,
    ),
  );
  return Object.fromEntries(
    missing.map((transition) => {
      // The refused step of each path that takes the transition; the transition's own step is the telling one.
      const refusals = walks.flatMap(({ steps }) => {
        const at = steps.findIndex((s) => s.transitions.includes(transition));
        const refused = steps.slice(0, at + 1).find((step) => why(step.before, step.event));
        return at < 0 || !refused ? [] : [{ own: refused === steps[at], step: refused }];
      });
      const { step } = refusals.find((r) => r.own) ?? refusals[0] ?? {};
      const reason = step && why(step.before, step.event);
      return [
        transition,
        reason ? `${step.event.type}: ${reason}` : 'no sample event of the registry takes it',
      ];
    }),
  );
}
