import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { presenceMachine } from '../../../src/machines/presence.machine';

/** The presence actor with its service calls replaced: what it shows, and that it says goodbye on leaving. */
const presence = () => {
  const log: string[] = [];
  const machine = presenceMachine.provide({
    actors: {
      announce: fromCallback<EventObject, { recordId: number }>(({ input }) => {
        log.push(`open ${input.recordId}`);
        return () => log.push(`closed ${input.recordId}`);
      }),
      pushes: fromCallback(() => () => undefined),
    },
  });
  return { actor: createActor(machine, { input: { recordId: 7, userId: 3 } }).start(), log };
};
const naledi = { user_id: 3, name: 'Naledi Mokoena' };
const pieter = { user_id: 2, name: 'Pieter van der Merwe' };

describe('who else has the record open (presence machine)', () => {
  it('shows the others, never me, and only for this record', () => {
    const p = presence();
    p.actor.send({ type: 'presence.viewers', recordId: 7, viewers: [naledi, pieter], seq: 1 });
    expect(p.actor.getSnapshot().context.others).toEqual([pieter]);
    p.actor.send({ type: 'presence.viewers', recordId: 8, viewers: [], seq: 2 });
    expect(p.actor.getSnapshot().context.others).toEqual([pieter]);
    p.actor.send({ type: 'presence.viewers', recordId: 7, viewers: [naledi], seq: 3 });
    expect(p.actor.getSnapshot().context.others).toEqual([]);
  });

  it('keeps the newest list: an answer overtaken by a push does not hide the newcomer', () => {
    const p = presence();
    // The push of Pieter's arrival (seq 5) reaches the page before the answer to my own announcement (seq 4).
    p.actor.send({ type: 'presence.viewers', recordId: 7, viewers: [naledi, pieter], seq: 5 });
    p.actor.send({ type: 'presence.viewers', recordId: 7, viewers: [naledi], seq: 4 });
    expect(p.actor.getSnapshot().context.others).toEqual([pieter]);
  });

  it('asks the page to read the record again when someone else changed it, not when I did', () => {
    const p = presence();
    let reloads = 0;
    p.actor.on('case.changed', () => reloads++);
    p.actor.send({ type: 'presence.changed', recordId: 7, byUserId: 3 });
    p.actor.send({ type: 'presence.changed', recordId: 8, byUserId: 2 });
    expect(reloads).toBe(0);
    p.actor.send({ type: 'presence.changed', recordId: 7, byUserId: 2 });
    expect(reloads).toBe(1);
  });

  it('announces on opening and says it left when the page goes', () => {
    const p = presence();
    expect(p.log).toEqual(['open 7']);
    p.actor.stop();
    expect(p.log).toEqual(['open 7', 'closed 7']);
  });
});
