import { useState } from 'react';
import { useAppActors } from '../../app/actors';
import { useInspector } from '../../app/inspector-context';
import { softphoneActors } from './softphone-actor';

const offlineText = 'No network connection: calls and the call log may not work until it returns.';

/** The page's telephony and call-flow actors (created on first use), for the dock and the flow screen alike. */
export const useSoftphoneActors = () => {
  const inspector = useInspector();
  const { notifications } = useAppActors();
  const [actors] = useState(() =>
    softphoneActors(
      inspector,
      () => notifications.send({ type: 'toast.show', kind: 'error', text: offlineText }),
      (text) => notifications.send({ type: 'toast.show', kind: 'error', text }),
    ),
  );
  return actors;
};
