import { describe, expect, it } from 'vitest';
import type { PhoneMirror } from '../../../src/contracts/telephony/phone-tabs';
import { inCallRefusal, noAnswerText } from '../../../src/machines/telephony/phone-leader.machine';
import { followerText } from '../../../src/rules/phone-tabs';
import { phoneWorld, tab } from './phone-leader.driver';

const ready: PhoneMirror = { state: 'Ready', number: null, inCall: false, since: null };
const onCall: PhoneMirror = { state: 'On call', number: '0821234567', inCall: true, since: 1764147600000 };
const phoneOff: PhoneMirror = { state: 'Offline', number: null, inCall: false, since: null };

describe('phone leader: one tab owns the phone', () => {
  it('the first tab takes the lock; a second follows and sees the owner state at once (hello)', () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').expectTag('leader').phone(ready);
    const two = tab(world, 'tab-2').expectTag('follower').expectMirror(ready);
    one.phone(onCall);
    two.expectMirror(onCall);
    expect(world.locks.holder()).toBe('tab-1');
  });

  it('a take-over during a call is refused with the reason; the owner keeps the phone', () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').phone(onCall);
    const two = tab(world, 'tab-2').takeOver();
    two.expectTag('follower').expectNotice(inCallRefusal);
    one.expectTag('leader');
    expect(one.releases).toHaveLength(0);
    expect(world.locks.holder()).toBe('tab-1');
  });

  it('a take-over outside a call: the owner logs out, lets the lock go, the asking tab leads and resumes', () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').phone(ready);
    const two = tab(world, 'tab-2').takeOver();
    one.expectTag('releasing');
    expect(one.releases).toHaveLength(1);
    two.expectTag('claiming');
    one.released().expectTag('follower');
    two.expectTag('leader');
    expect(two.actor.getSnapshot().context.resume).toBe(true);
    two.phone(ready);
    one.expectMirror(ready);
    expect(world.locks.holder()).toBe('tab-2');
  });

  it('a phone that was off moves without logging in on its own', () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').phone(phoneOff);
    const two = tab(world, 'tab-2').takeOver();
    one.released();
    two.expectTag('leader');
    expect(two.actor.getSnapshot().context.resume).toBe(false);
  });

  it('a closed owner leaves the phone vacant: the followers offer it and do not grab it', () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').phone(ready);
    const two = tab(world, 'tab-2');
    one.close();
    two.expectTag('vacant').expectMirror(null);
    expect(world.locks.holder()).toBeNull();
    two.takeOver().expectTag('leader');
  });

  it('an owner that never says it logged out still lets go after the release timeout', async () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').phone(ready);
    const two = tab(world, 'tab-2').takeOver();
    await new Promise((r) => setTimeout(r, 80));
    one.expectTag('follower');
    two.expectTag('leader');
  });

  it('an owner that never answers: the asking tab stops waiting and says so', async () => {
    const world = phoneWorld();
    const one = tab(world, 'tab-1').phone(ready);
    one.actor.stop(); // frozen, but still holding the lock: stopped without letting it go
    world.locks.request(
      'tab-1',
      false,
      () => undefined,
      () => undefined,
    );
    const two = tab(world, 'tab-2');
    // the lock is held by a tab that no longer answers
    two.takeOver();
    await new Promise((r) => setTimeout(r, 250));
    two.expectTag('follower').expectNotice(noAnswerText);
  });

  it('sends nothing secret: only the mirror, hello and the release messages go on the channel', () => {
    const world = phoneWorld();
    tab(world, 'tab-1').phone(onCall);
    tab(world, 'tab-2').takeOver();
    const kinds = new Set(world.channel.posted.map((p) => p.message.kind));
    expect([...kinds].sort()).toEqual(['hello', 'mirror', 'release.refused', 'release.request']);
    expect(JSON.stringify(world.channel.posted)).not.toMatch(/password|authorization|ws_uri/);
  });
});

describe('followerText', () => {
  it.each([
    [null, false, 'Phone active in another tab'],
    [ready, false, 'Phone active in another tab — Ready'],
    [onCall, false, 'Phone active in another tab — On call with 0821234567'],
    [null, true, 'The phone is not active in any tab'],
  ] as const)('%j vacant=%s → %s', (mirror, vacant, text) => {
    expect(followerText(mirror, vacant)).toBe(text);
  });

  it("runs the owner's call timer from the answer", () => {
    expect(followerText(onCall, false, 1764147665000)).toBe(
      'Phone active in another tab — On call with 0821234567 · 1:05',
    );
  });
});
