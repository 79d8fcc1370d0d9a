import { useContext, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { InspectorContext } from '../../app/inspector-context';
import { stateLabel } from '../../machines/graph/state-label';
import { redact } from '../../rules/redact';
import { debugApi } from '../../services/debug-api';
import { machineIdOf, type Inspector } from '../../streams/inspector';
import { poll } from '../../streams/poll';

export const reportPeriodMs = 10_000;
const idPattern = /^[A-Za-z][\w.-]{0,39}$/;

/** This console's machine actors and their states, redacted, in the report's shape (at most 20). */
export const currentStates = (inspector: Inspector): Record<string, string> => {
  const states: Record<string, string> = {};
  for (const ref of inspector.actors()) {
    if (machineIdOf(ref) === null || !idPattern.test(ref.id) || Object.keys(states).length >= 20) continue;
    const { value } = ref.getSnapshot() as { value: Parameters<typeof stateLabel>[0] };
    const label = redact(stateLabel(value));
    states[ref.id] = String(label).slice(0, 200);
  }
  return states;
};

/**
 * Every signed-in console tells the service its actors' states (telephony and flow included once they run), so a
 * supervisor's team view shows each agent live. Renders nothing.
 */
export const StateReporter = () => {
  const { auth } = useAppActors();
  // Without an inspector (a view rendered on its own in a test) there is nothing to report.
  const inspector = useContext(InspectorContext);
  const signedIn = useSelector(auth, (s) => s.hasTag('signedIn'));
  useEffect(() => {
    if (!signedIn || !inspector) return;
    const sub = poll(() => debugApi.report({ states: currentStates(inspector) }), reportPeriodMs, {
      initialDelayMs: 1000,
    }).subscribe();
    return () => sub.unsubscribe();
  }, [signedIn, inspector]);
  return null;
};
