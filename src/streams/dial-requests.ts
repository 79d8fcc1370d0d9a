import { Subject } from 'rxjs';

export type DialRequest = { number: string; name: string };

const requests = new Subject<DialRequest>();

/** Click-to-call: any screen may ask for a call; the softphone, once loaded, takes each request. */
export const dialRequests = requests.asObservable();

/** Phone numbers are stored and shown with spaces and brackets; the softphone dials digits (and a leading +). */
export const dialableNumber = (text: string): string => {
  const trimmed = text.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/[^0-9]/g, '');
};

/** False when no softphone is listening (not loaded, or signed out), so the caller can say so. */
export const requestDial = (request: DialRequest): boolean => {
  if (!requests.observed) return false;
  requests.next({ ...request, number: dialableNumber(request.number) });
  return true;
};
