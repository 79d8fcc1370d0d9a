import { paths } from '../contracts/paths';
import type { HomeFigures } from '../contracts/home';
import type { TeamTrend } from '../contracts/home-trend';
import type { DashboardSummary, VersionAnswer } from '../contracts/system';
import { get, post } from './http';

export const systemApi = {
  /** The build the service serves; quiet, because a missed check is retried 30 s later. */
  version: () => get<VersionAnswer>(paths.version, { quiet: 'failures' }),
  dashboardSummary: () => post<DashboardSummary>(paths.dashboardSummary, {}),
  home: (options: { signal?: AbortSignal } = {}) => post<HomeFigures>(paths.dashboardHome, {}, options),
  teamTrend: (options: { signal?: AbortSignal } = {}) =>
    post<TeamTrend>(paths.dashboardTeamTrend, {}, options),
};
