import { describe, expect, it } from 'vitest';
import { pathOf, searchOf } from '../../../src/app/route-hash-location';
import { currentCase } from '../../../src/views/layouts/current-case';

describe('hash location', () => {
  it.each([
    ['/sessions/reset-password?token=abc', '/sessions/reset-password'],
    ['/dashboard/v1', '/dashboard/v1'],
    ['?x=1', '/'],
    ['', '/'],
  ])('path of %s is %s', (hash, path) => {
    expect(pathOf(hash)).toBe(path);
  });

  it.each([
    ['#/sessions/reset-password?token=abc', '', 'token=abc'],
    ['#/sessions/reset-password', '?token=def', 'token=def'],
    ['#/sessions/reset-password?token=abc', '?token=def', 'token=abc'],
    ['#/dashboard/v1', '', ''],
  ])('search of %s with real search %s is %s', (hash, search, expected) => {
    expect(searchOf(hash, search)).toBe(expected);
  });
});

describe('current case (first URL segment)', () => {
  it.each([
    ['/survey/42', 'survey'],
    ['/sessions/signin', 'sessions'],
    ['/survey?x=1', 'survey'],
    ['/', ''],
  ])('%s → %s', (path, expected) => {
    expect(currentCase(path)).toBe(expected);
  });
});
