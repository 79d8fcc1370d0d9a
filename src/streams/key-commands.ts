import { filter, fromEvent, map, scan, share, type Observable } from 'rxjs';
import { shortcutStep, type KeyFacts, type Pending, type ShortcutCommand } from '../rules/shortcuts';

export type KeyPress = KeyFacts & { prevent: () => void };

type Scanned = { pending: Pending; command: ShortcutCommand | null; press: KeyPress | null };

/** Key presses to shortcut commands; a press that completes one is kept from the browser (no "/" typed). */
export const keyCommands = (press$: Observable<KeyPress>): Observable<ShortcutCommand> =>
  press$.pipe(
    scan<KeyPress, Scanned>((acc, press) => ({ ...shortcutStep(acc.pending, press), press }), {
      pending: null,
      command: null,
      press: null,
    }),
    filter((s): s is Scanned & { command: ShortcutCommand } => s.command !== null),
    map((s) => {
      s.press?.prevent();
      return s.command;
    }),
  );

const typingTypes = new Set(['', 'text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date']);

/** Whether keys typed at this element are words in a field rather than commands. */
export const isTyping = (el: Element | null): boolean => {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    return true;
  return el instanceof HTMLInputElement && typingTypes.has(el.type);
};

/** Anything focused but the page itself owns Enter (buttons, links, tabs, the grid's canvas). */
const isControl = (el: Element | null, doc: Document): boolean =>
  el !== null && el !== doc.body && el.id !== 'main-content';

// Radix dialogs carry role=dialog without aria-modal; the side panel says aria-modal=false and is no modal.
const modalSelector =
  '[role="dialog"][data-state="open"]:not([aria-modal="false"]), [role="alertdialog"], [aria-modal="true"]';

const factsOf = (e: KeyboardEvent, doc: Document): KeyPress => ({
  key: e.key,
  ctrl: e.ctrlKey,
  meta: e.metaKey,
  alt: e.altKey,
  typing: isTyping(doc.activeElement),
  onControl: isControl(doc.activeElement, doc),
  modal: doc.querySelector(modalSelector) !== null,
  at: e.timeStamp,
  prevent: () => e.preventDefault(),
});

let shared: Observable<ShortcutCommand> | null = null;

/** The page's shortcut commands: one keydown listener however many screens subscribe. */
export const shortcutCommands = (): Observable<ShortcutCommand> => {
  shared ??= keyCommands(
    fromEvent<KeyboardEvent>(document, 'keydown').pipe(map((e) => factsOf(e, document))),
  ).pipe(share());
  return shared;
};
