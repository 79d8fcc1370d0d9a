import { describe, expect, it } from 'vitest';
import { phoneStateText, recordedPhoneText } from '../../../src/rules/phone-state';

describe("another agent's recorded phone state", () => {
  it.each([
    [null, 'Not logged in to the phone'],
    [{ state: 'logged_out', onCall: false, pauseReason: null }, 'Not logged in to the phone'],
    [{ state: 'ready', onCall: true, pauseReason: null }, 'On a call'],
    [{ state: 'not_ready', onCall: true, pauseReason: 'Lunch' }, 'On a call'],
    [{ state: 'ready', onCall: false, pauseReason: null }, 'Ready'],
    [{ state: 'not_ready', onCall: false, pauseReason: 'Lunch' }, 'Not ready: Lunch'],
    [{ state: 'not_ready', onCall: false, pauseReason: null }, 'Not ready'],
  ])('%j reads "%s"', (recorded, words) => {
    expect(recordedPhoneText(recorded)).toBe(words);
  });

  it('uses the words of my own live phone state', () => {
    expect(recordedPhoneText({ state: 'ready', onCall: false, pauseReason: null })).toBe(
      phoneStateText(new Set(['ready']), null),
    );
    expect(recordedPhoneText({ state: 'not_ready', onCall: false, pauseReason: 'Training' })).toBe(
      phoneStateText(new Set(['not-ready']), 'Training'),
    );
    expect(recordedPhoneText(null)).toBe(phoneStateText(null, null));
  });
});
