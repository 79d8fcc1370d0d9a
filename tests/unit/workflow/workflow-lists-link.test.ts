import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor } from 'xstate';
import { NEVER, type Observable } from 'rxjs';
import type { DeskPageAnswer, DeskPageInput } from '../../../src/contracts/workflow/desk-page';
import type { PushEvent } from '../../../src/machines/workflow-lists-actors';
import { workflowListsMachine } from '../../../src/machines/workflow-lists.machine';
import { sampleDeskPage } from '../../../src/machines/workflow-sample-data';
import { HttpError } from '../../../src/services/http-result';

const refused = new HttpError({
  kind: 'appError',
  errCode: 7,
  msg: 'You are not a member of that workgroup',
});

/** The lists opened on a workgroup (a link's), with a service that knows only the user's own workgroup 1. */
function openedOn(wrkgrpId: number) {
  const asked: (number | undefined)[] = [];
  const machine = workflowListsMachine.provide({
    actors: {
      loadLists: fromPromise<DeskPageAnswer, DeskPageInput>(async ({ input }) => {
        asked.push(input.wrkgrp_id);
        if (input.wrkgrp_id !== undefined && input.wrkgrp_id !== 1) throw refused;
        return sampleDeskPage();
      }),
      events: fromEventObservable(() => NEVER as Observable<PushEvent>),
    },
  });
  const actor = createActor(machine, { input: { recordType: 'case', wrkgrpId } }).start();
  return { actor, asked };
}

describe('workflow-lists opened from a link', () => {
  it('opens on the user’s own default when the link names a workgroup they are not in', async () => {
    const { actor, asked } = openedOn(99);
    await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(asked).toEqual([99, undefined]);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('still says why when a workgroup chosen by hand is refused', async () => {
    const { actor, asked } = openedOn(1);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.selectWorkgroup', wrkgrpId: 2 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(asked).toEqual([1, 2]);
    expect(actor.getSnapshot().context.message?.text).toBe('You are not a member of that workgroup');
  });
});
