import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import type { CaseConflict, UpdateCaseInput } from '../../../src/contracts/workflow/presence';
import { caseEditMachine } from '../../../src/machines/case-edit.machine';
import { sampleCase } from '../../../src/machines/workflow-sample-data';
import { formatDateTime } from '../../../src/rules/kit-format';
import { HttpError } from '../../../src/services/http-result';

const theirs: CaseConflict = {
  record: sampleCase(1, { title: 'Claim reprocessed by the scheme', severity: 'Major', version: 2 }),
  changes: [
    {
      id: 9,
      action: 'update',
      user_id: 2,
      user_name: 'Pieter van der Merwe',
      changes: { title: ['Hospital claim rejected by the scheme', 'Claim reprocessed by the scheme'] },
      note: null,
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
};
const refusal = new HttpError({
  kind: 'appError',
  errCode: 3,
  msg: 'CAS-000001 was changed by Pieter van der Merwe at 20 Nov 2026 12:00 since you opened it. Their change is shown; nothing was saved.',
  data: theirs,
});

/** The edit actor over a fake service that answers each save from a script. */
const editor = (answers: (WorkflowChange | HttpError)[]) => {
  const sent: UpdateCaseInput[] = [];
  const machine = caseEditMachine.provide({
    actors: {
      saveDetails: fromPromise<WorkflowChange, UpdateCaseInput>(async ({ input }) => {
        sent.push(input);
        const answer = answers.shift();
        if (!answer || answer instanceof HttpError) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 1 } }).start();
  let changed = 0;
  actor.on('case.changed', () => changed++);
  actor.send({ type: 'edit.open', record: sampleCase(1) });
  return { actor, sent, changed: () => changed };
};
const mine = {
  title: 'Hospital claim rejected by the scheme',
  description: '',
  priority: 'Urgent' as const,
  severity: 'Moderate' as const,
};

describe('Edit details (caseEdit machine)', () => {
  it('saves only what the user changed, over the version opened, and tells the page', async () => {
    const e = editor([
      {
        action: 'update',
        record: sampleCase(1, { priority: 'Urgent', version: 2 }),
        previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
        by_user_id: 3,
      },
    ]);
    e.actor.send({ type: 'edit.save', draft: mine });
    await waitFor(e.actor, (s) => s.matches('closed'));
    expect(e.sent).toEqual([{ id: 1, version: 1, priority: 'Urgent' }]);
    expect(e.actor.getSnapshot().context.saved).toBe('Saved CAS-000001');
    expect(e.changed()).toBe(1);
  });

  it('a stale save keeps the draft over their values, shows their change, and applies mine again over their version', async () => {
    const e = editor([
      refusal,
      {
        action: 'update',
        record: sampleCase(1, { version: 3 }),
        previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
        by_user_id: 3,
      },
    ]);
    e.actor.send({ type: 'edit.save', draft: mine });
    await waitFor(e.actor, (s) => s.matches('editing'));
    const { conflict, draft, version } = e.actor.getSnapshot().context;
    expect(conflict?.text).toMatch(/^CAS-000001 was changed by Pieter van der Merwe/);
    expect(conflict?.changes[0].user_name).toBe('Pieter van der Merwe');
    // Mine where I typed (priority); theirs where I did not (title, severity).
    expect(draft).toEqual({
      title: 'Claim reprocessed by the scheme',
      description: '',
      priority: 'Urgent',
      severity: 'Major',
      classification: [null, null, null, null],
    });
    expect(version).toBe(2);
    expect(e.changed()).toBe(1);
    e.actor.send({ type: 'edit.save', draft: draft! });
    await waitFor(e.actor, (s) => s.matches('closed'));
    // Only my change again, so their title stays.
    expect(e.sent[1]).toEqual({ id: 1, version: 2, priority: 'Urgent' });
  });

  it('sends a new classification in the contract’s shape and says the due time it moved to', async () => {
    const due = '2026-11-23T12:00:00.000Z';
    const e = editor([
      {
        action: 'update',
        record: sampleCase(1, {
          classification_l1: 5,
          classification_l2: 8,
          severity: 'Critical',
          due_at: due,
          version: 2,
        }),
        previous: { wrkgrp_id: 1, owner_user_id: 3, tenant_id: 3 },
        by_user_id: 3,
      },
    ]);
    e.actor.send({
      type: 'edit.save',
      draft: { ...mine, priority: 'Medium', classification: [5, 8, null, null] },
    });
    await waitFor(e.actor, (s) => s.matches('closed'));
    expect(e.sent).toEqual([
      {
        id: 1,
        version: 1,
        classification: {
          classification_l1: 5,
          classification_l2: 8,
          classification_l3: null,
          classification_l4: null,
        },
      },
    ]);
    expect(e.actor.getSnapshot().context.saved).toBe(
      `Saved CAS-000001. Classification changed: due now ${formatDateTime(due)}`,
    );
  });

  it('any other refusal stays in the form with the service’s words', async () => {
    const e = editor([new HttpError({ kind: 'appError', errCode: 1, msg: 'CAS-000001 is closed' })]);
    e.actor.send({ type: 'edit.save', draft: mine });
    await waitFor(e.actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(e.actor.getSnapshot().context).toMatchObject({ error: 'CAS-000001 is closed', conflict: null });
    e.actor.send({ type: 'edit.cancel' });
    expect(e.actor.getSnapshot().matches('closed')).toBe(true);
  });
});
