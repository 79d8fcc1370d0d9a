import { describe, expect, it } from 'vitest';
import { permissionKeys, type PermissionKey } from '../../../src/contracts/permission-keys';
import type { CaseSla } from '../../../src/contracts/workflow/sla';
import {
  deskFilterQuery,
  matchesDeskFilter,
  parseDeskFilter,
  type DeskFilter,
} from '../../../src/rules/desk-url-filter';
import { homeSectionsFor } from '../../../src/rules/home-persona';
import { localDay } from '../../../src/rules/local-day';
import {
  matchesMeetingFilter,
  parseDayFilter,
  parseTaskFilter,
  taskDue,
} from '../../../src/rules/work-filters';

const all: DeskFilter = { list: 'my', sla: '', owner: '', status: '', cls: null, wrkgrp: null };

describe('parseDeskFilter: the desk filter a home link carries', () => {
  it.each<[string, DeskFilter]>([
    ['', all],
    ['?list=my&sla=overdue', { ...all, sla: 'overdue' }],
    ['list=my_all&sla=due-today', { ...all, list: 'my_all', sla: 'due-today' }],
    ['?list=wg&wrkgrp=12&owner=unassigned', { ...all, list: 'wg', wrkgrp: 12, owner: 'unassigned' }],
    ['?list=wg_all&owner=7', { ...all, list: 'wg_all', owner: 7 }],
    ['?list=wg&wrkgrp=3&sla=breached-today', { ...all, list: 'wg', wrkgrp: 3, sla: 'breached-today' }],
    // Anything unknown falls back rather than showing a list nobody asked for.
    ['?list=everything&sla=late&owner=nobody&wrkgrp=-4', all],
    ['?wrkgrp=0&owner=0', all],
    ['?wrkgrp=99999999999&owner=1.5', all],
    ['?wrkgrp=12abc', all],
    ['?list=wg&status=Pending%20Customer', { ...all, list: 'wg', status: 'Pending Customer' }],
    ['?status=Archived', all],
    ['?list=wg_all&cls=31', { ...all, list: 'wg_all', cls: 31 }],
    ['?cls=-2', all],
  ])('%s', (query, expected) => expect(parseDeskFilter(query)).toEqual(expected));

  it('round-trips through deskFilterQuery', () => {
    const filters: DeskFilter[] = [
      { list: 'wg', sla: 'overdue', owner: 'unassigned', status: '', cls: 31, wrkgrp: 5 },
      { list: 'my_all', sla: 'paused', owner: '', status: 'In Progress', cls: null, wrkgrp: null },
      { list: 'wg_all', sla: '', owner: 42, status: 'Resolved', cls: null, wrkgrp: null },
    ];
    for (const f of filters) expect(parseDeskFilter(deskFilterQuery(f))).toEqual(f);
  });
});

const sla = (over: Partial<CaseSla>): CaseSla => ({
  state: 'overdue',
  target: 'resolution',
  response_due: '2026-11-20T08:00:00.000Z',
  resolution_due: '2026-11-26T08:00:00.000Z',
  response_met: true,
  minutes_left: -60,
  at: '2026-11-26T12:00:00.000Z',
  ...over,
});

describe('matchesDeskFilter', () => {
  it.each<[string, Parameters<typeof matchesDeskFilter>[0], Partial<DeskFilter>, boolean]>([
    ['no filter takes anything', { owner_user_id: null, sla: null }, {}, true],
    ['a status takes its own', { owner_user_id: 1, status: 'Resolved' }, { status: 'Resolved' }, true],
    ['a status refuses another', { owner_user_id: 1, status: 'Open' }, { status: 'Resolved' }, false],
    [
      'a classification takes a record under it',
      { owner_user_id: 1, classification_l2: 31 },
      { cls: 31 },
      true,
    ],
    ['a classification refuses another', { owner_user_id: 1, classification_l2: 32 }, { cls: 31 }, false],
    ['overdue takes overdue', { owner_user_id: 1, sla: sla({}) }, { sla: 'overdue' }, true],
    [
      'overdue refuses due later',
      { owner_user_id: 1, sla: sla({ state: 'due-later' }) },
      { sla: 'overdue' },
      false,
    ],
    ['a state needs an SLA', { owner_user_id: 1, sla: null }, { sla: 'met' }, false],
    ['unassigned takes no owner', { owner_user_id: null, sla: null }, { owner: 'unassigned' }, true],
    ['unassigned refuses an owner', { owner_user_id: 3, sla: null }, { owner: 'unassigned' }, false],
    ['an owner id takes theirs', { owner_user_id: 3, sla: null }, { owner: 3 }, true],
    ['an owner id refuses others', { owner_user_id: 4, sla: null }, { owner: 3 }, false],
    [
      'breached today: due earlier today',
      { owner_user_id: 1, sla: sla({}) },
      { sla: 'breached-today' },
      true,
    ],
    [
      'breached today: not when it was due yesterday',
      { owner_user_id: 1, sla: sla({ resolution_due: '2026-11-25T15:00:00.000Z' }) },
      { sla: 'breached-today' },
      false,
    ],
    [
      'breached today: the response target while it counts',
      { owner_user_id: 1, sla: sla({ target: 'response', response_due: '2026-11-26T07:30:00.000Z' }) },
      { sla: 'breached-today' },
      true,
    ],
    [
      // 23:30 UTC on the 25th is already the 26th in the tenant's time zone (UTC+2).
      'breached today: in the tenant’s day, not UTC’s',
      { owner_user_id: 1, sla: sla({ resolution_due: '2026-11-25T23:30:00.000Z' }) },
      { sla: 'breached-today' },
      true,
    ],
    [
      'breached today: not while still due',
      { owner_user_id: 1, sla: sla({ state: 'due-today' }) },
      { sla: 'breached-today' },
      false,
    ],
  ])('%s', (_, record, filter, expected) =>
    expect(matchesDeskFilter(record, { ...all, ...filter })).toBe(expected),
  );
});

