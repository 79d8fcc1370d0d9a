import { createActor, type Actor, type InspectionEvent } from 'xstate';
import type { AppActors } from '../../app/actors';
import { softphoneMachine } from '../../machines/telephony/softphone.machine';

type Softphone = Actor<typeof softphoneMachine>;

let current: Softphone | null = null;

/** The page's one softphone (it outlives route changes), inspected like the console's own actors. */
export const softphoneActor = (
  inspector: { inspect: (event: InspectionEvent) => void },
  notifications: AppActors['notifications'],
  userId: number | null,
): Softphone => {
  current ??= createActor(softphoneMachine, {
    id: 'softphone',
    input: { notifications, userId },
    inspect: inspector.inspect,
  }).start();
  return current;
};

/** The softphone (its settings), and the phone and the flow the views render: its children. */
export const softphoneChildren = (softphone: Softphone) => {
  const { telephony, callCase, monitor } = softphone.getSnapshot().children;
  // All are invoked at the softphone's root, so they exist for as long as it runs.
  if (!telephony || !callCase || !monitor) throw new Error('The softphone has stopped');
  return { softphone, phone: telephony, flow: callCase, monitor };
};

/** Sign-out: the SIP agent and the flow stop with the page's session. */
export const stopSoftphone = (): void => {
  current?.stop();
  current = null;
};
