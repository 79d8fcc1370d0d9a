import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppActors } from '../../app/actors';
import type { softphoneMachine } from '../../machines/telephony/softphone.machine';

type Softphone = ActorRefFrom<typeof softphoneMachine>;

/** The softphone (its settings), and the phone and the flow the views render: its children. */
export const softphoneChildren = (softphone: Softphone) => {
  const { telephony, callCase, monitor } = softphone.getSnapshot().children;
  // All are invoked at the softphone's root, so they exist for as long as it runs.
  if (!telephony || !callCase || !monitor) throw new Error('The softphone has stopped');
  return { softphone, phone: telephony, flow: callCase, monitor };
};

/**
 * This tab's phone as the console's system runs it: the ownership actor once the phone has loaded, and the
 * softphone while this tab owns the phone (null otherwise).
 */
export const usePhoneActors = () => {
  const { phoneSession } = useAppActors();
  const handover = useSelector(phoneSession, (s) => s.context.handover) ?? undefined;
  const leader = useSelector(handover, (s) => s?.children.phoneLeader ?? null);
  const softphone = useSelector(handover, (s) => s?.children.softphone ?? null);
  return { leader, softphone };
};

/** The page's telephony and call-flow actors, for the dock and the flow screen alike; null where none runs. */
export const useSoftphoneActors = () => {
  const { softphone } = usePhoneActors();
  return useMemo(() => (softphone ? softphoneChildren(softphone) : null), [softphone]);
};
