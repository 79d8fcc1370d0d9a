import type { DeskPageAnswer, DeskPageInput } from '../contracts/workflow/desk-page';
import { deskFirstRead } from '../rules/desk-window-reads';
import { storedSort, type SortSetting } from '../rules/kit-table';
import type { HttpResult } from './http-result';
import { workflowApi } from './workflow-api';

/** An answer not taken by then belongs to a desk the user never reached: the desk's own read is fresher. */
export const deskReadsMaxAgeMs = 10_000;

/** The tab's sort the table keeps in the browser, read as the desk's table reads it. */
const tabSort = (viewId: string): SortSetting =>
  storedSort((key) => globalThis.localStorage?.getItem(key) ?? null, viewId);

/**
 * The desk's first window, started when a session is restored on a desk address (a reload, a copied link) beside
 * the role map, instead of after the role map, the route and its chunk (issue 38: the route's data call starts
 * with its code, as the home's does). The lists machine takes it once when it asks for the same window.
 */
export const createDeskReads = (api: Pick<typeof workflowApi, 'page'>, now = Date.now) => {
  let pending: { key: string; at: number; answer: Promise<HttpResult<DeskPageAnswer>> } | null = null;
  return {
    /** Starts the first window's read when `address` is a desk's; anything else leaves nothing pending. */
    start: (address: string): void => {
      const input = deskFirstRead(address, tabSort);
      pending = input && { key: JSON.stringify(input), at: now(), answer: api.page(input) };
    },
    /** The pending answer if it is for this very input and fresh, once; else null. */
    take: (input: DeskPageInput): Promise<HttpResult<DeskPageAnswer>> | null => {
      const found = pending;
      pending = null;
      return found && found.key === JSON.stringify(input) && now() - found.at <= deskReadsMaxAgeMs
        ? found.answer
        : null;
    },
    clear: (): void => {
      pending = null;
    },
  };
};

export const deskReads = createDeskReads(workflowApi);
