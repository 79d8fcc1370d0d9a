/**
 * The current call's peer connection, as the SIP adapter created it: the one place where both sides' audio are
 * (the caller's remote track, the agent's microphone). Media features that work on the call (recording) read it
 * here, so the adapter does not grow with each of them.
 */
let current: RTCPeerConnection | null = null;

export const callMedia = {
  set(connection: RTCPeerConnection | null): void {
    current = connection;
  },
  get: (): RTCPeerConnection | null => current,
};
