import type { TeamTrendDay } from '../../contracts/home-trend';
import { Chart } from '../kit/charts/chart';
import type { ChartData } from '../kit/charts/chart-data';
import { DelayedLoading } from '../kit/charts/delayed-loading';
import { useQuery } from '../kit/use-query';
import styles from './home.module.css';

/** "27 Nov" for a yyyy-mm-dd day (the service's local day, so read as UTC to keep it). */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export const trendChartData = (days: readonly TeamTrendDay[]): ChartData => ({
  categories: days.map((d) => dayLabel(d.day)),
  series: [
    { name: 'Opened', values: days.map((d) => d.opened), tone: 'primary' },
    { name: 'Closed', values: days.map((d) => d.closed), tone: 'success' },
    { name: 'Breached', values: days.map((d) => d.breached), tone: 'danger' },
  ],
});

const total = (days: readonly TeamTrendDay[], key: 'opened' | 'closed' | 'breached') =>
  days.reduce((n, d) => n + d[key], 0);

/** The supervised workgroups' last 14 days (issue 24), read again whenever the home figures are. */
export const TeamTrendChart = ({ at }: { at: string }) => {
  const { data, error } = useQuery('home.teamTrend', at);
  if (error && !data) return <p className={styles.next}>The 14-day trend could not be loaded: {error}</p>;
  if (!data) return <DelayedLoading label="Loading the 14-day trend…" height={260} />;
  return (
    <Chart
      title="Cases in my workgroups, last 14 days"
      kind="lines"
      categoryHeader="Day"
      data={trendChartData(data.days)}
      height={240}
      summary={`Over the last 14 days ${total(data.days, 'opened')} cases were opened, ${total(
        data.days,
        'closed',
      )} closed and ${total(data.days, 'breached')} breached their SLA.`}
      emptyText="No case of your workgroups was opened, closed or breached in the last 14 days."
    />
  );
};
