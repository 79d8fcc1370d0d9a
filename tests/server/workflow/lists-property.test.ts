import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { performAction } from '../../../server/domain/workflow/actions';
import type { Caller } from '../../../server/domain/caller';
import { createCase } from '../../../server/domain/workflow/cases';
import { workflowLists } from '../../../server/domain/workflow/lists';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import { listKinds, listNames } from '../../../src/rules/workflow-list-table';
import { applyChange, emptyLists, type Viewer, type WorkflowLists } from '../../../src/rules/workflow-lists';
import { createTestApp } from '../helpers';
import { workflowWorld } from './world';

const t = await createTestApp();
const w = await workflowWorld(t.database.db);
const db = t.database.db;
const users: Caller[] = [
  w.caller('agent', 'Agent', ['Pretoria Office', 'Johannesburg Office']),
  w.caller('lerato.khumalo', 'Agent', ['Pretoria Office']),
  w.caller('supervisor', 'Supervisor', ['Ubuntu Benefits Gauteng']),
  w.caller('sipho.dlamini', 'Agent', ['Johannesburg Office']),
];
const groups = ['Pretoria Claims Desk', 'Pretoria Member Services', 'Johannesburg Claims Desk'].map(
  (n) => w.wg(n).id,
);

type Console = { caller: Caller; viewer: Viewer; lists: WorkflowLists<CaseRecord> };

/** What a console holds after loading: the service's lists put into the keyed maps. */
async function load(caller: Caller, selected?: number): Promise<Console> {
  const answer = await workflowLists(db, caller, { record_type: 'case', wrkgrp_id: selected });
  const lists = emptyLists<CaseRecord>();
  for (const kind of listKinds) for (const r of answer[kind]) lists[listNames.case[kind]].set(r.id, r);
  return { caller, viewer: answer.viewer, lists };
}

const snapshot = (c: Console) =>
  Object.fromEntries(
    listKinds.map((k) => [
      k,
      [...c.lists[listNames.case[k]].values()].map((r) => `${r.id}@${r.version}`).sort(),
    ]),
  );

const step = fc.record({
  by: fc.nat(users.length - 1),
  action: fc.constantFrom('assign', 'dispatch', 'accept', 'reject', 'yank', 'close'),
  target: fc.nat(5),
  group: fc.nat(groups.length - 1),
  owner: fc.nat(users.length - 1),
});

describe('lists kept by the table equal a full recomputation', () => {
  it(
    'after any random sequence of actions by four users, for every user and selected workgroup',
    { timeout: 120_000 },
    async () => {
      let round = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
          round += 1;
          const targets: CaseRecord[] = [];
          for (let i = 0; i < 6; i++)
            targets.push(
              await createCase(db, users[i % 2], {
                title: `Property round ${round} case ${i}`,
                wrkgrp_id: groups[i % 2],
                owner_user_id: i % 3 === 0 ? users[i % 2].userId : null,
              }),
            );
          const consoles = [
            ...(await Promise.all(users.map((u) => load(u)))),
            await load(users[0], groups[1]),
            await load(users[2], groups[2]),
          ];
          for (const s of steps) {
            const input = {
              action: s.action,
              id: targets[s.target].id,
              wrkgrp_id: groups[s.group],
              owner_user_id: users[s.owner].userId,
              note: 'Property test',
            };
            const change = await performAction(db, users[s.by], input).catch(() => null);
            if (change) for (const c of consoles) applyChange(c.lists, change, c.viewer);
          }
          for (const c of consoles) {
            const again = await load(c.caller, c.viewer.wrkgrp_id ?? undefined);
            const who = { user: c.caller.userId, selected: c.viewer.wrkgrp_id };
            expect({ ...who, ...snapshot(c) }).toEqual({ ...who, ...snapshot(again) });
          }
        }),
        { numRuns: 10 },
      );
    },
  );
});
