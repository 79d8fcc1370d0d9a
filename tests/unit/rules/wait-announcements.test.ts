import { describe, expect, it } from 'vitest';
import { announcementDue, positionPrompts } from '../../../src/rules/wait-announcements';

describe("a queued caller's position announcements", () => {
  it('says the place when the caller joins, whatever the gap', () => {
    expect(announcementDue(null, 3, 0)).toBe(true);
    expect(announcementDue(null, 1, 0, 60_000)).toBe(true);
  });

  it('says a changed place only once the gap since the last one has passed, and an unchanged one never', () => {
    const last = { position: 3, at: 10_000 };
    expect(announcementDue(last, 2, 10_000 + 5_000, 20_000)).toBe(false);
    expect(announcementDue(last, 2, 10_000 + 19_999, 20_000)).toBe(false);
    expect(announcementDue(last, 2, 10_000 + 20_000, 20_000)).toBe(true);
    expect(announcementDue(last, 3, 10_000 + 60_000, 20_000)).toBe(false);
    // Moving back (a call taken back from an agent goes to the head) is a change too.
    expect(announcementDue(last, 4, 10_000 + 20_000, 20_000)).toBe(true);
  });

  it('says nothing to a caller being offered to an agent (place 0) or to a place that is not one', () => {
    expect(announcementDue(null, 0, 0)).toBe(false);
    expect(announcementDue({ position: 2, at: 0 }, 0, 60_000)).toBe(false);
    expect(announcementDue(null, 1.5, 0)).toBe(false);
  });

  it('builds the sentence from its parts, "more than nine" past nine', () => {
    expect(positionPrompts(1)).toEqual(['position-intro', 'number-1', 'position-outro']);
    expect(positionPrompts(9)).toEqual(['position-intro', 'number-9', 'position-outro']);
    expect(positionPrompts(10)).toEqual(['position-intro', 'number-many', 'position-outro']);
  });
});
