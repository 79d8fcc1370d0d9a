import { messageStatuses } from '../contracts/metadata/payloads';

export type MessageStatusFilter = '' | (typeof messageStatuses)[number];

/** Message history's filters as its form shows them: `from` and `to` are local times ("2026-03-01T08:30"). */
export type MessageHistoryFilters = {
  typeId: number | null;
  status: MessageStatusFilter;
  from: string;
  to: string;
};

/**
 * Message history as its URL carries it (issue 38): the filters and the page (1-based in the URL, 0-based here).
 * `#/ls-metadata/message-history?type=3&status=rejected&from=2026-03-01T08:00&page=2`. The screen has no search
 * box and no saved views: q and view stay empty.
 */
export type MessageHistoryUrlState = MessageHistoryFilters & { page: number; q: string; view: number | null };

export const noMessageFilters: MessageHistoryFilters = { typeId: null, status: '', from: '', to: '' };

/** Pages a link may name: far beyond any history, short of numbers the service's offset cannot hold. */
const maxPage = 100_000;

/** A local time as the form's datetime-local field writes it, that names a real minute. */
function isLocalTime(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return false;
  const parsed = new Date(`${text.length === 16 ? `${text}:00` : text}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, text.length) === text;
}

/** The state of a query string; a value the screen does not offer reads as the default, one by one. */
export function parseMessageHistoryUrlState(search: string): MessageHistoryUrlState {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  const type = q.get('type') ?? '';
  const status = q.get('status') ?? '';
  const page = q.get('page') ?? '';
  let from = q.get('from') ?? '';
  let to = q.get('to') ?? '';
  if (!isLocalTime(from)) from = '';
  if (!isLocalTime(to)) to = '';
  // The service refuses a range that ends before it starts: such a link opens on every time.
  if (from && to && from > to) [from, to] = ['', ''];
  return {
    typeId: /^[1-9]\d{0,8}$/.test(type) ? Number(type) : null,
    status: (messageStatuses as readonly string[]).includes(status) ? (status as MessageStatusFilter) : '',
    from,
    to,
    page: /^[1-9]\d{0,5}$/.test(page) && Number(page) <= maxPage ? Number(page) - 1 : 0,
    q: '',
    view: null,
  };
}

/** The query string (without "?") of a state; one spelling per state, the first page left out. */
export function messageHistoryUrlQuery(state: MessageHistoryUrlState): string {
  const q = new URLSearchParams();
  if (state.typeId !== null) q.set('type', String(state.typeId));
  if (state.status) q.set('status', state.status);
  if (state.from) q.set('from', state.from);
  if (state.to) q.set('to', state.to);
  if (state.page > 0) q.set('page', String(state.page + 1));
  return q.toString();
}

/** The service call for what the URL names: local times become instants in the browser's own zone. */
export function messageHistoryRequest(state: MessageHistoryUrlState, size: number) {
  const toIso = (local: string) => new Date(local).toISOString();
  return {
    ...(state.typeId ? { message_type_id: state.typeId } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.from ? { from: toIso(state.from) } : {}),
    ...(state.to ? { to: toIso(state.to) } : {}),
    page: state.page,
    size,
  };
}
