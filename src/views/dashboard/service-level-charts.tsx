import type { ServiceLevelHour } from '../../contracts/telephony/service-level';
import { Chart } from '../kit/charts/chart';
import type { ChartData } from '../kit/charts/chart-data';
import { DelayedLoading } from '../kit/charts/delayed-loading';
import { useQuery } from '../kit/use-query';
import styles from './home.module.css';

/** The working day's hours, and any other hour a call came in (an evening queue still shows). */
const shownHours = (hours: readonly ServiceLevelHour[]) =>
  hours.filter((h) => (h.hour >= 8 && h.hour < 18) || h.offered > 0);

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const callsChartData = (hours: readonly ServiceLevelHour[]): ChartData => {
  const shown = shownHours(hours);
  return {
    categories: shown.map((h) => hourLabel(h.hour)),
    series: [
      { name: 'Offered', values: shown.map((h) => h.offered), tone: 'primary' },
      { name: 'Answered', values: shown.map((h) => h.answered), tone: 'success' },
      { name: 'Abandoned', values: shown.map((h) => h.abandoned), tone: 'danger' },
    ],
  };
};

/** An hour with no caller has no service level: drawn at 0 would read as a failure, so it is left out. */
export const levelChartData = (hours: readonly ServiceLevelHour[]): ChartData => {
  const counted = hours.filter((h) => h.service_level !== null);
  return {
    categories: counted.map((h) => hourLabel(h.hour)),
    series: [{ name: 'Service level %', values: counted.map((h) => h.service_level ?? 0), tone: 'success' }],
  };
};

/** Today's queues hour by hour on the supervisor's home (issue 39), read again with the home figures. */
export const ServiceLevelCharts = ({ at }: { at: string }) => {
  const { data, error } = useQuery('home.serviceLevel', at);
  if (error && !data)
    return <p className={styles.next}>Today’s service level could not be loaded: {error}</p>;
  if (!data) return <DelayedLoading label="Loading today’s service level…" height={260} />;
  const offered = data.hours.reduce((n, h) => n + h.offered, 0);
  const within = data.hours.reduce((n, h) => n + h.answered_within_target, 0);
  return (
    <div className={styles.charts}>
      <Chart
        title="Service level today, by hour"
        kind="lines"
        categoryHeader="Hour"
        data={levelChartData(data.hours)}
        format={(n) => `${n} %`}
        height={240}
        summary={`Today ${within} of ${offered} callers were answered within their queue’s target.`}
        emptyText="No caller has finished queueing today, so there is no service level yet."
      />
      <Chart
        title="Calls per hour today"
        kind="bars"
        categoryHeader="Hour"
        data={callsChartData(data.hours)}
        height={240}
        summary={`${offered} callers offered to your queues today.`}
        emptyText="No caller has finished queueing today."
      />
    </div>
  );
};
