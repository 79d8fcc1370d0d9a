import { setup } from 'xstate';

/**
 * The parent of every screen's actor (app/screen-actor.ts): screens live in the console's system, so the debug
 * panel, the state report and tests see them, without their end being anyone else's business. A child that finishes
 * or fails tells its parent, and a machine that does not take a child's failure fails itself: without these
 * transitions one broken screen would fail this actor, then the console and every long-lived actor with it. The
 * failure still reaches its screen: the view's selectors throw it to the nearest error boundary, as before.
 */
export const screensMachine = setup({}).createMachine({
  id: 'screens',
  on: {
    'xstate.done.actor.*': {},
    'xstate.error.actor.*': {},
  },
});
