import type { z } from 'zod';
import {
  debugAccess,
  teamList,
  type DebugAccess,
  type StateReportRequest,
  type TeamRow,
} from '../contracts/debug';
import { paths } from '../contracts/paths';
import { post } from './http';
import type { HttpResult } from './http-result';

// Answers are parsed with the shared contract, so a malformed answer is a failure, not a broken panel.
const parsed = <T>(result: HttpResult<unknown>, schema: z.ZodType<T>): HttpResult<T> => {
  if (result.kind !== 'ok') return result;
  const data = schema.safeParse(result.data);
  return data.success
    ? { ...result, data: data.data }
    : { kind: 'network', message: 'The answer did not match the contract' };
};

export const debugApi = {
  access: async (): Promise<HttpResult<DebugAccess>> =>
    parsed(await post(paths.debugAccess, undefined, { quiet: true }), debugAccess),
  // A console's own presence report: a failure is retried at the next tick, never shown.
  report: (body: StateReportRequest) => post<null>(paths.debugReport, body, { quiet: 'failures' }),
  team: async (): Promise<HttpResult<TeamRow[]>> =>
    parsed(await post(paths.debugTeam, undefined, { quiet: true }), teamList),
};
