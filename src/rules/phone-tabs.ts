import type { PhoneMirror } from '../contracts/telephony/phone-tabs';
import { clockText } from './queue-live';

/** The dock's line in a tab that does not own the phone (issue 20); `now` runs the owner's call timer. */
export const followerText = (mirror: PhoneMirror | null, vacant: boolean, now = 0): string => {
  if (vacant) return 'The phone is not active in any tab';
  if (!mirror) return 'Phone active in another tab';
  const call = mirror.inCall && mirror.number ? ` with ${mirror.number}` : '';
  const timer =
    mirror.since !== null && now >= mirror.since ? ` · ${clockText((now - mirror.since) / 1000)}` : '';
  return `Phone active in another tab — ${mirror.state}${call}${timer}`;
};
