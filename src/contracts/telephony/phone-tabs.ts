import { z } from 'zod';

/**
 * What the tab that owns the phone tells the other tabs of the same user (issue 20): only what the dock shows.
 * Never credentials, SIP details or a call id — any tab of the origin can listen on the channel.
 */
export const phoneMirror = z.object({
  /** The dock's badge text in the owning tab: 'Ready', 'Not ready: Lunch', 'On call'… */
  state: z.string().max(80),
  /** The number of the call in progress, either direction, else null. */
  number: z.string().max(40).nullable(),
  inCall: z.boolean(),
  /** When the current call was answered (epoch ms), for the other tabs' call timer; null outside a call. */
  since: z.number().nullable(),
});
export type PhoneMirror = z.infer<typeof phoneMirror>;

/** The messages of the phone's BroadcastChannel; `to` and `from` are tab ids, random per page. */
export const phoneTabMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mirror'), mirror: phoneMirror }),
  z.object({ kind: z.literal('hello') }),
  z.object({ kind: z.literal('release.request'), from: z.string() }),
  z.object({ kind: z.literal('release.refused'), to: z.string(), reason: z.string().max(200) }),
]);
export type PhoneTabMessage = z.infer<typeof phoneTabMessage>;

/** The Web Lock and the channel share this name: one phone per signed-in user, whatever the tab count. */
export const phoneLockName = (userId: number | string) => `staff-console-phone:${userId}`;
