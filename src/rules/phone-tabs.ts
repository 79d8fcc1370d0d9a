import type { PhoneMirror } from '../contracts/telephony/phone-tabs';

/** The dock's line in a tab that does not own the phone (issue 20). */
export const followerText = (mirror: PhoneMirror | null, vacant: boolean): string => {
  if (vacant) return 'The phone is not active in any tab';
  if (!mirror) return 'Phone active in another tab';
  const call = mirror.inCall && mirror.number ? ` with ${mirror.number}` : '';
  return `Phone active in another tab — ${mirror.state}${call}`;
};
