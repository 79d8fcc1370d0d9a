import type { HomeWork } from '../../contracts/home';
import { Chart } from '../kit/charts/chart';
import type { ChartData } from '../kit/charts/chart-data';

type Sla = HomeWork['cases'];

const states: { key: keyof Sla; name: string }[] = [
  { key: 'due_later', name: 'On track' },
  { key: 'due_today', name: 'Due today' },
  { key: 'overdue', name: 'Overdue' },
  { key: 'paused', name: 'Paused' },
];

/** The figures of My cases and My leads, by SLA state. */
export const slaChartData = (work: Pick<HomeWork, 'cases' | 'leads'>): ChartData => ({
  categories: states.map((s) => s.name),
  series: [
    { name: 'Cases', values: states.map((s) => work.cases[s.key]), tone: 'primary' },
    { name: 'Leads', values: states.map((s) => work.leads[s.key]), tone: 'success' },
  ],
});

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** My open cases and leads by SLA state (issue 24): where my day stands at a glance. */
export const MySlaChart = ({ work }: { work: Pick<HomeWork, 'cases' | 'leads'> }) => {
  const open = (sla: Sla) => sla.overdue + sla.due_today + sla.due_later + sla.paused;
  return (
    <Chart
      title="My SLA states"
      kind="bars"
      categoryHeader="SLA state"
      data={slaChartData(work)}
      height={200}
      summary={`${count(open(work.cases), 'open case')} and ${count(open(work.leads), 'open lead')}: ${
        work.cases.overdue + work.leads.overdue
      } overdue, ${work.cases.due_today + work.leads.due_today} due today.`}
      emptyText="No open cases or leads of yours: nothing runs against an SLA."
    />
  );
};
