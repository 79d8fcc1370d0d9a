import { describe, expect, it } from 'vitest';
import {
  chooseLevel,
  classificationPayload,
  classificationVariants,
  emptyChain,
  isLevelRequired,
  isUsableAnswer,
  levelErrors,
  restoreChain,
} from '../../../../src/rules/kit-classification';
import { answer } from '../classification-fixture';

const ids = (list: { id: unknown }[]) => list.map((o) => o.id);

describe('classification variants', () => {
  it.each([
    ['case', 4, ['Service', 'Category', 'Sub-category', 'Issues']],
    ['task', 5, ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5']],
    ['mobile', 3, ['Level 1', 'Level 2', 'Level 3']],
    ['generic', 5, ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5']],
  ] as const)('%s has %i levels', (variant, levels, labels) => {
    expect(classificationVariants[variant].levels).toBe(levels);
    expect(classificationVariants[variant].labels).toEqual(labels);
  });
});

describe('the chain', () => {
  const start = emptyChain(answer, 5);
  it('fills level 1 with the root children', () => {
    expect(ids(start.options[0])).toEqual([1, 2, 3]);
    expect(start.selected).toEqual([null, null, null, null, null]);
  });

  it.each([
    // [level, id, selected after, option ids per level after]
    [0, 1, [1, null, null, null, null], [[1, 2, 3], [11, 12], [], [], []]],
    [0, 2, [2, 21, 211, null, null], [[1, 2, 3], [21], [211], [2111, 2112], []]],
    [0, 3, [3, null, null, null, null], [[1, 2, 3], [], [], [], []]],
  ] as const)('choosing %i:%i auto-selects single children', (level, id, selected, options) => {
    const chain = chooseLevel(start, answer, level, id);
    expect(chain.selected).toEqual(selected);
    expect(chain.options.map(ids)).toEqual(options);
  });

  it('goes on through a single child to the end', () => {
    let chain = chooseLevel(start, answer, 0, 1);
    chain = chooseLevel(chain, answer, 1, 11);
    chain = chooseLevel(chain, answer, 2, 111);
    expect(chain.selected).toEqual([1, 11, 111, 1111, null]);
  });

  it('clears deeper levels when a level changes', () => {
    let chain = chooseLevel(start, answer, 0, 1);
    chain = chooseLevel(chain, answer, 1, 11);
    chain = chooseLevel(chain, answer, 2, 112);
    chain = chooseLevel(chain, answer, 1, 12);
    expect(chain.selected).toEqual([1, 12, null, null, null]);
    expect(chain.options.slice(2).map(ids)).toEqual([[], [], []]);
  });

  it('clears deeper levels when a level is emptied', () => {
    const chain = chooseLevel(chooseLevel(start, answer, 0, 2), answer, 0, null);
    expect(chain.selected).toEqual([null, null, null, null, null]);
    expect(ids(chain.options[0])).toEqual([1, 2, 3]);
  });

  it('stops at the variant depth', () => {
    const chain = chooseLevel(emptyChain(answer, 3), answer, 0, 2);
    expect(chain.selected).toEqual([2, 21, 211]);
  });

  it('restores a saved selection and drops ids no longer offered', () => {
    expect(restoreChain(answer, 5, [1, 11, 112]).selected).toEqual([1, 11, 112, null, null]);
    expect(restoreChain(answer, 5, [1, 99, 112]).selected).toEqual([1, null, null, null, null]);
  });
});

describe('required levels', () => {
  it.each([
    [{ mandatory: false }, [false, false, false, false, false]],
    [{ mandatory: true }, [true, true, true, true, true]],
    [{ mandatory: true, start: 2, end: 3 }, [false, true, true, false, false]],
    [{ mandatory: true, end: 9 }, [true, true, true, true, true]],
  ])('%j', (range, expected) =>
    expect([0, 1, 2, 3, 4].map((l) => isLevelRequired(l, 5, range))).toEqual(expected),
  );

  it('reports required only where something can be chosen, and never when disabled', () => {
    const chain = chooseLevel(emptyChain(answer, 4), answer, 0, 1);
    const msg = 'This field is required';
    expect(levelErrors(chain, { mandatory: true }, true)).toEqual([null, msg, null, null]);
    expect(levelErrors(chain, { mandatory: true }, false)).toEqual([null, null, null, null]);
    expect(levelErrors(emptyChain(answer, 4), { mandatory: true, end: 1 }, true)).toEqual([
      msg,
      null,
      null,
      null,
    ]);
  });
});

describe('payload', () => {
  it('gives ids and, in the value form, names', () => {
    const chain = chooseLevel(emptyChain(answer, 4), answer, 0, 2);
    expect(classificationPayload(chain, 'case')).toEqual({
      classification_l1: 2,
      classification_l2: 21,
      classification_l3: 211,
      classification_l4: null,
    });
    expect(classificationPayload(chain, 'case', true)).toMatchObject({
      classification_l1_value: 'Gap Cover',
      classification_l2_value: 'Shortfall',
      classification_l3_value: 'Specialist',
      classification_l4_value: null,
    });
  });
  it('defaults the task l1 to NA', () => {
    expect(classificationPayload(emptyChain(answer, 5), 'task').classification_l1).toBe('NA');
    expect(classificationPayload(emptyChain(answer, 5), 'generic').classification_l1).toBeNull();
  });
});

describe('isUsableAnswer', () => {
  it.each([
    [answer, true],
    [{ ...answer, errCode: 1 }, false],
    [{ errCode: 0, msg: 'x' }, false],
    [null, false],
  ])('%#', (a, ok) => expect(isUsableAnswer(a)).toBe(ok));
});
