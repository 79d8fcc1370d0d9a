import { createActor, type Actor, type ActorRefFrom, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { phoneLockName, type PhoneMirror } from '../../contracts/telephony/phone-tabs';
import { phoneLeaderMachine } from '../../machines/telephony/phone-leader.machine';
import type { telephonyMachine } from '../../machines/telephony.machine';
import { agentBadge } from './agent-label';

type Leader = Actor<typeof phoneLeaderMachine>;
export type PhoneLeader = Leader;
type Phone = ActorRefFrom<typeof telephonyMachine>;

let current: { leader: Leader; name: string } | null = null;

/** The page's one phone-ownership actor (per signed-in user: a user switch starts a new one). */
export const phoneLeaderActor = (
  userId: number | string,
  inspector: { inspect: (event: InspectionEvent) => void },
): Leader => {
  const name = phoneLockName(userId);
  if (current?.name === name) return current.leader;
  current?.leader.stop();
  const tabId = typeof crypto !== 'undefined' ? crypto.randomUUID() : String(Math.random());
  const leader = createActor(phoneLeaderMachine, {
    id: 'phoneLeader',
    input: { name, tabId },
    inspect: inspector.inspect,
  });
  current = { leader: leader.start(), name };
  return leader;
};

/** Sign-out: the lock goes with the page's session. */
export const stopPhoneLeader = (): void => {
  current?.leader.stop();
  current = null;
};

const inCallTags = ['ringing', 'dialing', 'connected', 'on-hold'] as const;

/** What the other tabs may see of this tab's phone: the badge, the call's number and its start — nothing else. */
export const phoneMirrorOf = (s: SnapshotFrom<typeof telephonyMachine>): PhoneMirror => {
  const inCall = inCallTags.some((tag) => s.hasTag(tag));
  return {
    state: agentBadge(s).text,
    number: inCall ? s.context.call_number : null,
    inCall,
    since: inCall ? s.context.answered_at : null,
  };
};

/**
 * Ties the owning tab's phone to the ownership actor: its state goes out to the other tabs, a release asked for
 * logs the phone out of SIP (the service records the logout) before the lock goes, and a phone that moved here
 * from a logged-in tab logs in at once. Returns the unlink.
 */
export const linkPhone = (leader: Leader, phone: Phone): (() => void) => {
  let last = '';
  const mirror = phone.subscribe((s) => {
    const next = phoneMirrorOf(s);
    const text = JSON.stringify(next);
    if (text === last) return; // a timer or a toast changes the snapshot, not what the other tabs show
    last = text;
    leader.send({ type: 'phone.mirror', mirror: next });
  });
  const released = () => leader.send({ type: 'phone.released' });
  const release = leader.on('phone.release', () => {
    if (phone.getSnapshot().hasTag('pre-login')) return released();
    const done = phone.subscribe((s) => {
      if (!s.hasTag('pre-login')) return;
      done.unsubscribe();
      released();
    });
    phone.send({ type: 'telephony.logout' });
  });
  if (leader.getSnapshot().context.resume && phone.getSnapshot().hasTag('pre-login'))
    phone.send({ type: 'telephony.login' });
  return () => {
    mirror.unsubscribe();
    release.unsubscribe();
  };
};
