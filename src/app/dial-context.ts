import { createContext, useContext } from 'react';
import type { DialRequest } from '../contracts/telephony/types';
import { requestDial } from '../streams/dial-requests';

/**
 * Click-to-call for any screen: hands the request to the softphone, false when none is listening. The app's wiring
 * is the default, so no provider is needed; a test provides its own to see what a button asked for.
 */
export const DialContext = createContext<(request: DialRequest) => boolean>(requestDial);

export const useDial = () => useContext(DialContext);
