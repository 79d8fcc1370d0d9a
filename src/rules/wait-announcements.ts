/**
 * What a caller waiting in a queue hears about their place (issue 39): "You are number 2 in the queue" when they
 * join, and again when their place has changed, but never sooner than `minGapMs` after the last one, so a busy
 * queue moving every second does not talk over its own music. Pure, like the routing rules.
 */

/** The last announcement the caller heard: which place, and when (ms). */
export type Announced = { position: number; at: number };

/** Twenty seconds: Amazon Connect's and most ACDs' default between queue-position messages. */
export const announceGapMs = 20_000;

/**
 * Whether to announce `position` now. Position 0 is a caller being offered to an agent (or no longer in the queue):
 * nothing to say, their music plays on while the agent's phone rings.
 */
export function announcementDue(
  last: Announced | null,
  position: number,
  now: number,
  minGapMs: number = announceGapMs,
): boolean {
  if (!Number.isInteger(position) || position < 1) return false;
  if (last === null) return true;
  return position !== last.position && now - last.at >= minGapMs;
}

/** The highest place said as a number; beyond it the caller hears "more than nine". */
export const highestSpokenPosition = 9;

export type PositionPrompt = 'position-intro' | 'position-outro' | 'number-many' | `number-${number}`;

/** The prompt files, in order, that say a place: intro, the number (or "more than nine"), outro. */
export function positionPrompts(position: number): PositionPrompt[] {
  const number: PositionPrompt = position > highestSpokenPosition ? 'number-many' : `number-${position}`;
  return ['position-intro', number, 'position-outro'];
}
