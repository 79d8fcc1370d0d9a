import type { ReactNode } from 'react';
import type { HomeWork } from '../../contracts/home';
import type { RecordType } from '../../contracts/workflow/cases';
import { Figure } from './figure';
import { NextStep } from './next-step';
import { deskLink, homeLinks } from './links';
import { MyPhone } from './my-phone';
import { MySlaChart } from './my-sla-chart';
import styles from './home.module.css';

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={styles.card} aria-label={title}>
    <h3 className={styles.cardTitle}>{title}</h3>
    {children}
  </section>
);

const Records = ({ type, sla }: { type: RecordType; sla: HomeWork['cases'] }) => {
  const noun = type === 'case' ? 'cases' : 'leads';
  const link = (state: 'overdue' | 'due-today' | 'due-later') =>
    deskLink(type, { list: 'my_all', sla: state });
  return (
    <Card title={`My ${noun}`}>
      <ul className={styles.figures}>
        <Figure value={sla.overdue} label={`Overdue ${noun}`} href={link('overdue')} tone="alert" />
        <Figure
          value={sla.due_today}
          label={`${type === 'case' ? 'Cases' : 'Leads'} due today`}
          href={link('due-today')}
          tone="warn"
        />
        <Figure
          value={sla.due_later}
          label={`${type === 'case' ? 'Cases' : 'Leads'} due later`}
          href={link('due-later')}
        />
      </ul>
      {sla.overdue + sla.due_today === 0 && (
        <NextStep
          text={`No ${noun} overdue or due today`}
          action={`open the ${type === 'case' ? 'desk' : 'leads'} to pick up new work`}
          href={deskLink(type, { list: 'wg' })}
        />
      )}
    </Card>
  );
};

/** My work (issue 18): what is mine to do, each figure a link to exactly those records. */
export const MyWork = ({ work }: { work: HomeWork }) => (
  <section className={styles.section} aria-labelledby="my-work-title">
    <h2 id="my-work-title" className={styles.sectionTitle}>
      My work
    </h2>
    <div className={styles.grid}>
      <Records type="case" sla={work.cases} />
      <Records type="lead" sla={work.leads} />
      <Card title="My tasks">
        <ul className={styles.figures}>
          <Figure
            value={work.tasks.overdue}
            label="Overdue tasks"
            href={homeLinks.tasks('overdue')}
            tone="alert"
          />
          <Figure
            value={work.tasks.due_today}
            label="Tasks due today"
            href={homeLinks.tasks('today')}
            tone="warn"
          />
        </ul>
        {work.tasks.overdue + work.tasks.due_today === 0 && (
          <NextStep
            text="No tasks overdue or due today"
            action="see all your tasks"
            href={homeLinks.allTasks}
          />
        )}
      </Card>
      <Card title="Today">
        <ul className={styles.figures}>
          <Figure value={work.meetings_today} label="Meetings today" href={homeLinks.meetingsToday} />
          <Figure
            value={work.unread_notifications}
            label="Unread notifications"
            href={homeLinks.unread}
            tone="warn"
          />
        </ul>
        {work.meetings_today === 0 && (
          <NextStep
            text="No meetings today"
            action="plan one from the meetings list"
            href={homeLinks.meetings}
          />
        )}
      </Card>
      <Card title="My phone">
        <MyPhone callsToday={work.calls_today} />
      </Card>
    </div>
    <div className={styles.charts}>
      <MySlaChart work={work} />
    </div>
  </section>
);
