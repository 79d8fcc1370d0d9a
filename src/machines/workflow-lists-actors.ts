import {
  catchError,
  debounceTime,
  filter,
  map,
  merge,
  mergeMap,
  Observable,
  of,
  Subject,
  switchMap,
} from 'rxjs';
import { fromCallback, fromEventObservable, fromPromise } from 'xstate';
import type { WorkflowActionInput, WorkflowChange } from '../contracts/workflow/cases';
import type { DeskPageAnswer, DeskPageInput } from '../contracts/workflow/desk-page';
import { unwrap, type HttpResult } from '../services/http-result';
import { deskReads } from '../services/desk-reads';
import { workflowApi } from '../services/workflow-api';
import { workflowEvents } from '../streams/workflow-events';

/** What the desk's window reader is asked: a window for the grid, the same again after changes, or every id. */
export type ReaderRequest =
  | { type: 'read'; input: DeskPageInput; generation: number }
  | { type: 'reread'; input: DeskPageInput; generation: number }
  | { type: 'ids'; input: DeskPageInput; generation: number };
export type ReaderAnswer =
  | { type: 'list.window'; answer: DeskPageAnswer; generation: number; fresh: boolean }
  | { type: 'list.matched'; ids: readonly number[]; generation: number }
  | { type: 'list.readFailed'; error: unknown };

/** What the service's push channel tells the lists. */
export type PushEvent = { type: 'list.push'; change: WorkflowChange } | { type: 'list.live'; live: boolean };

/** Changes by others arriving close together are read back once, this long after the last one. */
export const rereadAfterMs = 250;

type PageCall = (
  input: DeskPageInput,
  options: { signal: AbortSignal },
) => Promise<HttpResult<DeskPageAnswer>>;

/** One page call; unsubscribing (a newer read won) aborts the request. */
const call = (page: PageCall, input: DeskPageInput): Observable<DeskPageAnswer> =>
  new Observable<DeskPageAnswer>((subscriber) => {
    const abort = new AbortController();
    page(input, { signal: abort.signal }).then(
      (result) => {
        try {
          subscriber.next(unwrap(result));
          subscriber.complete();
        } catch (error) {
          subscriber.error(error);
        }
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => abort.abort();
  });
/** A failed read leaves the rows as they are; the machine says so. */
const answered = <T>(source: Observable<T>, to: (value: T) => ReaderAnswer): Observable<ReaderAnswer> =>
  source.pipe(
    map(to),
    catchError((error: unknown) => of<ReaderAnswer>({ type: 'list.readFailed', error })),
  );

/**
 * Reads windows of the desk's tab as the grid scrolls (the latest request wins: a scroll past a window cancels its
 * read), reads the shown window again once changes settle (debounced), and reads every matching id on request.
 */
export const windowReaderOf = (page: PageCall) =>
  fromCallback<ReaderRequest>(({ sendBack, receive }) => {
    const requests = new Subject<ReaderRequest>();
    const reads = merge(
      requests.pipe(filter((r) => r.type === 'read')),
      requests.pipe(
        filter((r) => r.type === 'reread'),
        debounceTime(rereadAfterMs),
      ),
    ).pipe(
      switchMap((r) =>
        answered(call(page, r.input), (answer) => ({
          type: 'list.window' as const,
          answer,
          generation: r.generation,
          fresh: r.type === 'reread',
        })),
      ),
    );
    const ids = requests.pipe(
      filter((r) => r.type === 'ids'),
      mergeMap((r) =>
        answered(call(page, r.input), (answer) => ({
          type: 'list.matched' as const,
          ids: answer.ids ?? [],
          generation: r.generation,
        })),
      ),
    );
    const sub = merge(reads, ids).subscribe((answer) => sendBack(answer));
    receive((request) => requests.next(request));
    return () => sub.unsubscribe();
  });

export const workflowListsActors = {
  // A reload or a link on the desk started this read with the session's restore (services/desk-reads.ts).
  loadLists: fromPromise<DeskPageAnswer, DeskPageInput>(async ({ input, signal }) =>
    unwrap(await (deskReads.take(input) ?? workflowApi.page(input, { signal }))),
  ),
  performAction: fromPromise<WorkflowChange, WorkflowActionInput>(async ({ input }) =>
    unwrap(await workflowApi.act(input)),
  ),
  reader: windowReaderOf(workflowApi.page),
  events: fromEventObservable(() =>
    workflowEvents().pipe(
      // Notification pushes are the header's business, presence the record page's; neither is the lists'.
      filter((push) => push.kind !== 'notification' && push.kind !== 'presence'),
      map((push): PushEvent =>
        push.kind === 'change'
          ? { type: 'list.push', change: push.change }
          : { type: 'list.live', live: push.kind === 'ready' },
      ),
    ),
  ),
};
