import { fromCallback, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PhoneMirror } from '../../contracts/telephony/phone-tabs';
import type { telephonyMachine } from '../telephony.machine';
import { agentBadgeOf } from './agent-badge';
import type { phoneLeaderMachine } from './phone-leader.machine';
import type { softphoneMachine } from './softphone.machine';

type Leader = ActorRefFrom<typeof phoneLeaderMachine>;
type Phone = ActorRefFrom<typeof telephonyMachine>;

const inCallTags = ['ringing', 'dialing', 'connected', 'on-hold'] as const;

/** What the other tabs may see of this tab's phone: the badge, the call's number and its start — nothing else. */
export const phoneMirrorOf = (s: SnapshotFrom<typeof telephonyMachine>): PhoneMirror => {
  const inCall = inCallTags.some((tag) => s.hasTag(tag));
  return {
    state: agentBadgeOf(s).text,
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

/**
 * The link as an actor of the handover machine. The leader and the softphone are its siblings in the root system,
 * found there by systemId: both are invoked before it in the same state, so both exist when it starts.
 */
export const phoneLink = fromCallback(({ system }) => {
  const leader = system.get('phoneLeader') as Leader | undefined;
  const softphone = system.get('softphone') as ActorRefFrom<typeof softphoneMachine> | undefined;
  const phone = softphone?.getSnapshot().children.telephony;
  if (!leader || !phone) return () => undefined;
  return linkPhone(leader, phone);
});
