import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordReuseMachine,
  reuseError,
  type ReuseVerdict,
} from '../../../src/machines/password-reuse.machine';

const usedText = 'This password was used before. Choose a new one.';

/** The machine over a fake service that knows one used password, on a clock the test moves. */
const start = (resetToken: string | null) => {
  const asked: { resetToken: string | null; password: string }[] = [];
  const machine = passwordReuseMachine.provide({
    actors: {
      checkPassword: fromPromise<ReuseVerdict, { resetToken: string | null; password: string }>(
        async ({ input }) => {
          asked.push(input);
          const used = input.password === 'Console@2026';
          return { password: input.password, used, message: used ? usedText : '' };
        },
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { resetToken }, clock }).start();
  return { actor, clock, asked };
};

describe('the new-password reuse check (passwordReuse machine)', () => {
  it('asks 400 ms after the last key, once, and gives the field the service’s message', async () => {
    const d = start('a-reset-token-of-sixteen');
    for (const text of ['Console@20', 'Console@202', 'Console@2026']) {
      d.actor.send({ type: 'password.typed', password: text });
      d.clock.increment(200);
    }
    expect(d.asked).toEqual([]);
    d.clock.increment(200);
    await waitFor(d.actor, (s) => s.context.verdict !== null);
    expect(d.asked).toEqual([{ resetToken: 'a-reset-token-of-sixteen', password: 'Console@2026' }]);
    const { verdict, password } = d.actor.getSnapshot().context;
    expect(reuseError(verdict, password)).toBe(usedText);
    // Typing on clears the message at once: it speaks of the password in the field only.
    d.actor.send({ type: 'password.typed', password: 'Console@2026!' });
    expect(reuseError(d.actor.getSnapshot().context.verdict, 'Console@2026!')).toBeUndefined();
  });

  it('asks at once on leaving the field, with the session (no token) in the change form', async () => {
    const d = start(null);
    d.actor.send({ type: 'password.typed', password: 'Karoo#Sunrise4' });
    d.actor.send({ type: 'password.blurred' });
    await waitFor(d.actor, (s) => s.context.verdict !== null);
    expect(d.asked).toEqual([{ resetToken: null, password: 'Karoo#Sunrise4' }]);
    expect(reuseError(d.actor.getSnapshot().context.verdict, 'Karoo#Sunrise4')).toBeUndefined();
    // The same password again is not asked twice.
    d.actor.send({ type: 'password.blurred' });
    expect(d.asked).toHaveLength(1);
  });

  it('does not ask about a password the §5 rule refuses anyway', () => {
    const d = start(null);
    d.actor.send({ type: 'password.typed', password: 'weakweak' });
    d.clock.increment(1000);
    d.actor.send({ type: 'password.blurred' });
    expect(d.asked).toEqual([]);
    expect(d.actor.getSnapshot().value).toBe('idle');
  });
});
