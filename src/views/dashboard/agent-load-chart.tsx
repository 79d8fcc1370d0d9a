import type { HomeFigures } from '../../contracts/home';
import { Chart } from '../kit/charts/chart';
import type { ChartData } from '../kit/charts/chart-data';

type Agents = NonNullable<HomeFigures['team']>['agents'];

export const loadChartData = (agents: Agents): ChartData => ({
  categories: agents.map((a) => a.user_name),
  series: [
    { name: 'Open cases', values: agents.map((a) => a.open_cases), tone: 'primary' },
    { name: 'Open leads', values: agents.map((a) => a.open_leads), tone: 'success' },
  ],
});

/** Open records per person in my workgroups: who is carrying the most. */
export const AgentLoadChart = ({ agents }: { agents: Agents }) => {
  const busiest = [...agents].sort((a, b) => b.open_cases - a.open_cases)[0];
  return (
    <Chart
      title="Load per agent"
      kind="bars"
      categoryHeader="Agent"
      data={loadChartData(agents)}
      height={Math.max(140, agents.length * 44 + 30)}
      summary={
        busiest
          ? `${agents.length} people; ${busiest.user_name} has the most open cases (${busiest.open_cases}).`
          : ''
      }
      emptyText="Nobody in your workgroups has an open case or lead."
    />
  );
};
