import { useSelector } from '@xstate/react';
import type { QueueSample } from '../../contracts/telephony/calls';
import { Chart } from '../kit/charts/chart';
import type { ChartData } from '../kit/charts/chart-data';
import { useSoftphone } from './use-softphone';

const timeOf = (at: string) =>
  new Date(at).toLocaleTimeString('en-ZA', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export const queueChartData = (history: readonly QueueSample[]): ChartData => ({
  categories: history.map((s) => timeOf(s.at)),
  series: [
    { name: 'Callers waiting', values: history.map((s) => s.waiting), tone: 'warning' },
    { name: 'Agents ready', values: history.map((s) => s.ready), tone: 'primary' },
  ],
});

/** The agent's queues over the last minutes, a point per statistics read (the machine keeps the window). */
export const QueueLiveChart = () => {
  const history = useSelector(useSoftphone(), (s) => s.context.queue_history);
  const last = history.at(-1);
  return (
    <Chart
      title="My queues, last 10 minutes"
      kind="lines"
      categoryHeader="Time"
      data={queueChartData(history)}
      height={160}
      summary={
        last
          ? `At ${timeOf(last.at)}: ${last.waiting} waiting, ${last.ready} agents ready.`
          : 'No reading yet.'
      }
      emptyText="No callers waiting and no agent ready in the last 10 minutes."
    />
  );
};
