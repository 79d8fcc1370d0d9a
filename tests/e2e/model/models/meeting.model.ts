import { expect, type Page } from '@playwright/test';
import type { MeetingRecord, MeetingStatus } from '../../../../src/contracts/workflow/meetings';
import { meetingMachine, type MeetingMove } from '../../../../src/machines/meeting.machine';
import { defineModel, type Ui } from '../ui-model';
import { agentCalls, firstAnswer, ownCase, type Call } from './desk-seed';

type Data = { id: number; number: string };

const badge = (page: Page) => page.getByLabel('Meeting status');
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });
const fields = { title: 'Title *', party_name: 'Customer', starts_at: 'Starts *' } as const;
const leadsTo: Record<MeetingMove, MeetingStatus> = { start: 'Started', end: 'Ended', cancel: 'Cancelled' };
const movesTo: Record<MeetingStatus, MeetingMove[]> = {
  Scheduled: [],
  Started: ['start'],
  Ended: ['start', 'end'],
  Cancelled: ['cancel'],
};

/** Lerato Khumalo's user id: the registry's meeting has her as its staff attendee. */
async function leratoId(call: Call): Promise<number> {
  const groups = await call<{ wrkgrp_id: number }[]>('/workflow/user/workgroups', { wrkgrp_type: 'Case' });
  for (const group of groups) {
    const members = await call<{ user_id: number; user_name: string }[]>('/workflow/workgroup/members', {
      wrkgrp_id: group.wrkgrp_id,
    });
    const lerato = members.find((m) => m.user_name === 'Lerato Khumalo');
    if (lerato) return lerato.user_id;
  }
  throw new Error('Lerato Khumalo is in none of the agent’s case workgroups');
}

const shows =
  (status: MeetingStatus) =>
  async ({ page }: Ui<Data>) => {
    // Its own number: a follow-up, once saved, is another meeting than the one the path opened.
    await expect(page.getByRole('heading', { name: /^MTG-\d{6}: / })).toBeVisible();
    await expect(badge(page)).toHaveText(status);
  };

const readOnly = (status: MeetingStatus) => async (ui: Ui<Data>) => {
  await shows(status)(ui);
  await expect(ui.page.getByText(/this meeting is read-only/)).toBeVisible();
  await expect(ui.page.getByLabel('Title *')).toBeDisabled();
  await expect(button(ui.page, 'Schedule a follow-up')).toBeVisible();
};

/**
 * The meeting editor (/case-management/meeting/:id) on a meeting of the path's own case, in the status the path's
 * first answer has it: the registry's meeting (Lerato Khumalo, staff, and Sibusiso Mabena (HR)) made through the
 * service and moved there.
 */
