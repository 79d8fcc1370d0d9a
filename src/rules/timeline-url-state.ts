import { interactionKinds, type InteractionKind } from '../contracts/interactions/list';

/** The timeline's filters as its view shows them ('' none). */
export type TimelineFilter = {
  kinds: InteractionKind[];
  from: string;
  to: string;
  q: string;
  mine: boolean;
};

export const noTimelineFilter: TimelineFilter = { kinds: [], from: '', to: '', q: '', mine: false };

/**
 * A record page's timeline as its URL carries it (issue 38), beside the page's own parameters (`rest`: the
 * customer home's ?id=, kept as they came): `#/busorg/bus-home/customer?id=5&kinds=call,note&from=2026-03-01&q=gap&mine=1`.
 * The timeline has no saved views (view stays null).
 */
export type TimelineUrlState = TimelineFilter & { view: number | null; rest: string };

const timelineKeys = ['kinds', 'from', 'to', 'q', 'mine'];

/** A real calendar day as the service takes it: 2026-02-30 parses (as 2 March), a real day reads back as itself. */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** The filters of a query string; a value the service would refuse (a kind it does not know, 2026-02-30, a range
 * that ends before it starts) reads as none, so an old or mistyped link still opens the timeline. */
export function parseTimelineUrlState(search: string): TimelineUrlState {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const rest = new URLSearchParams();
  for (const [key, value] of params) if (!timelineKeys.includes(key)) rest.append(key, value);
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .filter((k): k is InteractionKind => (interactionKinds as readonly string[]).includes(k));
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  if (from && !isDay(from)) from = '';
  if (to && !isDay(to)) to = '';
  if (from && to && from > to) [from, to] = ['', ''];
  return {
    kinds: interactionKinds.filter((k) => kinds.includes(k)),
    from,
    to,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    mine: params.get('mine') === '1',
    view: null,
    rest: rest.toString(),
  };
}

/** The query string (without "?") of a timeline state, the page's own parameters first; one spelling per state. */
export function timelineUrlQuery(state: TimelineUrlState): string {
  const q = new URLSearchParams(state.rest);
  if (state.kinds.length) q.set('kinds', interactionKinds.filter((k) => state.kinds.includes(k)).join(','));
  if (state.from) q.set('from', state.from);
  if (state.to) q.set('to', state.to);
  if (state.q.trim()) q.set('q', state.q.trim());
  if (state.mine) q.set('mine', '1');
  return q.toString();
}

export const isTimelineFiltered = (f: TimelineFilter): boolean =>
  f.kinds.length > 0 || !!f.from || !!f.to || !!f.q || f.mine;
