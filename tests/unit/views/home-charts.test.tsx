import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeWork } from '../../../src/contracts/home';
import { MySlaChart } from '../../../src/views/dashboard/my-sla-chart';
import { trendChartData } from '../../../src/views/dashboard/team-trend-chart';
import { AgentLoadChart } from '../../../src/views/dashboard/agent-load-chart';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

const sla = (overdue: number, due_today: number, due_later: number, paused: number) => ({
  overdue,
  due_today,
  due_later,
  paused,
});

describe('the home charts', () => {
  it("the agent's SLA chart lists their cases and leads by state, as the figures above it count them", () => {
    const work: Pick<HomeWork, 'cases' | 'leads'> = { cases: sla(3, 2, 7, 1), leads: sla(0, 1, 4, 0) };
    render(<MySlaChart work={work} />);
    const figure = screen.getByRole('figure', { name: 'My SLA states' });
    expect(within(figure).getByText('13 open cases and 5 open leads: 3 overdue, 3 due today.')).toBeVisible();
    expect(rowsOf(within(figure).getByRole('table'))).toEqual([
      ['SLA state', 'Cases', 'Leads'],
      ['On track', '7', '4'],
      ['Due today', '2', '1'],
      ['Overdue', '3', '0'],
      ['Paused', '1', '0'],
    ]);
  });

  it('an agent with no open work sees a sentence, not an empty axis', () => {
    render(<MySlaChart work={{ cases: sla(0, 0, 0, 0), leads: sla(0, 0, 0, 0) }} />);
    const figure = screen.getByRole('figure', { name: 'My SLA states' });
    expect(within(figure).getByText(/No open cases or leads of yours/)).toBeVisible();
    expect(within(figure).queryByRole('table')).toBeNull();
  });

  it('the load chart lists each agent with their open cases and leads', () => {
    const agent = (user_id: number, user_name: string, open_cases: number, open_leads: number) => ({
      user_id,
      user_name,
      open_cases,
      open_leads,
      phone: null,
    });
    render(<AgentLoadChart agents={[agent(1, 'Lerato Khumalo', 4, 1), agent(2, 'Sipho Dlamini', 9, 0)]} />);
    const figure = screen.getByRole('figure', { name: 'Load per agent' });
    expect(within(figure).getByText(/Sipho Dlamini has the most open cases \(9\)/)).toBeVisible();
    expect(rowsOf(within(figure).getByRole('table'))).toEqual([
      ['Agent', 'Open cases', 'Open leads'],
      ['Lerato Khumalo', '4', '1'],
      ['Sipho Dlamini', '9', '0'],
    ]);
  });

  it('the trend keeps every day of the answer, a quiet day as zeros, labelled by its date', () => {
    const data = trendChartData([
      { day: '2026-11-26', opened: 3, closed: 1, breached: 0 },
      { day: '2026-11-27', opened: 0, closed: 0, breached: 0 },
    ]);
    expect(data.categories).toEqual(['26 Nov', '27 Nov']);
    expect(data.series.map((s) => [s.name, ...s.values])).toEqual([
      ['Opened', 3, 0],
      ['Closed', 1, 0],
      ['Breached', 0, 0],
    ]);
  });
});
