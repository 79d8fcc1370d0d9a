import { fromCallback, type EventObject } from 'xstate';
import { phoneTabMessage, type PhoneTabMessage } from '../../contracts/telephony/phone-tabs';

type LockInput = { name: string; wait: boolean };

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/**
 * Holds the phone's Web Lock while the actor runs. `wait: false` only takes a free lock (lock.busy otherwise);
 * `wait: true` queues behind the holder. Stopping the actor releases it (or withdraws the queued request); a
 * closed tab releases it by itself. Without Web Locks (an old browser) every tab owns its phone, as before.
 */
export const phoneLock = fromCallback<EventObject, LockInput>(({ input, sendBack }) => {
  const manager = locks();
  if (!manager) {
    sendBack({ type: 'lock.acquired' });
    return () => undefined;
  }
  const controller = new AbortController();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const options: LockOptions = input.wait ? { signal: controller.signal } : { ifAvailable: true };
  manager
    .request(input.name, options, async (lock) => {
      if (!lock) return sendBack({ type: 'lock.busy' });
      sendBack({ type: 'lock.acquired' });
      await held;
    })
    // AbortError: the request was withdrawn (a refused take-over, a stopped page): nothing to report.
    .catch(() => undefined);
  return () => {
    controller.abort();
    release();
  };
});

/**
 * Tells a following tab when the owner is gone (its tab closed): a shared request is granted only once no tab
 * holds the lock exclusively, and it is let go at once, so watching never blocks a tab that wants the phone.
 */
export const phoneVacancy = fromCallback<EventObject, { name: string }>(({ input, sendBack }) => {
  const manager = locks();
  if (!manager) return () => undefined;
  const controller = new AbortController();
  manager
    .request(input.name, { mode: 'shared', signal: controller.signal }, () => {
      sendBack({ type: 'lock.vacant' });
    })
    .catch(() => undefined);
  return () => controller.abort();
});

export type ChannelCommand = { type: 'channel.post'; message: PhoneTabMessage };

/** The tabs' BroadcastChannel: posts what it is told, reports each well-formed message as `channel.<kind>`. */
export const phoneChannel = fromCallback<ChannelCommand, { name: string }>(({ input, sendBack, receive }) => {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(input.name);
  channel.onmessage = (e: MessageEvent) => {
    // Any script of the origin can post here: a message that is not ours is ignored, never trusted.
    const parsed = phoneTabMessage.safeParse(e.data);
    if (parsed.success) sendBack({ ...parsed.data, type: `channel.${parsed.data.kind}` });
  };
  receive((command) => channel.postMessage(command.message));
  return () => channel.close();
});
