import type { RecordType } from '../../contracts/workflow/cases';
import { deskFilterQuery, type DeskFilter } from '../../rules/desk-url-filter';

/** Where each home figure leads: the list filtered to exactly the records it counts. */
const deskPath: Record<RecordType, string> = {
  case: '#/case-management/case-management',
  lead: '#/case-management/leads',
};

export const deskLink = (type: RecordType, filter: Partial<DeskFilter>): string =>
  `${deskPath[type]}${deskFilterQuery(filter)}`;

export const homeLinks = {
  tasks: (due: 'overdue' | 'today') => `#/task/task-tracker?scope=mine&due=${due}`,
  allTasks: '#/task/task-tracker?scope=mine',
  meetingsToday: '#/case-management/meetings?day=today&who=me',
  meetings: '#/case-management/meetings',
  unread: '#/notifications/notification-list',
  callsToday: '#/telephony/calls?day=today',
} as const;
