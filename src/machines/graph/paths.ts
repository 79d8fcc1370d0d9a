import {
  __unsafe_getAllOwnEventDescriptors,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getShortestPaths, serializeSnapshot, type StatePath } from 'xstate/graph';
import { replay, takenTransitions } from './replay';
import { stateLabel, tagsOf } from './state-label';

export type PathStep = { event: EventObject; state: string; tags: string[] };
/** state: shortest path to a state; transition: shortest path through a transition; simple: bounded simple path. */
export type PathKind = 'state' | 'transition' | 'simple';
/** One generated path: the events from the initial state, each with the state it leads to. */
export type MachinePath = { kind: PathKind; target: string; tags: string[]; steps: PathStep[] };

export type GraphSource = {
  machine: AnyStateMachine;
  sampleEvents: EventObject[];
  input?: unknown;
  /** A machine whose bounded state space is larger than the default allows (see limitFor). */
  traversalLimit?: number;
  /**
   * Which events to try in a snapshot (xstate/graph's own option): a consumer that can take only some of the
   * machine's steps (a browser test model) asks for the paths made of those alone.
   */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * The part of the context `filterEvents` reads, kept apart when the traversal falls back to values (see
   * traverse): without it, snapshots that differ only there are one, and the steps it allows are never tried.
   */
  contextKey?: (context: never) => unknown;
  /**
   * Traverse by value from the start: for a machine whose exact state space (context in the key) always exceeds
   * its limit, so that traversal is thrown away (telephony: 13,200 snapshots and about 2 s, every time). The paths
   * are the ones the fallback finds anyway.
   */
  valuesOnly?: boolean;
};
/** The stages of path generation, in order, for a caller that shows progress. */
export const pathStages = ['shortest paths', 'transition paths', 'simple paths', 'coverage'] as const;
export type PathStage = (typeof pathStages)[number];
type Snap = AnyMachineSnapshot;
type RawPath = StatePath<Snap, EventObject>;

/** Simple paths grow exponentially with the graph; beyond these bounds the other paths already cover it. */
export const simplePathBounds = { perTarget: 3, maxSteps: 8 };
// Context makes the state space of some machines unbounded (counters, lists): traversal stops here and falls back.
const traversalLimit = 4000;
// Each explored state tries every sample event, so a machine with many events (telephony) needs more room.
const limitFor = (source: GraphSource) =>
  source.traversalLimit ?? Math.max(traversalLimit, source.sampleEvents.length * 200);

// Simple paths use value and tags only, so the graph they enumerate is the statechart's own, small and finite.
const byValue = (snapshot: Snap): string => JSON.stringify({ value: snapshot.value, tags: tagsOf(snapshot) });
const byValueAnd =
  (source: GraphSource) =>
  (snapshot: Snap): string =>
    source.contextKey
      ? `${byValue(snapshot)}${JSON.stringify(source.contextKey(snapshot.context as never))}`
      : byValue(snapshot);

const stepOf = (event: EventObject, state: Snap): PathStep => ({
  event,
  state: stateLabel(state.value),
  tags: tagsOf(state),
});

const toMachinePath = (kind: PathKind, path: RawPath): MachinePath => ({
  kind,
  // xstate/graph pairs each state with the event that led into it; the first is xstate.init.
  steps: path.steps.slice(1).map((step) => stepOf(step.event, step.state)),
  target: stateLabel(path.state.value),
  tags: tagsOf(path.state),
});

const traverse = (source: GraphSource, generate: typeof getShortestPaths): RawPath[] => {
  const options = {
    events: source.sampleEvents,
    filterEvents: source.filterEvents,
    limit: limitFor(source),
    input: source.input,
  };
  if (!source.valuesOnly) {
    try {
      // Context stays in the key here because guards read it.
      return generate(source.machine, { ...options, serializeState: (s) => serializeSnapshot(s) });
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('limit')) throw error;
    }
  }
  return generate(source.machine, { ...options, serializeState: byValueAnd(source) });
};

/** The events the traversal tries in a snapshot: the sample events, or the bare type where none is given. */
const eventsFor = (snapshot: Snap, source: GraphSource): EventObject[] =>
  __unsafe_getAllOwnEventDescriptors(snapshot)
    .flatMap((type) => {
      const matching = source.sampleEvents.filter((e) => e.type === type);
      return matching.length ? matching : [{ type }];
    })
    .filter((event) => source.filterEvents?.(snapshot, event) ?? true);

const firstPerKey = (paths: MachinePath[], keyOf: (p: MachinePath) => string, max: number): MachinePath[] => {
  const counts = new Map<string, number>();
  return paths.filter((p) => {
    const key = keyOf(p);
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    return count < max;
  });
};

/**
 * The value-only graph of simple paths merges snapshots whose context differs, so a chain of its edges may not
 * hold from the initial state (a guard reads the context): keep only the paths that replay as recorded.
 */
