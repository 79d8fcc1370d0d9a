import { createActor, type Actor } from 'xstate';
import type { Inspector } from '../../streams/inspector';
import { softphoneMachine } from './softphone-machine';

type Softphone = Actor<ReturnType<typeof softphoneMachine>>;

let current: Softphone | null = null;

/**
 * One telephony actor per page, outliving route changes; inspected like the console's own actors, so the debug
 * panel and the team view see it (redacted: the password is never in it anyway).
 */
export const softphoneActor = (inspector: Inspector, notifyOffline: () => void): Softphone => {
  current ??= createActor(softphoneMachine(notifyOffline), {
    id: 'telephony',
    inspect: inspector.inspect,
  }).start();
  return current;
};

/** Sign-out: the SIP agent stops with the page's session. */
export const stopSoftphone = (): void => {
  current?.stop();
  current = null;
};
