import { assign, emit, enqueueActions, setup } from 'xstate';
import { customRuleMessages } from '../contracts/custom-field-rules';
import { email as emailField } from '../contracts/form-fields';
import { errorText, issuesFromMessage } from '../services/http-result';
import { fillPath, navigateTo } from './redirect';
import { recordActors } from './record-actors';
import type { FieldIssue, RecordApi, RecordContext, RecordEmitted, RecordEvent } from './record-types';

export type { FieldIssue, RecordApi, RecordContext, RecordEmitted, RecordEvent } from './record-types';

const failure = (error: unknown) => ({ error: errorText(error), issues: [] as FieldIssue[] });

export { issuesFromMessage };

/**
 * One record of an area in a details form: open (load, or defaults for id -1), save, remove. Trees, lists and
 * details pages listen for record.saved / record.removed to update themselves. `valuesInHand`: a record opened
 * with its values (a row of a list) needs no load.
 */
export const recordMachine = <K extends string>(
  id: string,
  api: RecordApi<K>,
  options: { valuesInHand?: boolean } = {},
) =>
  setup({
    types: {
      context: {} as RecordContext<K>,
      events: {} as RecordEvent<K>,
      emitted: {} as RecordEmitted<K>,
    },
    actors: recordActors(api),
    actions: {
      navigate: navigateTo,
      noteEmail: assign(({ context, event }) => {
        if (event.type !== 'record.email.typed' && event.type !== 'record.email.left') return {};
        const email = String(event.email ?? '').trim();
        // A changed address has not been checked: its old message would be about another address.
        return email === context.email ? {} : { email, emailTaken: null };
      }),
    },
    delays: { emailPause: 400 },
    guards: {
      // Only an address the contract accepts is worth asking about; the form says what is wrong with the others.
      isCheckableEmail: ({ event }) =>
        (event.type === 'record.email.typed' || event.type === 'record.email.left') &&
        typeof event.email === 'string' &&
        event.email.trim() !== '' &&
        emailField.safeParse(event.email).success,
      opensCreated: ({ context }) => context.id === -1 && context.createdPath !== undefined,
      isNew: ({ event }) =>
        event.type === 'record.open' &&
        (event.id === -1 || (options.valuesInHand === true && event.defaults !== undefined)),
    },
  }).createMachine({
    id,
    context: {
      kind: null,
      id: -1,
      record: null,
      error: null,
      issues: [],
      pendingRemove: null,
      email: '',
      emailTaken: null,
    },
    initial: 'idle',
    on: {
      'record.open': [
        {
          guard: 'isNew',
          target: '.editing',
          actions: assign(({ event }) => ({
            kind: event.kind,
            id: event.id,
            record: { ...event.defaults, id: event.id },
            error: null,
            issues: [],
            createdPath: event.createdPath,
            email: '',
            emailTaken: null,
          })),
        },
        {
          target: '.loading',
          actions: assign(({ event }) => ({
            kind: event.kind,
            id: event.id,
            record: null,
            error: null,
            issues: [],
            createdPath: undefined,
            email: '',
            emailTaken: null,
          })),
        },
      ],
      'record.remove': {
        target: '.removing',
        actions: assign(({ event }) => ({ pendingRemove: { kind: event.kind, id: event.id }, error: null })),
      },
      'record.close': {
        target: '.idle',
        actions: assign({ kind: null, record: null, error: null, issues: [] }),
      },
    },
    states: {
      idle: {},
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ kind: context.kind as K, id: context.id }),
          onDone: { target: 'editing', actions: assign({ record: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
        },
      },
      failed: {},
      // uniqueEmail while typing: a pause of 400 ms (or leaving the field) asks the service; typing again cancels
      // the wait or the call in flight, so only the latest address is answered.
      editing: {
        initial: 'emailQuiet',
        on: {
          'record.save': { target: 'saving' },
          'record.email.typed': [
            { guard: 'isCheckableEmail', target: '.emailPausing', reenter: true, actions: 'noteEmail' },
            { target: '.emailQuiet', actions: 'noteEmail' },
          ],
          'record.email.left': [
            { guard: 'isCheckableEmail', target: '.emailChecking', reenter: true, actions: 'noteEmail' },
            { target: '.emailQuiet', actions: 'noteEmail' },
          ],
        },
        states: {
          emailQuiet: {},
          emailPausing: { after: { emailPause: 'emailChecking' } },
          emailChecking: {
            invoke: {
              id: 'checkEmail',
              src: 'checkEmail',
              input: ({ context }) => ({ kind: context.kind as K, id: context.id, email: context.email }),
              onDone: {
                target: 'emailQuiet',
                actions: assign({
                  emailTaken: ({ event }) => (event.output ? customRuleMessages.uniqueEmail : null),
                }),
              },
              onError: { target: 'emailQuiet' },
            },
          },
        },
      },
      saving: {
        tags: ['busy', 'saving'],
        invoke: {
          id: 'saveRecord',
          src: 'saveRecord',
          input: ({ context, event }) => ({
            kind: context.kind as K,
            values: { ...(event.type === 'record.save' ? event.values : {}), id: context.id },
          }),
          onDone: {
            target: 'editing',
            actions: [
              emit(({ context, event }) => ({
                type: 'record.saved' as const,
                kind: context.kind as K,
                record: event.output,
                created: context.id === -1,
              })),
              // Before the assign: a created record is recognised by the id it had (-1) when it was sent.
              enqueueActions(({ context, event, enqueue, check }) => {
                if (check({ type: 'opensCreated' }))
                  enqueue({
                    type: 'navigate',
                    params: { to: fillPath(context.createdPath ?? '', event.output) },
                  });
              }),
              assign(({ event }) => ({
                record: event.output,
                id: Number(event.output.id),
                error: null,
                issues: [],
                emailTaken: null,
              })),
            ],
          },
          onError: {
            target: 'editing',
            actions: assign(({ event }) => {
              const f = failure(event.error);
              return { error: f.error, issues: issuesFromMessage(f.error) };
            }),
          },
        },
      },
      removing: {
        tags: ['busy'],
        invoke: {
          id: 'removeRecord',
          src: 'removeRecord',
          input: ({ context }) => context.pendingRemove as { kind: K; id: number },
          onDone: {
            target: 'idle',
            actions: [
              emit(({ context }) => ({
                type: 'record.removed' as const,
                kind: context.pendingRemove?.kind as K,
                id: context.pendingRemove?.id as number,
              })),
              assign({ pendingRemove: null, kind: null, record: null }),
            ],
          },
          onError: {
            target: 'idle',
            actions: assign(({ event }) => ({ ...failure(event.error), pendingRemove: null })),
          },
        },
      },
    },
  });
