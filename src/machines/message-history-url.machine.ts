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
});
