import { describe, expect, it } from 'vitest';
import { world } from './world';

// Issue 39: the recorder runs while the call is connected (held or not), takes the agent's Record, Pause and
// Resume, and the dock shows what it reports; the next call starts with no recording state of the last one.
describe('telephony machine: call recording', () => {
  it('records a connected call by its call log entry and stops when the call ends', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    expect(t.recorder).toEqual([]);
    await t.answer().settle();
    expect(t.recorder).toEqual(['start 101']); // the call log entry the fake log answered
    t.send({ type: 'telephony.call.hold' });
    t.send({ type: 'telephony.call.unhold' });
    expect(t.recorder).toHaveLength(1); // holding is not a new recording
    t.hangup();
    expect(t.recorder.at(-1)).toBe('stop');
  });

  it('passes the agent’s Pause and Resume to the recorder and shows what it reports', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    await t.answer().settle();
    t.send({ type: 'recording.state', state: 'recording' });
    expect(t.context.recording).toBe('recording');
    t.send({ type: 'telephony.recording.pause' });
    t.send({ type: 'recording.state', state: 'paused' });
    expect(t.context.recording).toBe('paused');
    t.send({ type: 'telephony.recording.resume' });
    t.send({ type: 'telephony.recording.start' });
    expect(t.recorder.slice(1)).toEqual(['recording.pause', 'recording.resume', 'recording.start']);
    t.hangup();
    expect(t.context.recording).toBe('off');
  });

  it('starts no recorder for a call that is only ringing or was declined', async () => {
    const t = await world.phone().ready();
    t.incoming('0821234567');
    t.send({ type: 'telephony.call.reject' });
    expect(t.recorder).toEqual([]);
  });
});
