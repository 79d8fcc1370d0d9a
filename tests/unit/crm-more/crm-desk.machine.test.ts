import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CrmMorePathName } from '../../../src/contracts/crm-more';
import {
  crmDeskMachine,
  type CrmChange,
  type CrmDeskEmitted,
  type CrmReads,
} from '../../../src/machines/crm-desk.machine';
import { HttpError } from '../../../src/services/http-result';

/** A small driver: the machine with recorded calls, a failing change when asked, and the emitted events. */
const crmDesk = (reads: CrmReads, options: { refuse?: CrmMorePathName } = {}) => {
  const log: string[] = [];
  const machine = crmDeskMachine.provide({
    actors: {
      loadReads: fromPromise<Partial<Record<CrmMorePathName, unknown>>, CrmReads>(async ({ input }) => {
        log.push(`load:${Object.keys(input).join(',')}`);
        return Object.fromEntries(
          Object.keys(input).map((k) => [k, { from: k, body: input[k as CrmMorePathName] }]),
        );
      }),
      applyChange: fromPromise<unknown, CrmChange>(async ({ input }) => {
        log.push(`change:${input.call}`);
        if (input.call === options.refuse)
          throw new HttpError({ kind: 'appError', errCode: 3, msg: 'Already mapped' });
        return { saved: input.payload };
      }),
      refreshCache: fromPromise<unknown, void>(async () => {
        log.push('refresh');
        return { version: 2, cached: false, items: [] };
      }),
    },
  });
  const actor = createActor(machine, { input: { reads } }).start();
  const emitted: CrmDeskEmitted[] = [];
  actor.on('crm.changed', (e) => emitted.push(e));
  const settle = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, log, emitted, settle };
};

describe('crmDesk machine', () => {
  it('loads its reads, and reloads them with new bodies', async () => {
    const d = crmDesk({ stockHistory: {} });
    await d.settle();
    expect(d.actor.getSnapshot().context.data).toEqual({ stockHistory: { from: 'stockHistory', body: {} } });
    d.actor.send({ type: 'crm.reload', reads: { stockHistory: { kind: 'sold' } } });
    await waitFor(d.actor, (s) => s.matches('ready') && s.context.reads.stockHistory?.kind === 'sold');
    expect(d.log).toEqual(['load:stockHistory', 'load:stockHistory']);
  });

  it('a mobile mapping change refreshes the classification cache before reloading', async () => {
    const d = crmDesk({});
    await d.settle();
    d.actor.send({
      type: 'crm.change',
      call: 'mobileMap',
      payload: { mobile_classification_id: 3, case_classification_id: 9 },
      refreshCache: true,
    });
    expect(d.actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(d.actor, (s) => s.matches('ready') && s.context.notice === 'Saved');
    expect(d.log).toEqual(['load:', 'change:mobileMap', 'refresh', 'load:']);
    expect(d.emitted).toEqual([
      {
        type: 'crm.changed',
        call: 'mobileMap',
        result: { saved: { mobile_classification_id: 3, case_classification_id: 9 } },
      },
    ]);
  });

  it('other changes reload without a cache refresh; a refusal keeps the screen and shows the reason', async () => {
    const d = crmDesk({ rfqMap: {} }, { refuse: 'rfqMapAdd' });
    await d.settle();
    d.actor.send({ type: 'crm.change', call: 'rfqMapRemove', payload: { id: 4 } });
    await waitFor(d.actor, (s) => s.matches('ready') && s.context.notice === 'Saved');
    d.actor.send({ type: 'crm.change', call: 'rfqMapAdd', payload: { category: 'other', workgroup_id: 2 } });
    await waitFor(d.actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(d.actor.getSnapshot().context.error).toBe('Already mapped');
    expect(d.log).toEqual(['load:rfqMap', 'change:rfqMapRemove', 'load:rfqMap', 'change:rfqMapAdd']);
    expect(d.emitted.map((e) => e.call)).toEqual(['rfqMapRemove']);
    d.actor.send({ type: 'crm.dismiss' });
    expect(d.actor.getSnapshot().context.error).toBeNull();
  });
});
