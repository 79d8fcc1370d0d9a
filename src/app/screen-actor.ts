import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  type ConditionalRequired,
  type IsNotNever,
  type RequiredActorOptionsKeys,
  StateMachine,
} from 'xstate';
import { useAppActors } from './actors';

type ScreenOptions<TLogic extends AnyActorLogic> = Omit<
  ActorOptions<TLogic>,
  'parent' | 'systemId' | 'inspect' | 'snapshot' | 'state'
>;

// xstate keeps these private; @xstate/react reaches the same ones to stop an actor and start it again.
type Internals = {
  _stop: () => void;
  _processingStatus: number;
  _snapshot: unknown;
  observers: Set<unknown>;
};
const notStarted = 0;

const childrenOf = (ref: AnyActorRef): AnyActorRef[] =>
  Object.values((ref.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {});

/**
 * Stops a screen's actor (and with it its children and timers, leaving the system) and returns how to resume it:
 * React may start the same component again (StrictMode's second effect, a hidden Activity shown), and like
 * @xstate/react for a system of its own the actor then goes on from where it was rather than from the start.
 */
const park = (actor: AnyActorRef): (() => void) => {
  const kept: [Internals, unknown][] = [];
  const visit = (ref: AnyActorRef) => {
    const inner = ref as unknown as Internals;
    kept.push([inner, ref.getSnapshot()]);
    // Muted first, so the views' selectors never see the stopped snapshot: React subscribes again itself.
    inner.observers = new Set();
    childrenOf(ref).forEach(visit);
  };
  visit(actor);
  const parked = new Set<unknown>(kept.map(([inner]) => inner));
  const timers = Object.values(actor.system.getSnapshot()._scheduledEvents).filter((t) =>
    parked.has(t.source),
  );
  (actor as unknown as Internals)._stop();
  for (const [inner, snapshot] of kept) {
    inner._processingStatus = notStarted;
    inner._snapshot = snapshot;
  }
  return () =>
    timers.forEach((t) => actor.system.scheduler.schedule(t.source, t.target, t.event, t.delay, t.id));
};

let screensOpened = 0;
// Named after its machine and numbered: a screen may hold two actors of one machine (a case's checklists and
// meetings), and the debug panel picks an actor by its id.
const screenIdOf = (logic: AnyActorLogic): string =>
  `screen.${logic instanceof StateMachine ? logic.id : 'actor'}.${++screensOpened}`;

const statusOf = (snapshot: { status: string }) => snapshot.status;

/**
 * The one door for a screen's own actor: created in the console's system as a child of `screens`, so the debug
 * panel, the state report and tests see it; started when the view mounts and stopped (out of the system) when it
 * unmounts. Use it where a view would have called @xstate/react's useActorRef.
 */
export const useScreenActor = <TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: ConditionalRequired<
    [options?: ScreenOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
    IsNotNever<RequiredActorOptionsKeys<TLogic>>
  >
): Actor<TLogic> => {
  const { screens } = useAppActors();
  const [actor] = useState(() =>
    createActor(logic, {
      ...options,
      id: options?.id ?? screenIdOf(logic),
      parent: screens,
    } as ActorOptions<TLogic>),
  );
  const resume = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    // A view may pass `machine.provide(...)` anew on each render: the running actor takes the latest.
    if ('implementations' in logic) Object.assign(actor.logic, { implementations: logic.implementations });
  });
  useEffect(() => {
    actor.start();
    resume.current?.();
    resume.current = null;
    return () => {
      resume.current = park(actor);
    };
  }, [actor]);
  // A failed screen throws to the nearest error boundary even when its view reads nothing of it.
  useSelector(actor, statusOf);
  return actor;
};