const holds = (source: GraphSource, path: MachinePath): boolean => {
  const { steps } = replay(
    source.machine,
    path.steps.map((s) => s.event),
    source.input,
  );
  return steps.every(
    (step, i) =>
      stateLabel(step.snapshot.value) === path.steps[i]?.state &&
      tagsOf(step.snapshot).join() === path.steps[i]?.tags.join(),
  );
};

/**
 * Simple paths (no state twice) breadth first, at most `perTarget` per state and `maxSteps` long. Enumerating every
 * simple path first (xstate/graph's getSimplePaths) is exponential: a machine with parallel regions (telephony:
 * connection × agent) never finishes. Breadth first yields the shortest ones, which are the ones kept anyway.
 */
const boundedSimplePaths = (source: GraphSource): RawPath[] => {
  const [initial] = initialTransition(source.machine, source.input);
  type Partial = { keys: Set<string>; steps: RawPath['steps']; state: Snap };
  const found = new Map<string, number>();
  const results: RawPath[] = [];
  let frontier: Partial[] = [
    {
      keys: new Set([byValue(initial)]),
      steps: [{ state: initial, event: { type: 'xstate.init' } }],
      state: initial,
    },
  ];
  for (let depth = 0; depth < simplePathBounds.maxSteps && frontier.length > 0; depth++) {
    const next: Partial[] = [];
    for (const path of frontier) {
      for (const event of eventsFor(path.state, source)) {
        const [state] = transition(source.machine, path.state, event);
        const key = byValue(state);
        if (path.keys.has(key) || (found.get(key) ?? 0) >= simplePathBounds.perTarget) continue;
        found.set(key, (found.get(key) ?? 0) + 1);
        const extended = {
          keys: new Set([...path.keys, key]),
          steps: [...path.steps, { state, event }],
          state,
        };
        results.push({ state, steps: extended.steps, weight: extended.steps.length - 1 });
        next.push(extended);
      }
    }
    frontier = next;
  }
  return results;
};

type Replayed = { path: MachinePath; state: Snap };

/**
 * A shortest path as its own events replay it. Where the traversal fell back to values, the snapshot it keeps for
 * a key is the first one seen, whose context another path may never produce: extending that one would start a
 * path from data its own steps do not make. A path with a step `filterEvents` refuses as replayed is dropped.
 */
const replayed = (source: GraphSource, raw: RawPath): Replayed | null => {
  const events = raw.steps.slice(1).map((step) => step.event);
  const { initial, steps } = replay(source.machine, events, source.input);
  const allowed = steps.every((step, i) =>
    source.filterEvents ? source.filterEvents(steps[i - 1]?.snapshot ?? initial, step.event) : true,
  );
  if (!allowed) return null;
  const state = steps.at(-1)?.snapshot ?? initial;
  const path: MachinePath = {
    kind: 'state',
    steps: steps.map((step) => stepOf(step.event, step.snapshot)),
    target: stateLabel(state.value),
    tags: tagsOf(state),
  };
  return { path, state };
};

/** Shortest paths to every state, through every transition the samples can take, and bounded simple paths. */
export const generatePaths = (
  source: GraphSource,
  onStage: (stage: PathStage) => void = () => {},
): MachinePath[] => {
  onStage('shortest paths');
  const raw = traverse(source, getShortestPaths)
    .sort((a, b) => a.steps.length - b.steps.length)
    .flatMap((p) => replayed(source, p) ?? []);
  const statePaths = firstPerKey(
    raw.map((p) => p.path),
    (p) => `${p.target}|${p.tags.join(',')}`,
    1,
  );
  // One more step from the nearest snapshot where a not yet covered transition is enabled.
  onStage('transition paths');
  const covered = new Set<unknown>();
  const transitionPaths: MachinePath[] = [];
  for (const { path, state } of raw) {
    for (const event of eventsFor(state, source)) {
      const fresh = takenTransitions(source.machine, state, event).filter((t) => !covered.has(t));
      if (!fresh.length) continue;
      fresh.forEach((t) => covered.add(t));
      const base = { ...path, kind: 'transition' as const };
      const [next] = transition(source.machine, state, event);
      transitionPaths.push({
        ...base,
        steps: [...base.steps, stepOf(event, next)],
        target: stateLabel(next.value),
        tags: tagsOf(next),
      });
    }
  }
  onStage('simple paths');
  const simplePaths = firstPerKey(
    boundedSimplePaths(source)
      .map((p) => toMachinePath('simple', p))
      .filter((p) => p.steps.length > 0 && p.steps.length <= simplePathBounds.maxSteps && holds(source, p))
      .sort((a, b) => a.steps.length - b.steps.length),
    (p) => p.target,
    simplePathBounds.perTarget,
  );
  return [...statePaths, ...transitionPaths, ...simplePaths];
};
