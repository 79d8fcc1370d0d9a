import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { InspectorContext } from '../../app/inspector-context';

const noActors = (): AnyActorRef[] => [];
const never = () => () => undefined;

/**
 * The page's softphone (the phone dock starts it, maybe after this page): found among the system's live actors,
 * looked for again as the system moves, so it shows up here as soon as it starts. Null when there is none.
 * `phoneLeader`: the tab's phone ownership, for a tab whose phone is in another tab.
 */
export const usePhoneActor = (id = 'telephony'): AnyActorRef | null => {
  const inspector = useContext(InspectorContext);
  const actors = inspector?.actors ?? noActors;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!inspector) return never();
      const sub = inspector.entries$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [inspector],
  );
  return useSyncExternalStore(subscribe, () => actors().find((a) => a.id === id) ?? null);
};