export const meetingModel = defineModel(meetingMachine)<Data>({
  id: 'meeting',
  account: 'agent',
  seed: async ({ request, baseURL, events }) => {
    const status = firstAnswer<MeetingRecord>(events, 'loadMeeting')?.status ?? 'Scheduled';
    const made = await ownCase(request, baseURL, 'meeting');
    const call = await agentCalls(request, baseURL);
    const lists = await call<{ viewer: { owner_user_id: number } }>('/workflow/lists', {});
    const saved = await call<MeetingRecord>('/workflow/meeting/save', {
      case_id: made.id,
      title: 'Benefit review with Mabena Logistics',
      party_name: 'Mabena Logistics (Pty) Ltd',
      owner_user_id: lists.viewer.owner_user_id,
      starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      attendees: [
        { name: 'Lerato Khumalo', user_id: await leratoId(call) },
        { name: 'Sibusiso Mabena (HR)', user_id: null },
      ],
    });
    for (const to of movesTo[status]) await call('/workflow/meeting/transition', { id: saved.id, to });
    return { id: saved.id, number: saved.number };
  },
  open: async ({ page, baseURL, data }) => {
    await page.goto(`${baseURL}/#/case-management/meeting/${data.id}`);
  },
  services: {
    loadMeeting: { url: '**/api/workflow/meeting/get' },
    saveMeeting: { url: '**/api/workflow/meeting/save' },
    moveMeeting: { url: '**/api/workflow/meeting/transition' },
  },
  // The traversal pairs any answer with any request; the service answers a move with the status it leads to and
  // a save with the status the meeting had.
  impossible: (event, context) => {
    const output = (event as { output?: MeetingRecord }).output;
    if (!output) return null;
    if (event.type === 'xstate.done.actor.moveMeeting' && context.move) {
      const to = leadsTo[context.move];
      return output.status === to ? null : `the service answers a ${context.move} with a meeting ${to}`;
    }
    if (event.type === 'xstate.done.actor.saveMeeting') {
      const is = context.saved?.status ?? 'Scheduled';
      return output.status === is ? null : `the service answers a save with the meeting still ${is}`;
    }
    return null;
  },
  states: {
    boot: { unreachable: 'transient: it leaves at once for loading or a new meeting' },
    routing: { unreachable: 'transient: it leaves at once for the state of the meeting status' },
    loading: async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: 'Loading the meeting' })).toBeVisible();
      await expect(page.getByLabel('Title *')).toHaveCount(0);
    },
    failed: async ({ page }) => {
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(button(page, 'Try again')).toBeVisible();
      await expect(page.getByLabel('Title *')).toHaveCount(0);
    },
    open: async ({ page }) => {
      await expect(page.getByLabel('Title *')).toBeEditable();
      await expect(page.getByRole('form', { name: 'Invite someone' })).toBeVisible();
    },
    'open.new': async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'New meeting' })).toBeVisible();
      await expect(button(page, 'Schedule meeting')).toBeEnabled();
      await expect(badge(page)).toHaveCount(0);
    },
    'open.scheduled': async (ui) => {
      await shows('Scheduled')(ui);
      await expect(button(ui.page, 'Start meeting')).toBeEnabled();
      await expect(ui.page.getByLabel('Owner *')).toBeEnabled();
    },
    'open.started': async (ui) => {
      await shows('Started')(ui);
      await expect(ui.page.getByText(/The meeting has started/)).toBeVisible();
      await expect(button(ui.page, 'End meeting')).toBeEnabled();
      await expect(ui.page.getByLabel('Owner *')).toBeDisabled();
    },
    saving: async ({ page }) => {
      await expect(button(page, 'Saving…')).toBeDisabled();
    },
    moving: async ({ page }) => {
      await expect(button(page, /^(Starting|Ending|Cancelling)…$/)).toBeDisabled();
    },
    ended: readOnly('Ended'),
    cancelled: readOnly('Cancelled'),
  },
  events: {
    'meeting.edit': async ({ page }, event) => {
      await page.getByLabel(fields[event.field], { exact: true }).fill(event.value);
    },
    'meeting.owner': async (ui, event, context) => {
      if (context.saved?.status === 'Started')
        throw ui.beyondReach(
          'the owner cannot be chosen once the meeting has started (the control is disabled)',
        );
      const owner = ui.page.getByLabel('Owner *');
      // The registry names the meeting's own owner; the page knows them by their id in this database.
      if (event.userId !== context.draft.owner_user_id)
        throw ui.beyondReach(`user ${event.userId} is a sample id, not a person on this page`);
      await owner.selectOption(await owner.inputValue());
    },
    'meeting.addAttendee': async ({ page }, event) => {
      const invite = page.getByRole('form', { name: 'Invite someone' });
      if (event.userId != null) await invite.getByLabel('Staff member').selectOption({ label: event.name });
      else await invite.getByLabel('Name', { exact: true }).fill(event.name);
      await invite.getByRole('button', { name: 'Invite' }).click();
    },
    'meeting.removeAttendee': async (ui, event, context) => {
      const attendee = context.draft.attendees[event.index];
      if (!attendee) throw ui.beyondReach(`there is no attendee ${event.index + 1} to remove`);
      if (context.saved?.status === 'Started' && attendee.id !== undefined)
        throw ui.beyondReach('a saved attendee has no Remove once the meeting has started');
      await button(ui.page, `Remove ${attendee.name}`).click();
    },
    'meeting.apology': async (ui, event, context) => {
      const attendee = context.draft.attendees[event.index];
      if (!attendee) throw ui.beyondReach(`there is no attendee ${event.index + 1} to send an apology`);
      await ui.page.getByLabel(`Apology note from ${attendee.name}`).fill(event.note);
    },
    'meeting.save': async ({ page }, _event, context) => {
      await button(page, context.saved ? 'Save changes' : 'Schedule meeting').click();
    },
    'meeting.start': async ({ page }) => button(page, 'Start meeting').click(),
    'meeting.end': async ({ page }) => button(page, 'End meeting').click(),
    'meeting.cancel': async ({ page }) => button(page, 'Cancel meeting').click(),
    'meeting.followUp': async ({ page }) => button(page, 'Schedule a follow-up').click(),
    'meeting.retry': async ({ page }) => button(page, 'Try again').click(),
  },
});