describe('tasks, meetings and calls', () => {
  const now = new Date('2026-11-26T10:00:00.000Z'); // 12:00 in the tenant's zone
  it.each<[string, string | null, string, 'overdue' | 'today' | null]>([
    ['no due date', null, 'Open', null],
    ['due an hour ago', '2026-11-26T09:00:00.000Z', 'Open', 'overdue'],
    ['due last week', '2026-11-19T09:00:00.000Z', 'In Progress', 'overdue'],
    ['due tonight', '2026-11-26T20:00:00.000Z', 'Open', 'today'],
    ['due at 01:00 local tomorrow (23:00 UTC today)', '2026-11-26T23:00:00.000Z', 'Open', null],
    ['completed late', '2026-11-20T09:00:00.000Z', 'Completed', null],
    ['cancelled', '2026-11-26T09:00:00.000Z', 'Cancelled', null],
  ])('taskDue: %s', (_, due, status, expected) =>
    expect(taskDue({ due_at: due, status }, now)).toBe(expected),
  );

  it.each([
    ['', { scope: 'all', due: '' }],
    ['?scope=mine&due=overdue', { scope: 'mine', due: 'overdue' }],
    ['?scope=mine&due=today', { scope: 'mine', due: 'today' }],
    ['?scope=theirs&due=soon', { scope: 'all', due: '' }],
  ])('parseTaskFilter %s', (query, expected) => expect(parseTaskFilter(query)).toEqual(expected));

  it('meetings of today that I own or attend, never cancelled ones', () => {
    const m = { starts_at: '2026-11-26T13:00:00.000Z', status: 'Scheduled', owner_user_id: 5, attendees: [] };
    const f = parseDayFilter('?day=today&who=me');
    expect(f).toEqual({ today: true, mine: true });
    expect(matchesMeetingFilter(m, f, 5, now)).toBe(true);
    expect(matchesMeetingFilter(m, f, 6, now)).toBe(false);
    expect(matchesMeetingFilter({ ...m, attendees: [{ user_id: 6 }] }, f, 6, now)).toBe(true);
    expect(matchesMeetingFilter({ ...m, status: 'Cancelled' }, f, 5, now)).toBe(false);
    expect(matchesMeetingFilter({ ...m, starts_at: '2026-11-27T08:00:00.000Z' }, f, 5, now)).toBe(false);
    expect(
      matchesMeetingFilter({ ...m, starts_at: '2026-11-27T08:00:00.000Z' }, parseDayFilter(''), 5, now),
    ).toBe(true);
  });

  it('localDay reads the tenant’s calendar day', () => {
    expect(localDay(new Date('2026-11-25T21:59:00.000Z'))).toBe('2026-11-25');
    expect(localDay(new Date('2026-11-25T22:00:00.000Z'))).toBe('2026-11-26');
  });
});

describe('homeSectionsFor: the persona from the profile’s keys', () => {
  const profile =
    (...keys: PermissionKey[]) =>
    (key: PermissionKey) =>
      keys.includes(key);
  it.each<[string, PermissionKey[], string[]]>([
    ['agent', [permissionKeys.workflowCreate, permissionKeys.taskView], ['work']],
    ['supervisor', [permissionKeys.workflowCreate, permissionKeys.supervisorTeamView], ['work', 'team']],
    [
      'administrator',
      [permissionKeys.taskView, permissionKeys.supervisorTeamView, permissionKeys.tenantConfigEdit],
      ['work', 'team', 'system'],
    ],
    ['system only', [permissionKeys.tenantConfigEdit], ['system']],
    ['nothing', [], []],
  ])('%s', (_, keys, expected) => expect(homeSectionsFor(profile(...keys))).toEqual(expected));
});
