import { deskUrlQuery, parseDeskUrlState, type DeskUrlState } from '../rules/desk-url-state';
import {
  listUrlMachine,
  type ListUrlContext,
  type ListUrlEmitted,
  type ListUrlEvent,
  type ListUrlInput,
} from './list-url.machine';

export type DeskUrlContext = ListUrlContext<DeskUrlState>;
export type DeskUrlEvent = ListUrlEvent<DeskUrlState>;
export type DeskUrlEmitted = ListUrlEmitted<DeskUrlState>;
export type DeskUrlInput = ListUrlInput;

/** The case and lead desks' tab, filters, sort, search text and saved view in their URL (list-url.machine.ts). */
export const deskUrlMachine = listUrlMachine<DeskUrlState>('deskUrl', {
  parse: parseDeskUrlState,
  query: deskUrlQuery,
});
