import type { AnyActorRef } from 'xstate';
import { machineIdOf } from '../../rules/inspection';
import { redact } from '../../rules/redact';
import { stateLabel } from './state-label';

const idPattern = /^[A-Za-z][\w.-]{0,39}$/;
const actorLimit = 20;

/**
 * Screens' own actors (app/screen-actor.ts names them screen.<machine>.<n>) are in the system too. Like every actor here
 * they report their state and never their context: a table screen's context is its rows, a form's what the user
 * typed, and the team view asks what an agent is doing, not what they see. They come after the long-lived actors
 * and at most this many, the latest first (the page in view; the shell's own screens open at sign-in), so the
 * session and the phone stay in a report however many screens are open.
 */
export const screenLimit = 5;
const isScreen = (ref: AnyActorRef) => ref.id.startsWith('screen.');

/** Machine actors and their states, redacted, in the state report's shape (at most 20, ids the service accepts). */
export const currentStates = (actors: readonly AnyActorRef[]): Record<string, string> => {
  const states: Record<string, string> = {};
  let count = 0;
  let screens = 0;
  for (const ref of [...actors.filter((a) => !isScreen(a)), ...actors.filter(isScreen).reverse()]) {
    if (machineIdOf(ref) === null || !idPattern.test(ref.id) || count >= actorLimit) continue;
    if (isScreen(ref) && ++screens > screenLimit) break;
    const { value } = ref.getSnapshot() as { value: Parameters<typeof stateLabel>[0] };
    const label = redact(stateLabel(value));
    // A screen's number changes each time it opens; the team view names the machine.
    const id = isScreen(ref) ? ref.id.replace(/\.\d+$/, '') : ref.id;
    if (!(id in states)) count += 1;
    states[id] = String(label).slice(0, 200);
  }
  return states;
};
