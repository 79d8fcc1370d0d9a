import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  classificationPickerMachine,
  sampleEvents,
  type ClassificationChanged,
  type ClassificationPickerInput,
} from '../../../../src/machines/classification-picker.machine';
import { reachedStates } from './reach';
import { levelErrors } from '../../../../src/rules/kit-classification';
import { answer } from '../classification-fixture';

async function picker(input: ClassificationPickerInput, load: () => Promise<unknown> = async () => answer) {
  const machine = classificationPickerMachine.provide({ actors: { loadDropdown: fromPromise(load) } });
  const actor = createActor(machine, { input }).start();
  const changes: ClassificationChanged[] = [];
  actor.on('classification.changed', (e) => changes.push(e));
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, changes, ctx: () => actor.getSnapshot().context };
}

describe('classification picker machine', () => {
  it('is fed by the answer and fills level 1', async () => {
    const { actor, ctx } = await picker({ variant: 'case' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(ctx().chain.options[0].map((o) => o.value_name)).toEqual(['Medical Aid', 'Gap Cover', 'Payroll']);
    expect(ctx().chain.selected).toHaveLength(4);
  });

  it('auto-selects single children down the chain and emits the value form', async () => {
    const { actor, ctx, changes } = await picker({ variant: 'generic' });
    actor.send({ type: 'classification.choose', level: 0, id: 2 });
    expect(ctx().chain.selected).toEqual([2, 21, 211, null, null]);
    expect(changes.at(-1)?.values).toMatchObject({
      classification_l1_value: 'Gap Cover',
      classification_l2_value: 'Shortfall',
      classification_l3_value: 'Specialist',
    });
  });

  it('clears deeper levels on a new choice', async () => {
    const { actor, ctx } = await picker({ variant: 'generic' });
    actor.send({ type: 'classification.choose', level: 0, id: 2 });
    actor.send({ type: 'classification.choose', level: 0, id: 1 });
    expect(ctx().chain.selected).toEqual([1, null, null, null, null]);
  });

  it('ignores choices while not editable', async () => {
    const { actor, ctx } = await picker({ variant: 'case', editable: false });
    actor.send({ type: 'classification.choose', level: 0, id: 1 });
    expect(ctx().chain.selected[0]).toBeNull();
    actor.send({ type: 'classification.editable', editable: true });
    actor.send({ type: 'classification.choose', level: 0, id: 1 });
    expect(ctx().chain.selected[0]).toBe(1);
  });

  it('marks the submit, so errors can show only afterwards', async () => {
    const { actor, ctx } = await picker({ variant: 'case', mandatory: true, end: 2 });
    expect(ctx().submitted).toBe(false);
    actor.send({ type: 'classification.submit' });
    expect(ctx().submitted).toBe(true);
    expect(levelErrors(ctx().chain, ctx().range, ctx().editable)).toEqual([
      'This field is required',
      null,
      null,
      null,
    ]);
  });

  it('restores an initial selection', async () => {
    const { ctx } = await picker({ variant: 'generic', initial: [1, 11] });
    expect(ctx().chain.selected).toEqual([1, 11, null, null, null]);
    expect(ctx().chain.options[2].map((o) => o.id)).toEqual([111, 112]);
  });

  it.each([
    ['an answer with errCode 1', async () => ({ ...answer, errCode: 1 })],
    ['a failed call', async () => Promise.reject(new Error('down'))],
  ])('ignores %s: loading ends', async (_n, load) => {
    const { actor } = await picker({ variant: 'case' }, load);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('resets and reloads', async () => {
    const { actor, ctx } = await picker({ variant: 'case' });
    actor.send({ type: 'classification.choose', level: 0, id: 2 });
    actor.send({ type: 'classification.reset' });
    expect(ctx().chain.selected).toEqual([null, null, null, null]);
    actor.send({ type: 'classification.reload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('sample events reach every state', () => {
    expect(reachedStates(classificationPickerMachine, sampleEvents, { variant: 'case' })).toEqual(
      new Set(['"loading"', '"ready"', '"failed"']),
    );
  });
});
