import { describe, expect, it } from 'vitest';
import {
  isWrongInput,
  parseTypeaheadAnswer,
  shouldSearch,
  typeaheadBody,
  validateInList,
  withSearchKey,
} from '../../../../src/rules/kit-typeahead';

describe('shouldSearch', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' abc', true],
  ])('%j -> %s', (text, expected) => expect(shouldSearch(text)).toBe(expected));
});

describe('search_key', () => {
  it('joins the keyword fields with spaces, skipping missing ones', () => {
    expect(
      withSearchKey({ name: 'Bonitas', code: 'BON', city: undefined }, ['name', 'code', 'city']).search_key,
    ).toBe('Bonitas BON');
  });
});

describe('typeaheadBody', () => {
  it('adds the trimmed text under the default key', () =>
    expect(typeaheadBody(' abc ', { kind: 'plan' })).toEqual({ kind: 'plan', query: 'abc' }));
  it('uses a configured key', () =>
    expect(typeaheadBody('abc', {}, 'search_text')).toEqual({ search_text: 'abc' }));
});

describe('parseTypeaheadAnswer', () => {
  it.each([
    [{ errCode: 0, msg: [{ id: 1 }] }, [{ id: 1 }]],
    [{ errCode: 0, msg: [] }, []],
    [{ errCode: 1, msg: [{ id: 1 }] }, null],
    [{ errCode: 0, msg: 'No data' }, null],
    [null, null],
  ])('%j', (answer, expected) => expect(parseTypeaheadAnswer(answer)).toEqual(expected));
});

describe('validateInList', () => {
  const list = [{ code: 'A1' }, { code: 'B2' }];
  it.each([
    ['A1', null],
    [{ code: 'B2' }, null],
    ['C3', { notFound: true }],
    ['', null],
  ])('%j', (value, expected) => expect(validateInList(value, list, 'code')).toEqual(expected));
});

describe('isWrongInput', () => {
  const list = [withSearchKey({ name: 'Durban' }, ['name'])];
  it.each([
    ['Durbn', true, true],
    ['durban', true, false],
    ['Durbn', false, false],
    ['   ', true, false],
  ])('%j with flag %s -> %s', (text, flag, expected) =>
    expect(isWrongInput(text, list, flag)).toBe(expected),
  );
});
