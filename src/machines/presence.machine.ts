import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';
import type { PresenceViewer } from '../contracts/workflow/presence';
import { caseEditApi } from '../services/case-edit-api';
import { presenceHeartbeat } from '../streams/presence-heartbeat';
import { workflowEvents } from '../streams/workflow-events';

export type PresenceEvent =
  | { type: 'presence.viewers'; recordId: number; viewers: PresenceViewer[]; seq: number }
  | { type: 'presence.changed'; recordId: number; byUserId: number };
type Input = { recordId: number; userId: number | null };

/**
 * Who else has this case or lead open. While the page shows it, the console says so at once and every 10 s, and
 * says it left when the page goes (the service's expiry covers a closed tab, which cannot send). The names come
 * from those answers and from the push channel's `presence` events, so arrivals and departures show within a
 * second; the user's own entry is left out. A change someone else made to the record is announced too
 * (`case.changed`), so the page shows it without a refresh.
 */
export const presenceMachine = setup({
  types: {
    context: {} as Input & { others: PresenceViewer[]; seq: number },
    events: {} as PresenceEvent,
    input: {} as Input,
    emitted: {} as { type: 'case.changed' },
  },
  actors: {
    announce: fromCallback<EventObject, { recordId: number }>(({ input, sendBack }) => {
      const { recordId } = input;
      const renewals = presenceHeartbeat(async () => {
        const answer = await caseEditApi.presence({ record_id: recordId, state: 'open' });
        return answer.kind === 'ok' ? answer.data : null;
      }).subscribe((p) => sendBack({ type: 'presence.viewers', recordId, viewers: p.viewers, seq: p.seq }));
      return () => {
        renewals.unsubscribe();
        void caseEditApi.presence({ record_id: recordId, state: 'closed' });
      };
    }),
    pushes: fromCallback<EventObject, { recordId: number }>(({ input, sendBack }) => {
      const { recordId } = input;
      const subscription = workflowEvents().subscribe((push) => {
        // Arrivals pushed before this stream was open (or while it was reconnecting) were never heard: once it is
        // ready, ask who is here rather than wait up to 10 s for the next renewal.
        if (push.kind === 'ready')
          void caseEditApi.presence({ record_id: recordId, state: 'open' }).then((answer) => {
            if (answer.kind === 'ok')
              sendBack({ type: 'presence.viewers', recordId, viewers: answer.data.viewers });
          });
        if (push.kind === 'presence' && push.presence.record_id === recordId)
          sendBack({ type: 'presence.viewers', recordId, ...push.presence });
        if (push.kind === 'change' && push.change.record.id === recordId)
          sendBack({ type: 'presence.changed', recordId, byUserId: push.change.by_user_id });
      });
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    // Only a list newer than the one shown: an answer overtaken by a push must not undo it.
    isNewerForThisRecord: ({ context, event }) =>
      event.type === 'presence.viewers' && event.recordId === context.recordId && event.seq > context.seq,
    isSomeoneElse: ({ context, event }) =>
      event.type === 'presence.changed' &&
      event.recordId === context.recordId &&
      event.byUserId !== context.userId,
  },
}).createMachine({
  id: 'presence',
  context: ({ input }) => ({ ...input, others: [], seq: -1 }),
  initial: 'watching',
  states: {
    watching: {
      invoke: [
        { id: 'announce', src: 'announce', input: ({ context }) => ({ recordId: context.recordId }) },
        { id: 'pushes', src: 'pushes', input: ({ context }) => ({ recordId: context.recordId }) },
      ],
      on: {
        'presence.viewers': {
          guard: 'isNewerForThisRecord',
          actions: assign(({ context, event }) =>
            event.type === 'presence.viewers'
              ? { others: event.viewers.filter((v) => v.user_id !== context.userId), seq: event.seq }
              : {},
          ),
        },
        // Someone else changed it: the page reads it again (an open edit keeps the version it started from).
        'presence.changed': { guard: 'isSomeoneElse', actions: emit({ type: 'case.changed' as const }) },
      },
    },
  },
});
