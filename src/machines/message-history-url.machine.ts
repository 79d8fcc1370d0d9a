import {
  messageHistoryUrlQuery,
  parseMessageHistoryUrlState,
  type MessageHistoryUrlState,
} from '../rules/message-history-url-state';
import { listUrlMachine, type ListUrlEvent } from './list-url.machine';

export type MessageHistoryUrlEvent = ListUrlEvent<MessageHistoryUrlState>;

/** Message history's filters and page in its URL (list-url.machine.ts). */
export const messageHistoryUrlMachine = listUrlMachine<MessageHistoryUrlState>('messageHistoryUrl', {
  parse: (query) => parseMessageHistoryUrlState(query),
  query: messageHistoryUrlQuery,
  // A type another tenant has (or since removed) opens on every type.
  unknown: (state, known) =>
    state.typeId !== null && !known.includes(state.typeId) ? { typeId: null, page: 0 } : null,
});
