import type { HomeFigures } from '../contracts/home';
import type { DashboardSummary } from '../contracts/system';
import type { HttpResult } from './http-result';
import { systemApi } from './system-api';

type Reads = {
  home: Promise<HttpResult<HomeFigures>>;
  summary: Promise<HttpResult<DashboardSummary>>;
};

/** An answer not taken by then belongs to a home the user never reached: the home's own read is fresher. */
export const homeReadsMaxAgeMs = 10_000;

/**
 * The home's first reads, started beside the role map (by the auth and tenant machines) instead of after the role
 * map, the route and its chunk. The home's machines take each pending answer once, so the home makes one request
 * per read, not two. The summary goes out for every profile: which profiles show it is only known from the role
 * map, and the call is a read any signed-in caller may make, scoped to their tenant.
 */
export const createHomeReads = (api: Pick<typeof systemApi, 'home' | 'dashboardSummary'>, now = Date.now) => {
  let pending: Partial<Reads> = {};
  let startedAt = 0;
  return {
    start: (): void => {
      startedAt = now();
      pending = { home: api.home(), summary: api.dashboardSummary() };
    },
    /** The pending answer for `key`, once; null when there is none or it is too old to show. */
    take: <K extends keyof Reads>(key: K): Reads[K] | null => {
      const answer = pending[key];
      delete pending[key];
      return answer && now() - startedAt <= homeReadsMaxAgeMs ? answer : null;
    },
    clear: (): void => {
      pending = {};
    },
  };
};

export const homeReads = createHomeReads(systemApi);
