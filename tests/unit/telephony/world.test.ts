import { describe, expect, it } from 'vitest';
import { world } from './world';

// The world's drivers are synchronous only because a read during a service answer is refused: were that check
// to stop seeing the answers (an XState upgrade that renames an actor's logic), every forgotten settle() in the
// telephony tests would pass on the state before the answer.
describe('the telephony test world', () => {
  it('refuses a read or an event while a service answer is on its way, and not once it has arrived', async () => {
    const phone = world.phone().login();
    expect(() => phone.context).toThrow(/loadDetails is still answering: await settle\(\)/);
    expect(() => phone.registered()).toThrow(/still answering/);
    await phone.settle();
    phone.registered();
    expect(() => phone.agentState()).toThrow(/loadAgentStatus is still answering/);
    await phone.settle();
    phone.expectState('registered');
  });

  it('lets a test read while an answer it holds on purpose is outstanding, and waits for it once released', async () => {
    const phone = await world.phone({ holdStatus: true }).ready();
    phone.expectState('queueLogin');
    expect(() => phone.releaseStatus().statusCalls).toThrow(/queueLogin is still answering/);
    await phone.settle();
    phone.expectState('inQueue.ready');
  });
});
