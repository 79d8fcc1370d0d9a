/** The theme a user can choose; "system" follows the operating system's light or dark preference. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const themeChoices: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Same as the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** A stored value read back: anything unknown (an old or edited value) falls back to the system's theme. */
export const themeChoiceOf = (stored: string | null): ThemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';
