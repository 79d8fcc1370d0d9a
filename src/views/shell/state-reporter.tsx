import { useContext } from 'react';
import type { AnyActorRef } from 'xstate';
import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useAppActors } from '../../app/actors';
import { InspectorContext } from '../../app/inspector-context';
import { currentStates } from '../../machines/graph/current-states';
import { stateReportMachine } from '../../machines/state-report.machine';

// Mounted only while signed in: the machine starts reporting with it and stops when it unmounts.
const Reporting = ({ actors }: { actors: () => AnyActorRef[] }) => {
  useScreenActor(stateReportMachine, { input: { collect: () => currentStates(actors()) } });
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
  return signedIn && inspector ? <Reporting actors={inspector.actors} /> : null;
};
