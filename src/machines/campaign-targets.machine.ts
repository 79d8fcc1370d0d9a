import { assign, fromPromise, setup } from 'xstate';
import type { ConfigurationAnswer, MyTarget, OutcomeRecord } from '../contracts/campaigns';
import { campaignsApi } from '../services/campaigns-api';
import { errorText, HttpError, issuesFromMessage } from '../services/http-result';

export type CampaignTargetsEvent =
  | { type: 'targets.refresh' }
  | { type: 'targets.open'; targetId: number | null }
  | { type: 'targets.record'; outcome: OutcomeRecord };

type Context = {
  targets: MyTarget[];
  config: ConfigurationAnswer | null;
  openId: number | null;
  error: string | null;
  notice: string | null;
  /** Field errors of the last refused outcome, keyed by the service's path (fields.current_scheme, status). */
  issues: Record<string, string>;
};

/** A validation refusal's field issues, by field, for the outcome form. */
const issuesOf = (e: unknown): Record<string, string> => {
  if (!(e instanceof HttpError) || e.failure.kind !== 'appError' || e.failure.errCode !== 1) return {};
  return Object.fromEntries(issuesFromMessage(e.failure.msg).map((i) => [i.path, i.message]));
};

/**
 * An agent's "My campaign targets": the open targets assigned to them in active versions, with the configuration
 * an outcome needs (dispositions, statuses, mandatory field labels, keywords). Recording an outcome reloads the
 * list: a target in a final status leaves it.
 */
export const campaignTargetsMachine = setup({
  types: { context: {} as Context, events: {} as CampaignTargetsEvent },
  actors: {
    load: fromPromise<{ targets: MyTarget[]; config: ConfigurationAnswer | null }, { first: boolean }>(
      async ({ input, signal }) => {
        const [targets, config] = await Promise.all([
          campaignsApi.myTargets({ signal }),
          input.first
            ? campaignsApi.configuration(
                [
                  'dispositions_codes_telephony',
                  'campaign_version_target_status',
                  'campaign_mandatory_fields',
                  'auto_populate_keywords',
                ],
                { signal },
              )
            : null,
        ]);
        return { targets, config };
      },
    ),
    record: fromPromise<unknown, OutcomeRecord>(({ input }) => campaignsApi.recordOutcome(input)),
  },
}).createMachine({
  id: 'campaignTargets',
  context: { targets: [], config: null, openId: null, error: null, notice: null, issues: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ first: context.config === null }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            targets: event.output.targets,
            config: event.output.config ?? context.config,
            error: null,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'targets.refresh': 'loading',
        'targets.open': {
          actions: assign(({ event }) => ({ openId: event.targetId, issues: {}, notice: null })),
        },
        'targets.record': { target: 'recording', actions: assign({ error: null, issues: {} }) },
      },
    },
    recording: {
      tags: ['saving'],
      invoke: {
        id: 'record',
        src: 'record',
        input: ({ event }) => (event as Extract<CampaignTargetsEvent, { type: 'targets.record' }>).outcome,
        onDone: { target: 'loading', actions: assign({ openId: null, notice: 'Outcome recorded' }) },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({ error: errorText(event.error), issues: issuesOf(event.error) })),
        },
      },
    },
  },
});
