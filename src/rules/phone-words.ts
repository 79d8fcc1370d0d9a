/**
 * The words for a person's phone state, wherever it shows: My phone on the home page, the dock's badge, Queues
 * live, My team and the wallboard (issue 41: the same person read "Not logged in to the phone" on one screen and
 * "Offline" on another). Amazon Connect and Twilio Flex both call an agent who cannot take calls "Offline" and
 * a taken call "On call"; so do these.
 */
export const phoneWords = {
  offline: 'Offline',
  ready: 'Ready',
  notReady: 'Not ready',
  ringing: 'Ringing',
  dialling: 'Dialling',
  onHold: 'On hold',
  onCall: 'On call',
  wrapUp: 'Wrap-up',
  connecting: 'Connecting…',
  disconnected: 'Disconnected',
  reconnecting: 'Reconnecting…',
  registering: 'Registering…',
  outOfQueue: 'Registered, not in queue',
} as const;

/** Not ready, with the reason the agent chose when there is one. */
export const notReadyText = (reason: string | null | undefined): string =>
  reason ? `${phoneWords.notReady}: ${reason}` : phoneWords.notReady;
