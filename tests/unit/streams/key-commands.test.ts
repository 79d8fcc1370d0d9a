import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ShortcutCommand } from '../../../src/rules/shortcuts';
import { isTyping, keyCommands, type KeyPress } from '../../../src/streams/key-commands';

const press = (key: string, at: number, typing = false) => {
  const facts = { key, at, typing, ctrl: false, meta: false, alt: false, onControl: false, modal: false };
  let prevented = false;
  const p: KeyPress = { ...facts, prevent: () => (prevented = true) };
  return { p, prevented: () => prevented };
};

describe('keyCommands', () => {
  it('completes sequences across presses and keeps only the completing presses from the browser', () => {
    const presses$ = new Subject<KeyPress>();
    const seen: ShortcutCommand[] = [];
    keyCommands(presses$).subscribe((c) => seen.push(c));
    const g = press('g', 0);
    const d = press('d', 100);
    const typed = press('/', 200, true);
    const slash = press('/', 300);
    [g, d, typed, slash].forEach((k) => presses$.next(k.p));
    expect(seen).toEqual(['go.desk', 'list.search']);
    expect([g.prevented(), d.prevented(), typed.prevented(), slash.prevented()]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('isTyping', () => {
  it('is true in text fields, text areas, selects and editable content, false on buttons and checkboxes', () => {
    const el = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTyping(el('<input type="search">'))).toBe(true);
    expect(isTyping(el('<textarea></textarea>'))).toBe(true);
    expect(isTyping(el('<select></select>'))).toBe(true);
    expect(isTyping(el('<input type="checkbox">'))).toBe(false);
    expect(isTyping(el('<button>Go</button>'))).toBe(false);
    const editable = el('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTyping(editable)).toBe(true);
  });
});
