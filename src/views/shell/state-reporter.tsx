import { useContext } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { InspectorContext } from '../../app/inspector-context';
import { stateLabel } from '../../machines/graph/state-label';
import { redact } from '../../rules/redact';
import { stateReportMachine } from '../../machines/state-report.machine';
import { machineIdOf, type Inspector } from '../../streams/inspector';

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

// Mounted only while signed in: the machine starts reporting with it and stops when it unmounts.
const Reporting = ({ inspector }: { inspector: Inspector }) => {
  useActorRef(stateReportMachine, { input: { collect: () => currentStates(inspector) } });
  return null;
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
  return signedIn && inspector ? <Reporting inspector={inspector} /> : null;
};
