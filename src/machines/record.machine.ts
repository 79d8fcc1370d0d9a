import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { customRuleMessages } from '../contracts/custom-field-rules';
import { email as emailField } from '../contracts/form-fields';
import { HttpError, errorText, issuesFromMessage, unwrap, type HttpResult } from '../services/http-result';
import type { RequestOptions } from '../services/http';
import { fillPath, navigateTo } from './redirect';

export type FieldIssue = { path: string; message: string };
type Values = Record<string, unknown>;

/** What a record machine needs of an area's API module. */
export type RecordApi<K extends string> = {
  get: (kind: K, id: number, options?: RequestOptions) => Promise<Parameters<typeof unwrap>[0]>;
  save: (kind: K, values: Values) => Promise<Parameters<typeof unwrap>[0]>;
  remove: (kind: K, id: number) => Promise<Parameters<typeof unwrap>[0]>;
  /** uniqueEmail: asks the service whether the form's e-mail is taken (null where the rule does not apply). */
  emailInUse?: (kind: K, values: Values) => Promise<HttpResult<{ used: boolean }>> | null;
};

export type RecordContext<K extends string> = {
  kind: K | null;
  id: number;
  /** The loaded record, or the defaults of a new one (employer_id, division_id… from the tree node). */
  record: Values | null;
  error: string | null;
  issues: FieldIssue[];
  pendingRemove: { kind: K; id: number } | null;
  /** Where a created record opens (`:id` filled from the answer); a details page's own route. */
  createdPath?: string;
  /** The address in the e-mail field as last typed, and uniqueEmail's message for it while it is taken. */
  email: string;
  emailTaken: string | null;
};

export type RecordEvent<K extends string> =
  | { type: 'record.open'; kind: K; id: number; defaults?: Values; createdPath?: string }
  | { type: 'record.save'; values: Values }
  | { type: 'record.remove'; kind: K; id: number }
  | { type: 'record.close' }
  /** The e-mail field changed (checked once typing stops) or was left (checked at once). */
  | { type: 'record.email.typed' | 'record.email.left'; email: string };

export type RecordEmitted<K extends string> =
  | { type: 'record.saved'; kind: K; record: Values; created: boolean }
  | { type: 'record.removed'; kind: K; id: number };

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
    actors: {
      loadRecord: fromPromise<Values, { kind: K; id: number }>(
        async ({ input, signal }) => unwrap(await api.get(input.kind, input.id, { signal })) as Values,
      ),
      saveRecord: fromPromise<Values, { kind: K; values: Values }>(async ({ input }) => {
        // Asked first so the message sits under the e-mail field before anything is written; the service checks
        // again on save, and its refusal reads the same.
        const check = await api.emailInUse?.(input.kind, input.values);
        if (check?.kind === 'ok' && check.data.used)
          throw new HttpError({
            kind: 'appError',
            errCode: 1,
            msg: `email: ${customRuleMessages.uniqueEmail}`,
          });
        return unwrap(await api.save(input.kind, input.values)) as Values;
      }),
      /** uniqueEmail while typing: true when taken; false where the rule does not apply or the check failed. */
      checkEmail: fromPromise<boolean, { kind: K; id: number; email: string }>(async ({ input }) => {
        const check = await api.emailInUse?.(input.kind, { email: input.email, id: input.id });
        return check?.kind === 'ok' && check.data.used;
      }),
      removeRecord: fromPromise<null, { kind: K; id: number }>(async ({ input }) => {
        unwrap(await api.remove(input.kind, input.id));
        return null;
      }),
    },
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
