/**
 * The call recorder's state as the dock shows it: off (the call is not recorded), available (on demand: the
 * agent may start it), starting, recording, paused (a card number is being read out), failed.
 */
export type RecordingState = 'off' | 'available' | 'starting' | 'recording' | 'paused' | 'failed';

/** What the agent asks of the recording, and what the recorder reports back. */
export type RecordingEvent =
  | { type: 'telephony.recording.start' }
  | { type: 'telephony.recording.pause' }
  | { type: 'telephony.recording.resume' }
  | { type: 'recording.state'; state: RecordingState };

export type RecordingCommand =
  { type: 'recording.start' } | { type: 'recording.pause' } | { type: 'recording.resume' };
