import type { Disposition, PauseCode } from '../../../src/contracts/telephony/details';
import { missedPauseCode, missedReason } from '../../../src/rules/call-routing';

export { missedPauseCode };

/** Reasons an agent gives for Not ready (the console keeps the current and the previous one). */
export const pauseCodes: readonly PauseCode[] = [
  { code: 'BREAK', reason: 'Tea break' },
  { code: 'LUNCH', reason: 'Lunch' },
  { code: 'ADMIN', reason: 'After-call admin' },
  { code: 'TRAINING', reason: 'Training' },
  { code: 'MEETING', reason: 'Team meeting' },
  { code: 'OUTBOUND', reason: 'Outbound follow-ups' },
  // Set by the queue router when an offer rings out; listed so the console can show it and restore it.
  { code: missedPauseCode, reason: missedReason },
];

/** A call the transport dropped: set by the console, never chosen by the agent. */
export const transportLostDisposition = 'SYS_TRANSPORT_LOST';

/** dispositions_codes_telephony (spec §3): how a call ended, required in wrap-up. */
export const dispositions: readonly Disposition[] = [
  { code: 'RESOLVED', label: 'Query resolved on the call', system: false },
  { code: 'CASE_LOGGED', label: 'Case logged for follow-up', system: false },
  { code: 'CALLBACK', label: 'Call-back arranged', system: false },
  { code: 'TRANSFERRED', label: 'Referred to an adviser', system: false },
  { code: 'WRONG_NUMBER', label: 'Wrong number', system: false },
  { code: 'NO_ANSWER', label: 'No answer / voicemail', system: false },
  {
    code: transportLostDisposition,
    label: 'Call lost: connection to the telephony server dropped',
    system: true,
  },
];

export const isPauseCode = (code: string): boolean => pauseCodes.some((p) => p.code === code);
export const dispositionOf = (code: string | null): Disposition | undefined =>
  dispositions.find((d) => d.code === code);
