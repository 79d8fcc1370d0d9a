import type { EventObject } from 'xstate';
import type { MachinePath } from './paths';
import { jsonReplacer } from './report';
import type { TraceFile } from './trace-file';
import { actorEvents, startsInTrace } from './trace-replay';

/** One step of an exported test: the event an actor received and the state it was in afterwards. */
export type SpecStep = { event: EventObject; state: string | null };
/** The steps of one actor, from its machine's initial state. */
export type SpecActor = { machine: string; actor: string; steps: SpecStep[] };

/** Where a tester saves an exported spec, so its import of the runner resolves (README, "QA paths"). */
export const qaFolder = 'tests/e2e/qa';

const json = (value: unknown, indent: string): string =>
  JSON.stringify(value, jsonReplacer, 2).replace(/\n/g, `\n${indent}`);

/**
 * A Playwright spec that runs as it is: each actor's events go through the machine's test model
 * (tests/e2e/model/models) in Chromium against the real service, and each step checks the state it recorded —
 * first that the console's machine still allows the step, then that the screen shows that state.
 */
export const playwrightSpec = (title: string, source: string, actors: SpecActor[]): string =>
  [
    `// ${source}`,
    `// Save it in ${qaFolder}/ and run it: npm run test:model -- ${qaFolder}/<this file>`,
    "import { recordedTest } from '../model/recorded';",
    '',
    `recordedTest(${json({ title, actors }, '')});`,
    '',
  ].join('\n');

/** The spec of one generated path (the debug panel's Paths tab). */
export const pathSpec = (machineId: string, path: MachinePath, index: number): string =>
  playwrightSpec(
    `${machineId}: ${path.kind} path ${index + 1} → ${path.target}`,
    `Exported from the Staff Console's debug panel (Paths tab): ${machineId}, ${path.kind} path ${index + 1}.`,
    [
      {
        machine: machineId,
        actor: machineId,
        steps: path.steps.map((s) => ({ event: s.event, state: s.state })),
      },
    ],
  );

/**
 * A child's snapshot event carries the child's whole snapshot (its machine included, hundreds of kilobytes): the
 * spec keeps its type only, since a replay through the model starts the children afresh.
 */
const lean = (event: EventObject): EventObject =>
  event.type.startsWith('xstate.snapshot.') ? { type: event.type } : event;

/**
 * The spec of a session's trace (the debug panel's Trace tab): every actor of a registered machine whose whole
 * life is in the trace, with the events it received and the states it recorded. A supervisor's trace of a failing
 * session becomes a test that fails at the step the console no longer shows.
 */
export const traceSpec = (trace: TraceFile, machines: string[]): string => {
  const actors = Object.entries(trace.actors).flatMap(([actor, machine]) => {
    // The console's long-lived actors only. A screen's own actor (screen.<machine>.<n>, in the system since the
    // screens joined it) does not replay from a session trace yet: a query screen's timed refresh was recorded in
    // the state its loading had already left. Its paths run from its screen's model (tests/e2e/model).
    if (actor.startsWith('screen.')) return [];
    if (!machine || !machines.includes(machine) || !startsInTrace(trace, actor)) return [];
    const steps = actorEvents(trace, actor).map((e) => ({ event: lean(e.event), state: e.recorded }));
    // An actor that received nothing has nothing to replay beyond its first screen.
    return steps.length ? [{ machine, actor, steps }] : [];
  });
  return playwrightSpec(
    `Session trace of ${trace.exportedAt}`,
    `Exported from the Staff Console's debug panel (Trace tab): the session's trace of ${trace.exportedAt}.`,
    actors,
  );
};
