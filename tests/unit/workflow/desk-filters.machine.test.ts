import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  deskFiltersMachine,
  statusChoices,
  type DeskFilterOptions,
} from '../../../src/machines/desk-filters.machine';
import { actionsByStatus } from '../../../src/rules/workflow-actions-by-status';
import { HttpError } from '../../../src/services/http-result';

const statuses: DeskFilterOptions['statuses'] = [
  { id: 1, value_name: 'Open' },
  { id: 2, value_name: 'In Progress' },
  { id: 3, value_name: 'Pending Customer' },
  { id: 4, value_name: 'Resolved' },
  { id: 5, value_name: 'Closed' },
];
const options: DeskFilterOptions = {
  actions: actionsByStatus('case').statuses,
  statuses,
  byWorkgroup: [
    {
      wrkgrp_id: 3,
      wrkgrp_name: 'Pretoria Claims Desk',
      statuses: [
        { status: 'Open', count: 4 },
        { status: 'Resolved', count: 2 },
      ],
    },
  ],
  users: [{ user_id: 9, user_name: 'Lerato Khumalo' }],
  classifications: [{ id: 31, value_name: 'Claims', level: 2, parent: 30, path: 'Medical Aid › Claims' }],
};

const start = (load: () => Promise<DeskFilterOptions>) => {
  let calls = 0;
  const machine = deskFiltersMachine.provide({
    actors: { loadOptions: fromPromise(async () => (calls++, load())) },
  });
  return { actor: createActor(machine, { input: { recordType: 'case' } }).start(), calls: () => calls };
};

describe('the desk’s filter choices (deskFilters machine)', () => {
  it('loads the four services’ answers together and keeps them', async () => {
    const { actor } = start(async () => options);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ ...options, error: null });
  });

  it('says why the choices are missing, and asks again on reload', async () => {
    let fail = true;
    const d = start(async () => {
      if (fail) throw new HttpError({ kind: 'network', message: 'fetch failed' });
      return options;
    });
    await waitFor(d.actor, (s) => s.matches('failed'));
    expect(d.actor.getSnapshot().context.error).toBe('Some Internal Error Occurred');
    fail = false;
    d.actor.send({ type: 'filters.reload' });
    await waitFor(d.actor, (s) => s.matches('ready'));
    expect(d.calls()).toBe(2);
    expect(d.actor.getSnapshot().context.users).toEqual(options.users);
  });
});

describe('statusChoices: the status filter follows the chosen workgroup', () => {
  it('offers only the statuses the workgroup holds, in workflow order, with their counts', () => {
    expect(statusChoices(options, 3)).toEqual([
      { status: 'Open', count: 4 },
      { status: 'Resolved', count: 2 },
    ]);
  });
  it('offers every status, uncounted, for a workgroup it knows nothing of', () => {
    expect(statusChoices(options, 99).map((c) => c.status)).toEqual(statuses.map((s) => s.value_name));
    expect(statusChoices(options, null).every((c) => c.count === null)).toBe(true);
  });
});
