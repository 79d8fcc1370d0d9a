import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  CampaignVersion,
  ConfigurationAnswer,
  MyTarget,
  OutcomeRecord,
  TargetPage,
} from '../../../src/contracts/campaigns';
import { campaignTargetsMachine } from '../../../src/machines/campaign-targets.machine';
import {
  campaignsMachine,
  type CampaignChange,
  type CampaignsLoaded,
} from '../../../src/machines/campaigns.machine';
import { HttpError } from '../../../src/services/http-result';

type LoadInput = { versionId: number | null; page: number; status: string; first: boolean };
const version = { id: 7, campaign_id: 3, version_number: 1, status: 'draft' } as CampaignVersion;
const page = (n: number): TargetPage => ({
  rows: [],
  page: { pageNumber: n, size: 10, totalElements: 14, totalPages: 2 },
});

/** The campaigns machine over a recorded fake service: every load's input and every change, in order. */
const world = (failChange = false) => {
  const loads: LoadInput[] = [];
  const changes: CampaignChange[] = [];
  const machine = campaignsMachine.provide({
    actors: {
      load: fromPromise(async ({ input }: { input: LoadInput }): Promise<CampaignsLoaded> => {
        loads.push(input);
        return {
          campaigns: [],
          ...(input.first && { config: {}, tags: ['Gap cover'], agents: [] }),
          version: input.versionId === null ? null : version,
          progress: null,
          targets: input.versionId === null ? null : page(input.page),
        };
      }),
      apply: fromPromise(async ({ input }: { input: CampaignChange }) => {
        changes.push(input);
        if (failChange)
          throw new HttpError({ kind: 'appError', errCode: 1, msg: 'Only a draft version can be changed' });
        return { versionId: 7 as number | null, notice: 'Version is now active' };
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const settled = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  return { actor, loads, changes, settled };
};

describe('campaigns machine', () => {
  it('loads configuration once, then a version with its page of targets, then the next page', async () => {
    const w = world();
    await w.settled();
    w.actor.send({ type: 'campaigns.open', versionId: 7 });
    await w.settled();
    expect(w.actor.getSnapshot().context.campaignId).toBe(3);
    w.actor.send({ type: 'campaigns.page', page: 2 });
    await w.settled();
    expect(w.loads.map((l) => [l.versionId, l.page, l.first])).toEqual([
      [null, 1, true],
      [7, 1, false],
      [7, 2, false],
    ]);
    expect(w.actor.getSnapshot().context.targets?.page.pageNumber).toBe(2);
    // A status filter starts again at the first page.
    w.actor.send({ type: 'campaigns.filter', status: 'Call back' });
    await w.settled();
    expect(w.loads.at(-1)).toMatchObject({ page: 1, status: 'Call back' });
  });

  it('applies a change, reloads, and shows its notice; a refused change keeps the screen and says why', async () => {
    const w = world();
    await w.settled();
    w.actor.send({
      type: 'campaigns.change',
      change: { kind: 'transition', versionId: 7, action: 'activate' },
    });
    await w.settled();
    expect(w.changes).toHaveLength(1);
    expect(w.loads.at(-1)?.versionId).toBe(7);
    expect(w.actor.getSnapshot().context.notice).toBe('Version is now active');

    const refused = world(true);
    await refused.settled();
    const loadsBefore = refused.loads.length;
    refused.actor.send({
      type: 'campaigns.change',
      change: { kind: 'transition', versionId: 7, action: 'pause' },
    });
    await refused.settled();
    expect(refused.loads).toHaveLength(loadsBefore);
    expect(refused.actor.getSnapshot().context.error).toBe('Only a draft version can be changed');
  });
});

describe('campaign targets machine', () => {
  it('splits a refused outcome into field errors and reloads after a recorded one', async () => {
    let attempt = 0;
    let loads = 0;
    const machine = campaignTargetsMachine.provide({
      actors: {
        load: fromPromise(
          async () => (loads++, { targets: [] as MyTarget[], config: {} as ConfigurationAnswer | null }),
        ),
        record: fromPromise(async ({ input }: { input: OutcomeRecord }): Promise<unknown> => {
          attempt++;
          if (attempt === 1)
            throw new HttpError({
              kind: 'appError',
              errCode: 1,
              msg: 'status: Choose the status the call leaves the target in; fields.interest_level: This field is required',
            });
          return input;
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'targets.open', targetId: 11 });
    const outcome = { target_id: 11, disposition: 'RESOLVED', status: 'New', fields: {}, notes: '' };
    actor.send({ type: 'targets.record', outcome });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.issues).toEqual({
      status: 'Choose the status the call leaves the target in',
      'fields.interest_level': 'This field is required',
    });
    expect(actor.getSnapshot().context.openId).toBe(11);
    actor.send({ type: 'targets.record', outcome: { ...outcome, status: 'Completed' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice === 'Outcome recorded');
    expect(actor.getSnapshot().context.openId).toBeNull();
    expect(loads).toBe(2);
  });
});

describe('auto_populate_keywords', () => {
  it('fills only the configured keywords', async () => {
    const { fillKeywords } = await import('../../../src/rules/campaign-keywords');
    const keywords = [{ keyword: '{customer_name}', label: 'Name' }];
    const values = { '{customer_name}': 'Thabo Nkosi', '{agent_name}': 'Naledi Mokoena' };
    expect(fillKeywords('Hello {customer_name}, {agent_name} here', keywords, values)).toBe(
      'Hello Thabo Nkosi, {agent_name} here',
    );
  });
});
