import { useSyncExternalStore } from 'react';
import { deviceType, type DeviceType } from '../../../rules/kit-format';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** mobile (767 px or less), tablet or desktop, re-evaluated on resize. */
export const useDeviceType = (): DeviceType =>
  useSyncExternalStore(
    subscribe,
    () => deviceType(window.innerWidth),
    () => 'desktop',
  );
