import type { LiveAgentState, TelephonyUser } from '../contracts/telephony/details';
import { notReadyText, phoneWords } from './phone-words';

/** The supervisor's five columns of agents (issue 20). */
export type LiveBucket = 'ready' | 'not_ready' | 'on_call' | 'wrap_up' | 'offline';
export const liveBuckets: { key: LiveBucket; label: string }[] = [
  { key: 'ready', label: phoneWords.ready },
  { key: 'not_ready', label: phoneWords.notReady },
  { key: 'on_call', label: phoneWords.onCall },
  { key: 'wrap_up', label: phoneWords.wrapUp },
  { key: 'offline', label: phoneWords.offline },
];

export type LiveAgentRow = {
  user_id: number;
  name: string;
  bucket: LiveBucket;
  /** What the row says: the bucket, 'Ringing' for an offer, the pause reason for Not ready. */
  label: string;
  since: string | null;
  missed: number | null;
  rejected: number | null;
};

export type LiveQueueView = {
  id: number;
  name: string;
  number: string | null;
  /** Null when the service does not report live queue figures (shown as '—'). */
  waiting: number | null;
  longest_wait_seconds: number | null;
  counts: Record<LiveBucket, number>;
  agents: LiveAgentRow[];
};

const bucketOf: Record<LiveAgentState, LiveBucket> = {
  ready: 'ready',
  not_ready: 'not_ready',
  // An agent being offered a call is no longer free: the supervisor counts them with the calls.
  offered: 'on_call',
  on_call: 'on_call',
  wrap_up: 'wrap_up',
  offline: 'offline',
};

/** The live state, or (an older service) the recorded one: logged out is Offline. */
const liveStateOf = (d: Pick<TelephonyUser['telephony_details'], 'state' | 'live_state'>): LiveAgentState =>
  d.live_state ?? (d.state === 'logged_out' ? 'offline' : d.state);

/**
 * What an agent's phone state reads wherever a supervisor sees it (Queues live and My team's people): the live
 * state when the service's queue router reports one, else the recorded one; 'Ringing' for an offer, the pause
 * reason for Not ready. One rule, so one page never shows a person in two states (issue 41).
 */
export const agentPhoneLabel = (
  d: Pick<TelephonyUser['telephony_details'], 'state' | 'pause_reason' | 'live_state'>,
): string => {
  const state = liveStateOf(d);
  const bucket = bucketOf[state];
  const base = liveBuckets.find((b) => b.key === bucket)?.label ?? bucket;
  if (state === 'offered') return phoneWords.ringing;
  return bucket === 'not_ready' ? notReadyText(d.pause_reason) : base;
};

const rowOf = (user: TelephonyUser): LiveAgentRow => {
  const d = user.telephony_details;
  const bucket = bucketOf[liveStateOf(d)];
  const label = agentPhoneLabel(d);
  return {
    user_id: user.user_id,
    name: user.user_name,
    bucket,
    label,
    since: d.live_since ?? null,
    missed: d.missed ?? null,
    rejected: d.rejected ?? null,
  };
};

const noCounts = (): Record<LiveBucket, number> => ({
  ready: 0,
  not_ready: 0,
  on_call: 0,
  wrap_up: 0,
  offline: 0,
});

/**
 * /telephony/details/all_user to one panel per queue: each user's row goes to every queue they answer, the
 * queue's figures come from whichever user reports them (the largest, should two snapshots differ), and queues
 * are listed by name. Without live figures a queue still lists its agents, with its waiting calls unknown.
 */
export const aggregateQueues = (users: TelephonyUser[]): LiveQueueView[] => {
  const queues = new Map<number, LiveQueueView>();
  for (const user of users) {
    const d = user.telephony_details;
    const row = rowOf(user);
    const memberOf = d.live_queues ?? d.agent_queues.map((q) => ({ ...q, number: null }));
    for (const q of memberOf) {
      const live = 'waiting' in q;
      const queue = queues.get(q.id) ?? {
        id: q.id,
        name: q.name,
        number: q.number,
        waiting: null,
        longest_wait_seconds: null,
        counts: noCounts(),
        agents: [],
      };
      if (live) {
        queue.number ??= q.number;
        queue.waiting = Math.max(queue.waiting ?? 0, q.waiting);
        queue.longest_wait_seconds = Math.max(queue.longest_wait_seconds ?? 0, q.longest_wait_seconds);
      }
      queue.counts[row.bucket] += 1;
      queue.agents.push(row);
      queues.set(q.id, queue);
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...queues.values()].sort(byName).map((q) => ({ ...q, agents: [...q.agents].sort(byName) }));
};

/** Seconds as m:ss (or h:mm:ss), for waits and time in state. */
export const clockText = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
};

/** The longest wait now: the snapshot's figure plus the time since it was taken, while anyone waits. */
export const longestWaitNow = (queue: LiveQueueView, snapshotAt: number, now: number): string => {
  if (queue.waiting === null || queue.longest_wait_seconds === null) return '—';
  if (queue.waiting === 0) return '0:00';
  return clockText(queue.longest_wait_seconds + (now - snapshotAt) / 1000);
};

/** Time in state from the service's `live_since`; '—' when it does not say. */
export const timeInState = (since: string | null, now: number): string => {
  if (!since) return '—';
  const at = Date.parse(since);
  return Number.isNaN(at) ? '—' : clockText((now - at) / 1000);
};
