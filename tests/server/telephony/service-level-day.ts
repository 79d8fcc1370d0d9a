import type { Database } from '../../../server/db/client';
import { telephonyQueueCalls, type telephonyQueues } from '../../../server/db/schema';

type Queue = typeof telephonyQueues.$inferSelect;

/**
 * The constructed day of the service-level test: 20 November 2026 in the tenant's time zone (UTC+2), so local
 * 09:00 is 07:00Z. The test's expected figures are worked by hand from these rows.
 */
export async function insertConstructedDay(
  db: Database['db'],
  { pretoria, joburg, capeTown }: { pretoria: Queue; joburg: Queue; capeTown: Queue },
): Promise<void> {
  const local = (day: string, time: string) => new Date(`${day}T${time}+02:00`);
  const on = (time: string) => local('2026-11-20', time);
  type Row = {
    q: Queue;
    id: string;
    arrived: Date;
    answered?: string;
    ended?: Date;
    wrapped?: string;
    outcome?: 'answered' | 'abandoned' | 'overflowed' | 'voicemail';
  };
  const rows: Row[] = [
    // Pretoria (default target: 80 % within 20 s)
    {
      q: pretoria,
      id: 'p1',
      arrived: on('09:00:00'),
      answered: '09:00:10',
      ended: on('09:05:10'),
      wrapped: '09:05:40',
      outcome: 'answered',
    },
    {
      q: pretoria,
      id: 'p2',
      arrived: on('09:10:00'),
      answered: '09:10:45',
      ended: on('09:14:45'),
      wrapped: '09:15:45',
      outcome: 'answered',
    },
    { q: pretoria, id: 'p3', arrived: on('09:20:00'), ended: on('09:20:30'), outcome: 'abandoned' },
    {
      q: pretoria,
      id: 'p4',
      arrived: on('10:00:00'),
      answered: '10:00:20',
      ended: on('10:10:20'),
      outcome: 'answered',
    },
    { q: pretoria, id: 'p5', arrived: on('10:30:00'), ended: on('10:33:00'), outcome: 'overflowed' },
    { q: pretoria, id: 'p6', arrived: on('11:00:00') }, // still waiting: not counted
    {
      q: pretoria,
      id: 'p7',
      arrived: local('2026-11-19', '23:59:00'),
      answered: '00:00:01',
      ended: on('00:01:00'),
      outcome: 'answered',
    },
    {
      q: pretoria,
      id: 'p8',
      arrived: on('23:59:30'),
      ended: local('2026-11-21', '00:00:10'),
      outcome: 'abandoned',
    },
    // Johannesburg (its tenant's target: 90 % within 30 s)
    {
      q: joburg,
      id: 'j1',
      arrived: on('09:00:00'),
      answered: '09:00:25',
      ended: on('09:03:25'),
      wrapped: '09:03:40',
      outcome: 'answered',
    },
    {
      q: joburg,
      id: 'j2',
      arrived: on('09:30:00'),
      answered: '09:30:05',
      ended: on('09:31:05'),
      wrapped: '09:31:50',
      outcome: 'answered',
    },
    { q: joburg, id: 'j3', arrived: on('14:00:00'), ended: on('14:00:03'), outcome: 'abandoned' },
    { q: joburg, id: 'j4', arrived: on('15:00:00'), ended: on('15:03:00') }, // voicemail, marked below
    // Cape Town: another tenant, outside the supervisor's scope
    {
      q: capeTown,
      id: 'c1',
      arrived: on('09:00:00'),
      answered: '09:00:02',
      ended: on('09:02:00'),
      outcome: 'answered',
    },
  ];
  await db.insert(telephonyQueueCalls).values(
    rows.map((r) => ({
      tenantId: r.q.tenantId,
      queueId: r.q.id,
      sipCallId: `day-${r.id}`,
      callerNumber: '0821234567',
      arrivedAt: r.arrived,
      answeredAt: r.answered ? on(r.answered) : null,
      endedAt: r.ended ?? null,
      wrapUpEndedAt: r.wrapped ? on(r.wrapped) : null,
      outcome: r.outcome ?? null,
    })),
  );
}
