import { describe, expect, it } from 'vitest';
import {
  sequenceMs,
  shortcutStep,
  shortcutTable,
  type KeyFacts,
  type Pending,
} from '../../../src/rules/shortcuts';

const press = (key: string, extra: Partial<KeyFacts> = {}): KeyFacts => ({
  key,
  ctrl: false,
  meta: false,
  alt: false,
  typing: false,
  onControl: false,
  modal: false,
  at: 0,
  ...extra,
});

/** Feeds keys in order and collects the commands they complete. */
const run = (...keys: KeyFacts[]) => {
  let pending: Pending = null;
  const commands: (string | null)[] = [];
  for (const key of keys) {
    const step = shortcutStep(pending, key);
    pending = step.pending;
    commands.push(step.command);
  }
  return commands;
};

describe('shortcutStep', () => {
  it.each([
    ['j', 'list.next'],
    ['k', 'list.prev'],
    ['x', 'list.toggle'],
    ['a', 'record.assign'],
    ['c', 'record.new'],
    ['C', 'record.close'],
    ['n', 'record.note'],
    ['/', 'list.search'],
    ['?', 'help'],
    ['Enter', 'list.open'],
  ])('maps %s to %s', (key, command) => {
    expect(run(press(key))).toEqual([command]);
  });

  it('runs g then h, d or t as a go-to sequence and nothing for the g alone', () => {
    expect(run(press('g'), press('h', { at: 10 }))).toEqual([null, 'go.home']);
    expect(run(press('g'), press('d', { at: 10 }))).toEqual([null, 'go.desk']);
    expect(run(press('g'), press('t', { at: 10 }))).toEqual([null, 'go.tasks']);
  });

  it('forgets the g after the sequence time, so a late d is no go-to', () => {
    expect(run(press('g'), press('d', { at: sequenceMs + 1 }))).toEqual([null, null]);
    // A later key that is a shortcut of its own still runs it.
    expect(run(press('g'), press('j', { at: sequenceMs + 1 }))).toEqual([null, 'list.next']);
  });

  it('ignores every key while typing in a field, and while a modal is open', () => {
    for (const key of ['j', 'k', 'x', 'a', 'c', 'C', 'n', '/', '?', 'g', 'Enter'])
      expect(run(press(key, { typing: true }))).toEqual([null]);
    expect(run(press('g', { typing: true }), press('d', { at: 5 }))).toEqual([null, null]);
    expect(run(press('j', { modal: true }), press('?', { modal: true }))).toEqual([null, null]);
  });

  it('leaves keys with Ctrl, ⌘ or Alt to the browser, and Enter on a control to the control', () => {
    expect(run(press('c', { ctrl: true }), press('n', { meta: true }), press('a', { alt: true }))).toEqual([
      null,
      null,
      null,
    ]);
    expect(run(press('Enter', { onControl: true }))).toEqual([null]);
  });

  it('opens the palette with Ctrl+K or ⌘K even while typing, but not over another modal', () => {
    expect(run(press('k', { ctrl: true, typing: true }))).toEqual(['palette']);
    expect(run(press('K', { meta: true }))).toEqual(['palette']);
    expect(run(press('k', { ctrl: true, modal: true }))).toEqual([null]);
  });

  it('lists every command once in the table the shortcut sheet shows', () => {
    const commands = shortcutTable.map((s) => s.command);
    expect(new Set(commands).size).toBe(commands.length);
  });
});
