import { createContext, useContext } from 'react';
import type { DialRequest } from '../contracts/telephony/types';
import { askSoftphone } from '../machines/telephony/softphone-requests';
import { dialableNumber } from '../rules/telephony';
import { useAppActors } from './actors';

/** A test provides its own to see what a button asked for; the console leaves it empty. */
export const DialContext = createContext<((request: DialRequest) => boolean) | null>(null);

/**
 * Click-to-call for any screen: an event to this tab's softphone in the console's system, false when none runs
 * here (not loaded, signed out, or the phone is in another tab).
 */
export const useDial = (): ((request: DialRequest) => boolean) => {
  const provided = useContext(DialContext);
  const { phoneSession } = useAppActors();
  return (
    provided ??
    ((request) =>
      askSoftphone(phoneSession, {
        type: 'softphone.dial',
        number: dialableNumber(request.number),
        name: request.name,
      }))
  );
};
