import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { permissionKeys } from '../../../src/contracts/permissions';
import { parseInternalNodeId, tenantOfNode } from '../../../src/contracts/internal-org/tree';
import { internalListMachine } from '../../../src/machines/internal-list.machine';
import { internalRecordMachine } from '../../../src/machines/internal-record.machine';
import { HttpError } from '../../../src/services/http-result';
import type { InternalListName, InternalRecordKind } from '../../../src/services/internal-org-api';

type Values = Record<string, unknown>;
type SaveInput = { kind: InternalRecordKind; values: Values };
type RemoveInput = { kind: InternalRecordKind; id: number };
type ListInput = { list: InternalListName; body: Values };
import { departmentNode } from '../../../src/views/internal-org/department-nodes';

const refused = (msg: string) => new HttpError({ kind: 'appError', errCode: 1, msg });

describe('internalRecord machine', () => {
  it('adds a department: opens new with the tree node’s defaults, saves, emits record.saved as created', async () => {
    const sent: Record<string, unknown>[] = [];
    const actor = createActor(
      internalRecordMachine.provide({
        actors: {
          saveRecord: fromPromise<Values, SaveInput>(async ({ input }) => {
            sent.push(input.values);
            return { ...input.values, id: 12 };
          }),
        },
      }),
    ).start();
    const saved: unknown[] = [];
    actor.on('record.saved', (e) => saved.push(e));
    actor.send({
      type: 'record.open',
      kind: 'department',
      id: -1,
      defaults: { tenant_id: 3, parent_id: null },
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'record.save', values: { name: 'Claims Support', tenant_id: 3 } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.id === 12);
    expect(sent).toEqual([{ name: 'Claims Support', tenant_id: 3, id: -1 }]);
    expect(saved).toEqual([
      {
        type: 'record.saved',
        kind: 'department',
        record: { name: 'Claims Support', tenant_id: 3, id: 12 },
        created: true,
      },
    ]);
  });

  it('keeps the service’s refusal and puts field issues under their fields', async () => {
    const actor = createActor(
      internalRecordMachine.provide({
        actors: {
          saveRecord: fromPromise<Values, SaveInput>(async () => {
            throw refused('name: This organisation already has a department named "Finance"');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'record.open', kind: 'department', id: -1, defaults: {} });
    actor.send({ type: 'record.save', values: { name: 'Finance' } });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'name', message: 'This organisation already has a department named "Finance"' },
    ]);
  });

  it('opens a row with its values without loading, and saves it under its own id', () => {
    const actor = createActor(internalRecordMachine).start();
    actor.send({ type: 'record.open', kind: 'representative', id: 9, defaults: { first_name: 'Bongani' } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ id: 9, record: { id: 9, first_name: 'Bongani' } });
  });

  it('a refused removal returns to idle with the reason (Remove Department of a staffed department)', async () => {
    const actor = createActor(
      internalRecordMachine.provide({
        actors: {
          removeRecord: fromPromise<null, RemoveInput>(async () => {
            throw refused('Finance still has 2 employees: move them to another department first');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'record.remove', kind: 'department', id: 4 });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatch(/still has 2 employees/);
  });
});

describe('internalList machine', () => {
  it('loads at start and again with a new body; a failure keeps the text', async () => {
    const bodies: unknown[] = [];
    const actor = createActor(
      internalListMachine.provide({
        actors: {
          loadList: fromPromise<unknown, ListInput>(async ({ input }) => {
            bodies.push(input.body);
            if (input.body.query === 'boom') throw refused('Not found');
            return [{ id: 1 }];
          }),
        },
      }),
      { input: { list: 'fsps' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.load', body: { query: 'boom' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(bodies).toEqual([{}, { query: 'boom' }]);
    expect(actor.getSnapshot().context.error).toBe('Not found');
  });
});

describe('internal tree rules', () => {
  it('parses node ids of every internal tree', () => {
    expect(parseInternalNodeId('dept-4')).toEqual({ kind: 'department', id: 4 });
    expect(parseInternalNodeId('cfg-3-dispatch')).toEqual({ kind: 'section', id: 3, section: 'dispatch' });
    expect(tenantOfNode('ind-2-Mining')).toBe(2);
    expect(tenantOfNode('dept-4')).toBeNull();
    expect(parseInternalNodeId('biz-1')).toBeNull();
  });

  it('builds a saved department’s node with the menu the role map allows', () => {
    const d = {
      id: 7,
      tenant_id: 3,
      tenant_name: 'x',
      parent_id: null,
      name: 'Wellness',
      code: '',
      description: '',
      employees: 0,
    };
    const agent = departmentNode('departments', d, {
      [permissionKeys.addDepartment]: 1,
      [permissionKeys.removeDepartment]: 0,
    });
    expect(agent).toMatchObject({ id: 'dept-7', parent: 'org-3', type: 'division_leaf' });
    expect(agent.data?.context_items).toEqual(['add_department']);
    const admin = departmentNode(
      'employees',
      { ...d, parent_id: 2 },
      {
        [permissionKeys.addDepartment]: 1,
        [permissionKeys.removeDepartment]: 1,
      },
    );
    // A key the map does not list is refused by the service, so the menu leaves its action out (issue 17).
    expect(departmentNode('employees', d, {}).data?.context_items).toEqual([]);
    expect(admin).toMatchObject({ parent: 'dept-2', type: 'asi_div_leaf' });
    expect(admin.data?.context_items).toEqual(['add_department', 'remove_department']);
  });
});
