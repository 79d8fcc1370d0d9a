import type { HomeFigures, TeamWorkgroup } from '../../contracts/home';
import type { DeskFilter } from '../../rules/desk-url-filter';
import { NextStep } from './next-step';
import { deskLink } from './links';
import { TeamTrendChart } from './team-trend-chart';
import { AgentLoadChart } from './agent-load-chart';
import { DetailTable } from '../kit/detail-table/detail-table';
import styles from './home.module.css';

type Team = NonNullable<HomeFigures['team']>;

/**
 * A figure in a table cell: the cell's header says what it counts, the link's name says it in full. Every figure
 * is a link (issue 18), which a canvas grid cannot hold: these summaries are the kit DetailTable, not a list.
 */
const Cell = ({ value, name, href }: { value: number; name: string; href: string }) => (
  <td className={styles.num}>
    <a href={href} aria-label={name} className={value > 0 ? undefined : styles.zeroLink}>
      {value.toLocaleString()}
    </a>
  </td>
);

const columns: {
  key: keyof Pick<TeamWorkgroup, 'open' | 'unassigned' | 'overdue' | 'breached_today'>;
  title: string;
  filter: Partial<DeskFilter>;
}[] = [
  { key: 'open', title: 'Open', filter: {} },
  { key: 'unassigned', title: 'Unassigned', filter: { owner: 'unassigned' } },
  { key: 'overdue', title: 'Overdue', filter: { sla: 'overdue' } },
  { key: 'breached_today', title: 'Breached today', filter: { sla: 'breached-today' } },
];

const Workgroups = ({ rows }: { rows: TeamWorkgroup[] }) => (
  <DetailTable className={styles.table}>
    <caption className={styles.caption}>Workgroups I supervise</caption>
    <thead>
      <tr>
        <th scope="col">Workgroup</th>
        {columns.map((c) => (
          <th key={c.key} scope="col" className={styles.num}>
            {c.title}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((g) => (
        <tr key={g.wrkgrp_id}>
          <th scope="row">
            {g.wrkgrp_name}{' '}
            <span className={styles.muted}>({g.record_type === 'case' ? 'cases' : 'leads'})</span>
          </th>
          {columns.map((c) => (
            <Cell
              key={c.key}
              value={g[c.key]}
              name={`${g[c.key]} ${c.title.toLowerCase()} in ${g.wrkgrp_name}`}
              href={deskLink(g.record_type, { list: 'wg', wrkgrp: g.wrkgrp_id, ...c.filter })}
            />
          ))}
        </tr>
      ))}
    </tbody>
  </DetailTable>
);

const Agents = ({ rows }: { rows: Team['agents'] }) => (
  <DetailTable className={styles.table}>
    <caption className={styles.caption}>People in my workgroups</caption>
    <thead>
      <tr>
        <th scope="col">Agent</th>
        <th scope="col" className={styles.num}>
          Open cases
        </th>
        <th scope="col" className={styles.num}>
          Open leads
        </th>
        <th scope="col">Phone</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((a) => (
        <tr key={a.user_id}>
          <th scope="row">{a.user_name}</th>
          <Cell
            value={a.open_cases}
            name={`${a.open_cases} open cases of ${a.user_name}`}
            href={deskLink('case', { list: 'wg_all', owner: a.user_id })}
          />
          <Cell
            value={a.open_leads}
            name={`${a.open_leads} open leads of ${a.user_name}`}
            href={deskLink('lead', { list: 'wg_all', owner: a.user_id })}
          />
          <td>{a.phone ?? <span className={styles.muted}>No phone extension</span>}</td>
        </tr>
      ))}
    </tbody>
  </DetailTable>
);

/** My team (issue 18): per workgroup I supervise what needs a hand, and each person's load and phone. */
export const MyTeam = ({ team, at }: { team: Team; at: string }) => (
  <section className={styles.section} aria-labelledby="my-team-title">
    <h2 id="my-team-title" className={styles.sectionTitle}>
      My team
    </h2>
    {team.workgroups.length === 0 ? (
      <NextStep
        text="You supervise no workgroup in this tenant"
        action="choose another tenant or ask an administrator to make you a supervisor"
        href="#/workgroups/manage-workgroup-users"
      />
    ) : (
      <>
        <div className={styles.charts}>
          <TeamTrendChart at={at} />
          {team.agents.length > 0 && <AgentLoadChart agents={team.agents} />}
        </div>
        <div className={styles.tables}>
          <div className={styles.tableWrap}>
            <Workgroups rows={team.workgroups} />
          </div>
          {team.agents.length > 0 && (
            <div className={styles.tableWrap}>
              <Agents rows={team.agents} />
            </div>
          )}
        </div>
      </>
    )}
  </section>
);
