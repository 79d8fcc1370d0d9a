import { Subject } from 'rxjs';
import type { DialRequest } from '../contracts/telephony/types';
import { dialableNumber } from '../rules/telephony';

const requests = new Subject<DialRequest>();

/** Click-to-call: any screen may ask for a call; the softphone, once loaded, takes each request. */
export const dialRequests = requests.asObservable();

/** False when no softphone is listening (not loaded, or signed out), so the caller can say so. */
export const requestDial = (request: DialRequest): boolean => {
  if (!requests.observed) return false;
  requests.next({ ...request, number: dialableNumber(request.number) });
  return true;
};
