import type JsSIP from 'jssip';
import { telephonyApi } from './telephony-api';

/**
 * Asks the service whether its SIP server listens before opening a socket: the browser logs a console error for
 * every refused WebSocket and no script can silence it. null (cannot tell, or the service did not answer): try.
 */
export const sipServerUp = (): Promise<{ up: boolean | null; restarting: boolean }> =>
  telephonyApi.sipReachable().then(
    (result) =>
      result.kind === 'ok'
        ? { up: result.data.reachable, restarting: result.data.sip_server === 'restarting' }
        : { up: null, restarting: false },
    () => ({ up: null, restarting: false }),
  );
export const noSipServerReason = 'No SIP server answers at the telephony address';
// JsSIP is most of the softphone's weight: it loads when the agent first logs in to telephony, not with the shell.
let loading: Promise<typeof JsSIP> | null = null;
export const loadJsSip = (): Promise<typeof JsSIP> => {
  loading ??= import('jssip').then((module) => {
    // JsSIP logs every failed WebSocket through `debug` when a page enables it; the machine reports what matters.
    module.default.debug.disable();
    return module.default;
  });
  loading.catch(() => {
    loading = null; // a failed download may be tried again on the next attempt
  });
  return loading;
};
