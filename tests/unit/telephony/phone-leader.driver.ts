import { expect } from 'vitest';
import { NEVER, type Observable } from 'rxjs';
import { createActor, fromCallback, fromEventObservable, type EventObject } from 'xstate';
import type { PhoneMirror, PhoneTabMessage } from '../../../src/contracts/telephony/phone-tabs';
import { phoneLeaderMachine } from '../../../src/machines/telephony/phone-leader.machine';

/** A fake Web Lock shared by the fake tabs: one holder, a FIFO of waiting requests. */
export const fakeLocks = () => {
  let holder: string | null = null;
  const queue: { tab: string; grant: () => void }[] = [];
  const watchers = new Set<() => void>();
  const next = () => {
    const first = queue.shift();
    if (first) {
      holder = first.tab;
      first.grant();
    } else {
      holder = null;
      watchers.forEach((w) => w());
      watchers.clear();
    }
  };
  return {
    holder: () => holder,
    request: (tab: string, wait: boolean, granted: () => void, busy: () => void) => {
      if (holder === null) {
        holder = tab;
        granted();
      } else if (wait) queue.push({ tab, grant: granted });
      else busy();
      return () => {
        const at = queue.findIndex((q) => q.tab === tab);
        if (at >= 0) queue.splice(at, 1);
        if (holder === tab) next();
      };
    },
    watch: (vacant: () => void) => {
      if (holder === null) vacant();
      else watchers.add(vacant);
      return () => watchers.delete(vacant);
    },
  };
};

/** A fake BroadcastChannel: every post reaches the other tabs, never the sender. */
export const fakeChannel = () => {
  const tabs = new Map<string, (m: PhoneTabMessage) => void>();
  const posted: { from: string; message: PhoneTabMessage }[] = [];
  return {
    posted,
    join: (tab: string, deliver: (m: PhoneTabMessage) => void) => {
      tabs.set(tab, deliver);
      return () => tabs.delete(tab);
    },
    post: (from: string, message: PhoneTabMessage) => {
      posted.push({ from, message });
      tabs.forEach((deliver, tab) => tab !== from && deliver(message));
    },
  };
};

type World = { locks: ReturnType<typeof fakeLocks>; channel: ReturnType<typeof fakeChannel> };

export const phoneWorld = (): World => ({ locks: fakeLocks(), channel: fakeChannel() });

/** One tab's ownership actor on the shared fakes, with a fluent driver. */
export const tab = (world: World, tabId: string) => {
  const releases: number[] = [];
  const machine = phoneLeaderMachine.provide({
    actors: {
      lock: fromCallback<EventObject, { name: string; wait: boolean }>(({ input, sendBack }) =>
        world.locks.request(
          tabId,
          input.wait,
          () => sendBack({ type: 'lock.acquired' }),
          () => sendBack({ type: 'lock.busy' }),
        ),
      ),
      // The follower's call timer is the rule's business (followerText); the machine's clock stays still here.
      clock: fromEventObservable(() => NEVER as Observable<{ type: 'leader.tick'; now: number }>),
      vacancy: fromCallback<EventObject, { name: string }>(({ sendBack }) =>
        world.locks.watch(() => sendBack({ type: 'lock.vacant' })),
      ),
      channel: fromCallback<{ type: 'channel.post'; message: PhoneTabMessage }, { name: string }>(
        ({ sendBack, receive }) => {
          receive((command) => world.channel.post(tabId, command.message));
          return world.channel.join(tabId, (m) => sendBack({ ...m, type: `channel.${m.kind}` }));
        },
      ),
    },
    delays: { releaseTimeout: 50, askTimeout: 200 },
  });
  const actor = createActor(machine, { input: { name: 'staff-console-phone:7', tabId } });
  actor.on('phone.release', () => releases.push(Date.now()));
  actor.start();
  const driver = {
    actor,
    releases,
    phone: (mirror: PhoneMirror) => (actor.send({ type: 'phone.mirror', mirror }), driver),
    released: () => (actor.send({ type: 'phone.released' }), driver),
    takeOver: () => (actor.send({ type: 'leader.takeOver' }), driver),
    close: () => (actor.stop(), driver),
    expectTag: (tag: string) => (expect(actor.getSnapshot().hasTag(tag), tag).toBe(true), driver),
    expectMirror: (mirror: PhoneMirror | null) => (
      expect(actor.getSnapshot().context.mirror).toEqual(mirror),
      driver
    ),
    expectNotice: (notice: string | null) => (
      expect(actor.getSnapshot().context.notice).toBe(notice),
      driver
    ),
  };
  return driver;
};
