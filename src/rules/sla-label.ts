import type { CaseSla, SlaState } from '../contracts/workflow/sla';

/** A working day is 9 hours (09:00–18:00): "1 d 2 h" means one working day and two working hours. */
const workingDay = 9 * 60;

/** Working minutes as the badge says them: "45 min", "2 h 10 min", "3 d 4 h". */
export function workingSpan(minutes: number): string {
  const m = Math.abs(Math.round(minutes));
  if (m < 60) return `${m} min`;
  if (m < workingDay) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
  const hours = Math.floor((m % workingDay) / 60);
  return hours ? `${Math.floor(m / workingDay)} d ${hours} h` : `${Math.floor(m / workingDay)} d`;
}

export const slaStateNames: Record<SlaState, string> = {
  overdue: 'Overdue',
  'due-today': 'Due today',
  'due-later': 'Due later',
  paused: 'Paused',
  met: 'Met',
};

/**
 * The badge text: state first, so it reads without its colour ("Overdue 2 h 10 min", "Due today, 45 min
 * left", "Paused, 3 h left"); the response target is named while it is the one that counts.
 */
export function slaLabel(sla: CaseSla | null): string {
  if (!sla) return '';
  const what = sla.target === 'response' ? ' (response)' : '';
  switch (sla.state) {
    case 'overdue':
      return `Overdue${what} ${workingSpan(sla.minutes_left)}`;
    case 'met':
      return sla.minutes_left < 0 ? `Met, ${workingSpan(sla.minutes_left)} late` : 'Met';
    default:
      return `${slaStateNames[sla.state]}${what}, ${workingSpan(sla.minutes_left)} left`;
  }
}
