/**
 * Keyboard shortcuts of issue 19 as data and one pure step: a key (with what the page is doing) and the pending
 * first key of a sequence go in, a command or a new pending key comes out. The DOM and the clock stay outside.
 */
export type ShortcutCommand =
  | 'list.next'
  | 'list.prev'
  | 'list.open'
  | 'list.toggle'
  | 'record.new'
  | 'record.assign'
  | 'record.close'
  | 'record.note'
  | 'list.search'
  | 'go.home'
  | 'go.desk'
  | 'go.tasks'
  | 'help'
  | 'palette';

export type Shortcut = { keys: readonly string[]; command: ShortcutCommand; description: string };

/**
 * The sheet lists these in this order; a two-key sequence is written as its keys one after the other, a chord
 * (Ctrl or Shift first) as the keys held together. c creates, as in most mail and ticket tools (Gmail, Linear,
 * Jira); closing a record, which ends its work, takes the deliberate Shift+C.
 */
export const shortcutTable: readonly Shortcut[] = [
  { keys: ['Ctrl', 'K'], command: 'palette', description: 'Open the command palette (⌘K on a Mac)' },
  { keys: ['j'], command: 'list.next', description: 'Next row' },
  { keys: ['k'], command: 'list.prev', description: 'Previous row' },
  { keys: ['Enter'], command: 'list.open', description: 'Open the chosen row' },
  { keys: ['x'], command: 'list.toggle', description: 'Select or release the chosen row' },
  { keys: ['a'], command: 'record.assign', description: 'Assign the record' },
  { keys: ['c'], command: 'record.new', description: 'New case or lead (on the desks)' },
  { keys: ['Shift', 'C'], command: 'record.close', description: 'Close the record' },
  { keys: ['n'], command: 'record.note', description: 'Add a note' },
  { keys: ['/'], command: 'list.search', description: 'Search the list' },
  { keys: ['g', 'h'], command: 'go.home', description: 'Go home' },
  { keys: ['g', 'd'], command: 'go.desk', description: 'Go to the case desk' },
  { keys: ['g', 't'], command: 'go.tasks', description: 'Go to the task tracker' },
  { keys: ['?'], command: 'help', description: 'Show these shortcuts' },
];

/** Where the go-to sequences land. */
export const goPaths: Record<'go.home' | 'go.desk' | 'go.tasks', string> = {
  'go.home': '/dashboard/v1',
  'go.desk': '/case-management/case-management',
  'go.tasks': '/task/task-tracker',
};

/** Long enough to find the second key, short enough that a stray g does not capture a later key. */
export const sequenceMs = 1500;

export type KeyFacts = {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  /** Focus is in a text field, a select or editable content: the keys are the user's words there. */
  typing: boolean;
  /** Focus is on a control of its own (a button, link, tab, the grid): Enter belongs to it. */
  onControl: boolean;
  /** A modal dialog is open: its own keys win. */
  modal: boolean;
  /** Milliseconds on any steady clock (the event's timeStamp). */
  at: number;
};

export type Pending = { key: string; at: number } | null;
export type ShortcutStep = { command: ShortcutCommand | null; pending: Pending };

/** Shift+C arrives as the key 'C' (the browser applies Shift to the key), so a Shift chord is one key here. */
const isChord = (s: Shortcut) => s.keys[0] === 'Ctrl' || s.keys[0] === 'Shift';
const single: Record<string, ShortcutCommand> = Object.fromEntries(
  shortcutTable
    .filter((s) => s.keys.length === 1 || s.keys[0] === 'Shift')
    .map((s) => [s.keys[s.keys.length - 1], s.command]),
);
const sequences: Record<string, ShortcutCommand> = Object.fromEntries(
  shortcutTable.filter((s) => s.keys.length === 2 && !isChord(s)).map((s) => [s.keys.join(' '), s.command]),
);
const starters = new Set(Object.keys(sequences).map((s) => s.split(' ')[0]));

const none = (pending: Pending = null): ShortcutStep => ({ command: null, pending });

/** One key press: which command it completes, if any, and what is pending after it. */
export function shortcutStep(pending: Pending, facts: KeyFacts): ShortcutStep {
  // The palette is the one shortcut that works while typing (it is how one leaves a field for a command).
  if ((facts.ctrl || facts.meta) && !facts.alt && facts.key.toLowerCase() === 'k')
    return facts.modal ? none() : { command: 'palette', pending: null };
  if (facts.typing || facts.modal || facts.ctrl || facts.meta || facts.alt) return none();
  if (pending && facts.at - pending.at <= sequenceMs) {
    const command = sequences[`${pending.key} ${facts.key}`];
    if (command) return { command, pending: null };
  }
  if (starters.has(facts.key)) return none({ key: facts.key, at: facts.at });
  if (facts.key === 'Enter' && facts.onControl) return none();
  return { command: single[facts.key] ?? null, pending: null };
}
