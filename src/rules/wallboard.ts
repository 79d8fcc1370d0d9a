import type { QueueServiceLevel } from '../contracts/telephony/service-level';
import { clockText } from './queue-live';
import { phoneWords } from './phone-words';
import { abandonStanding, serviceLevelStanding, waitStanding, type Standing } from './service-level';

/** A figure as the wallboard shows it: the value, and how it stands against its threshold in words. */
export type BoardFigure = {
  key: string;
  label: string;
  value: string;
  standing: Standing;
  /** The standing in words (a target is met or missed; a limit is kept or passed). */
  words?: string;
  note?: string;
};

export const percentText = (value: number | null): string =>
  value === null ? '—' : `${value.toLocaleString('en-ZA', { maximumFractionDigits: 1 })} %`;

const secondsText = (value: number | null): string => (value === null ? '—' : clockText(value));

/** The longest wait now: the service's figure plus the time since it was taken, while anyone waits. */
export const longestWaitSeconds = (q: QueueServiceLevel, at: number, now: number): number | null => {
  const { waiting, longest_wait_seconds: longest } = q.live;
  if (waiting === null || longest === null) return null;
  return waiting === 0 ? 0 : Math.floor(longest + Math.max(0, now - at) / 1000);
};

/** The words beside a coloured figure, so no figure is told by colour alone. */
const targetWords: Record<Standing, string> = {
  good: 'On target',
  warn: 'Just below target',
  bad: 'Below target',
  none: '',
};
const limitWords: Record<Standing, string> = {
  good: 'Within the limit',
  warn: 'Near the limit',
  bad: 'Over the limit',
  none: '',
};

/** One queue's row of the wallboard, in reading order: live first, then the day. */
export function boardFigures(q: QueueServiceLevel, at: number, now: number): BoardFigure[] {
  const wait = longestWaitSeconds(q, at, now);
  const d = q.day;
  const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-ZA'));
  return [
    { key: 'waiting', label: 'Waiting', value: count(q.live.waiting), standing: 'none' },
    {
      key: 'longest',
      label: 'Longest wait',
      value: secondsText(wait),
      standing: waitStanding(wait, q.target.seconds),
      words: limitWords[waitStanding(wait, q.target.seconds)],
    },
    { key: 'ready', label: phoneWords.ready, value: count(q.live.agents.ready), standing: 'none' },
    { key: 'on_call', label: phoneWords.onCall, value: count(q.live.agents.on_call), standing: 'none' },
    { key: 'wrap_up', label: phoneWords.wrapUp, value: count(q.live.agents.wrap_up), standing: 'none' },
    { key: 'not_ready', label: phoneWords.notReady, value: count(q.live.agents.not_ready), standing: 'none' },
    {
      key: 'service_level',
      label: 'Service level',
      value: percentText(d.service_level),
      standing: serviceLevelStanding(d.service_level, q.target.percent),
      words: targetWords[serviceLevelStanding(d.service_level, q.target.percent)],
      note: `${d.answered_within_target} of ${d.offered} within ${q.target.seconds} s · target ${q.target.percent} %`,
    },
    {
      key: 'abandon_rate',
      label: 'Abandoned',
      value: percentText(d.abandon_rate),
      standing: abandonStanding(d.abandon_rate),
      words: limitWords[abandonStanding(d.abandon_rate)],
      note: `${d.abandoned} of ${d.offered}`,
    },
    {
      key: 'asa',
      label: 'Avg speed of answer',
      value: secondsText(d.average_speed_of_answer_seconds),
      standing: 'none',
    },
    {
      key: 'aht',
      label: 'Avg handle time',
      value: secondsText(d.average_handle_time_seconds),
      standing: 'none',
    },
    {
      key: 'acw',
      label: 'Avg after-call work',
      value: secondsText(d.average_after_call_work_seconds),
      standing: 'none',
    },
  ];
}
