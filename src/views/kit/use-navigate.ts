import { useCallback } from 'react';
import { moveTo } from '../../app/route-hash-location';

export { replaceAddress } from '../../app/route-hash-location';

/** A click that moves to another screen, through the router's hash location (app/route-hash-location.ts). */
export const useNavigate = () => useCallback((path: string) => moveTo(path), []);
