import { useState } from 'react';
import { useAppActors } from '../../app/actors';
import { useInspector } from '../../app/inspector-context';
import { softphoneActor, softphoneChildren } from './softphone-actor';

/** The page's telephony and call-flow actors (created on first use), for the dock and the flow screen alike. */
export const useSoftphoneActors = () => {
  const inspector = useInspector();
  const { notifications } = useAppActors();
  const [actors] = useState(() => softphoneChildren(softphoneActor(inspector, notifications)));
  return actors;
};
