import { describe, expect, it } from 'vitest';
import { sampleQueueStats } from '../../../src/machines/telephony/sample-data';
import { world } from './world';

describe('telephony machine: connectivity and queue statistics', () => {
  it('tracks online state and forwards each repeating notice', async () => {
    const t = await world.phone().ready();
    t.streams.net.next({ type: 'net.offline' });
    expect(t.context.online).toBe(false);
    t.streams.net.next({ type: 'net.notice' });
    t.streams.net.next({ type: 'net.notice' });
    expect(t.offlineNotices).toHaveLength(2);
    t.streams.net.next({ type: 'net.online' });
    expect(t.context.online).toBe(true);
  });

  it('keeps the latest queue statistics while in the queue', async () => {
    const t = await world.phone().ready();
    t.streams.stats.next({ type: 'queue.stats', stats: sampleQueueStats });
    expect(t.context.queue_stats?.queues[0].calls_today).toBe(14);
  });

  it('keeps the last minutes of readings for the live chart, and forgets them on queue logout', async () => {
    const t = await world.phone().ready();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 8, minute)).toISOString();
    for (const minute of [0, 5, 11])
      t.streams.stats.next({ type: 'queue.stats', stats: { ...sampleQueueStats, at: at(minute) } });
    // The reading of 08:00 is more than ten minutes before the latest one.
    expect(t.context.queue_history).toEqual([
      { at: at(5), waiting: 1, ready: 2 },
      { at: at(11), waiting: 1, ready: 2 },
    ]);
  });

  it('knows while reconnecting that the service is restarting its SIP server, and forgets it once registered', async () => {
    const t = await world.phone().ready();
    t.dropTransport();
    expect(t.connection()).toBe('reconnecting');
    expect(t.context.sip_server_restarting).toBe(false);
    t.send({ type: 'sip.disconnected', reason: 'No SIP server answers', restarting: true });
    expect(t.context.sip_server_restarting).toBe(true);
    // A later attempt finds it down for another reason: the dock stops saying "restarting".
    t.send({ type: 'sip.disconnected', reason: 'No SIP server answers', restarting: false });
    expect(t.context.sip_server_restarting).toBe(false);
    t.send({ type: 'sip.disconnected', reason: 'No SIP server answers', restarting: true });
    await t.registered().settle();
    expect(t.connection()).toBe('registered');
    expect(t.context.sip_server_restarting).toBe(false);
  });
});
