import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAppActors } from '../../app/actors';
import { useInspector } from '../../app/inspector-context';
import { softphoneActor, softphoneChildren } from './softphone-actor';

/** The page's telephony and call-flow actors (created on first use), for the dock and the flow screen alike. */
export const useSoftphoneActors = () => {
  const inspector = useInspector();
  const { notifications, auth } = useAppActors();
  const userId = useSelector(auth, (s) => s.context.user?.user_id ?? null);
  const [actors] = useState(() => softphoneChildren(softphoneActor(inspector, notifications, userId)));
  return actors;
};
