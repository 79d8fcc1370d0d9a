/**
 * Issue 39's softphone events that this model world cannot reach, with where they are driven instead: its queues
 * are never recorded (telephony-floor.spec.ts records a call), and a monitored call needs a supervisor's second
 * browser and a real caller (telephony-floor.spec.ts).
 */
const monitorReason = 'a supervisor’s second browser and a real caller: tests/e2e/telephony-floor.spec.ts';

export const floorEventsElsewhere = {
  'telephony.recording.start': { unreachable: 'no queue of this world is recorded on demand' },
  'telephony.recording.pause': { unreachable: 'no call of this world is recorded' },
  'telephony.recording.resume': { unreachable: 'no call of this world is recorded' },
  'recording.state': { unreachable: 'the recorder’s own report: no call of this world is recorded' },
  'telephony.monitor': { unreachable: monitorReason },
  'sip.monitor.connected': { unreachable: monitorReason },
  'sip.monitor.ended': { unreachable: monitorReason },
} as const;
