import { describe, expect, it } from 'vitest';
import { sampleQueueStats } from '../../../src/machines/telephony/sample-data';
import { telephony } from './telephony.driver';

describe('telephony machine: connectivity and queue statistics', () => {
  it('tracks online state and forwards each repeating notice', async () => {
    const t = await telephony().signedInAndReady();
    t.streams.net.next({ type: 'net.offline' });
    expect(t.context.online).toBe(false);
    t.streams.net.next({ type: 'net.notice' });
    t.streams.net.next({ type: 'net.notice' });
    expect(t.offlineNotices).toHaveLength(2);
    t.streams.net.next({ type: 'net.online' });
    expect(t.context.online).toBe(true);
  });

  it('keeps the latest queue statistics while in the queue', async () => {
    const t = await telephony().signedInAndReady();
    t.streams.stats.next({ type: 'queue.stats', stats: sampleQueueStats });
    expect(t.context.queue_stats?.queues[0].calls_today).toBe(14);
  });
});
