import type { Page, Route } from '@playwright/test';
import type { ServiceCall } from './ui-model';

type Mode = 'hold' | 'done' | 'fail';
type Envelope = { errCode: number; msg: string };
type Entry = {
  call: ServiceCall;
  mode: Mode;
  pending: Route[];
  envelope: Envelope;
  handler: (route: Route) => Promise<void>;
};

/** The service's own error envelope (HTTP 200, errCode ≠ 0), as it answers a call it could not carry out. */
const internalError: Envelope = { errCode: 1, msg: 'Some Internal Error Occurred' };

/**
 * The envelope for a path's failure: a refusal the path names (an HttpError of kind appError, as the registry's
 * samples give a conflict, errCode 3) is answered with its own errCode and msg, so the machine takes the branch
 * the path expects; any other failure is the service's internal error.
 */
export const envelopeOf = (error: unknown): Envelope => {
  const failure = (error as { failure?: { kind?: unknown; errCode?: unknown; msg?: unknown } } | null)
    ?.failure;
  return failure?.kind === 'appError' &&
    typeof failure.errCode === 'number' &&
    typeof failure.msg === 'string'
    ? { errCode: failure.errCode, msg: failure.msg }
    : internalError;
};

const answer = async (route: Route, entry: Entry): Promise<void> => {
  if (entry.mode === 'done') return route.continue();
  if (entry.call.failure === 'network') return route.abort('failed');
  const body = JSON.stringify({ ...entry.envelope, data: null });
  return route.fulfill({ status: 200, contentType: 'application/json', body });
};

/**
 * Holds the service calls a waiting state makes, so the runner sees the waiting state before the answer lands,
 * then lets each through (`xstate.done.actor.<id>`) or fails it (`xstate.error.actor.<id>`). Only the calls a model
 * names are held; everything else the page asks goes straight to the real service.
 */
export class ServiceHolds {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly page: Page,
    private readonly services: Record<string, ServiceCall>,
  ) {}

  /** Holds the calls of these invoke ids from now on (again, after an earlier answer). */
  async hold(ids: string[]): Promise<void> {
    for (const id of ids) {
      const call = this.services[id];
      if (!call) continue;
      const existing = this.entries.get(id);
      if (existing) {
        existing.mode = 'hold';
        continue;
      }
      const entry: Entry = {
        call,
        mode: 'hold',
        pending: [],
        envelope: internalError,
        handler: async (route) => {
          if (entry.mode === 'hold') entry.pending.push(route);
          else await answer(route, entry);
        },
      };
      this.entries.set(id, entry);
      await this.page.route(call.url, entry.handler);
    }
  }

  /** Answers the held calls of `id` (and any it makes until it is held again): through, or failed with `error`. */
  async release(id: string, mode: 'done' | 'fail', error?: unknown): Promise<boolean> {
    const entry = this.entries.get(id);
    if (!entry) return false;
    entry.mode = mode;
    entry.envelope = envelopeOf(error);
    const pending = entry.pending.splice(0);
    for (const route of pending) await answer(route, entry);
    return true;
  }

  /** Stops holding every id but these: their held calls go through (the state that made them is gone). */
  async keepOnly(ids: string[]): Promise<void> {
    for (const [id, entry] of this.entries) {
      if (ids.includes(id)) continue;
      this.entries.delete(id);
      await this.page.unroute(entry.call.url, entry.handler);
      for (const route of entry.pending.splice(0)) await route.continue().catch(() => undefined);
    }
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }
}
