import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useAppActors } from '../../app/actors';
import type { ScreenProps } from '../../app/route-types';
import type { MeetingRecord } from '../../contracts/workflow/meetings';
import { formatDateTime } from '../../rules/kit-format';
import { matchesMeetingFilter, parseDayFilter, type DayFilter } from '../../rules/work-filters';
import { DeskListPage, type DeskListColumn } from './desk-list-page';
import styles from './desk.module.css';

const withWhom = (m: MeetingRecord): string =>
  [m.case_number, m.party_name].filter((x): x is string => Boolean(x)).join(', ') || '—';

const columns: DeskListColumn<MeetingRecord>[] = [
  { id: 'number', title: 'Number', fit: true },
  { id: 'title', title: 'Meeting', grow: true, width: 220 },
  { id: 'starts_at', title: 'Starts', fit: true, format: (v) => formatDateTime(v as string) },
  { id: 'status', title: 'Status', fit: true },
  { id: 'case_number', title: 'With', fit: { maxWidth: 240 }, format: (_, m) => withWhom(m) },
  // The meeting's name matters more than its owner on a laptop; the Columns menu shows the owner there.
  { id: 'owner_name', title: 'Owner', fit: true, showFrom: 1440 },
  { id: 'attendees', title: 'Attendees', fit: true, format: (_, m) => String(m.attendees.length) },
];

const shows = {
  all: { today: false, mine: false },
  today: { today: true, mine: false },
  mine: { today: true, mine: true },
} as const satisfies Record<string, DayFilter>;
type Show = keyof typeof shows;
const showOf = (f: DayFilter): Show => (f.mine ? 'mine' : f.today ? 'today' : 'all');

/** /case-management/meetings — meetings with cases and customers in the caller's tenants, latest first. */
export const MeetingsPage = (_: ScreenProps) => {
  const { auth } = useAppActors();
  const me = useSelector(auth, (s) => s.context.user?.user_id ?? null);
  // ?day=today&who=me (the home page's figure) opens on today's meetings I own or attend.
  const [show, setShow] = useState<Show>(showOf(parseDayFilter(useSearch())));
  const now = new Date();
  return (
    <DeskListPage
      kind="meetings"
      path="/case-management/meetings"
      title="Meetings"
      noun="meeting"
      editorPath="/case-management/meeting"
      columns={columns}
      filterColumns={['number', 'title', 'status', 'case_number', 'owner_name']}
      filter={show === 'all' ? undefined : (m) => matchesMeetingFilter(m, shows[show], me, now)}
      filterBar={
        <div className={styles.controls}>
          <label htmlFor="meetings-show">Show</label>
          <select
            id="meetings-show"
            className={styles.select}
            value={show}
            onChange={(e) => setShow(e.target.value as Show)}
          >
            <option value="all">All meetings</option>
            <option value="today">Today’s meetings</option>
            <option value="mine">My meetings today (I own or attend)</option>
          </select>
        </div>
      }
    />
  );
};
