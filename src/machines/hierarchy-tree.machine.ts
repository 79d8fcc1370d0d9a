import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import { kitPaths, loadTree } from '../services/kit-api';
import { addNode, nodeDepth, parseTreeAnswer, removeNode, renameNode, replaceNode } from '../rules/kit-tree';
import { moveWithinParent } from '../rules/kit-tree-move';
import {
  treeSelectDelayMs,
  type TreeLoadRequest,
  type TreeMove,
  type TreeNode,
} from '../rules/kit-tree-types';

export type HierarchyTreeInput = {
  treeCase: string;
  id: string;
  menuItems?: Record<string, string[]>;
  serviceUrl?: string;
  service?: string;
};
export type HierarchyTreeContext = {
  treeCase: string;
  id: string;
  menuItems: Record<string, string[]>;
  serviceUrl: string;
  service: string;
  nodes: readonly TreeNode[];
  pendingSelect: string | null;
  lastMove: TreeMove | null;
};
export type HierarchyTreeEvent =
  | { type: 'tree.id'; id: string }
  | { type: 'tree.add'; node: TreeNode }
  | { type: 'tree.rename'; id: string; text: string }
  | { type: 'tree.replace'; id: string; node: TreeNode }
  | { type: 'tree.remove'; id: string }
  | { type: 'tree.move'; id: string; index: number }
  | { type: 'tree.select'; id: string };
export type HierarchyTreeEmitted =
  | { type: 'tree.selected'; name: string; nodeType: string; node: TreeNode; depth: number }
  | ({ type: 'tree.moved' } & TreeMove);

/** Hierarchy tree (spec §4): loads at start, reloads when its id changes, edits locally, selects after 500 ms. */
export const hierarchyTreeMachine = setup({
  types: {
    context: {} as HierarchyTreeContext,
    events: {} as HierarchyTreeEvent,
    input: {} as HierarchyTreeInput,
    emitted: {} as HierarchyTreeEmitted,
  },
  actors: {
    loadTree: fromPromise<unknown, { serviceUrl: string; service: string; body: TreeLoadRequest }>(
      ({ input, signal }) => loadTree(input.serviceUrl, input.service, input.body, { signal }),
    ),
  },
  delays: { selectDelay: treeSelectDelayMs },
  guards: {
    isTreeAnswer: ({ event }) => 'output' in event && parseTreeAnswer(event.output) !== null,
    isNewId: ({ context, event }) => event.type === 'tree.id' && event.id !== context.id,
    isMovable: ({ context, event }) =>
      event.type === 'tree.move' && moveWithinParent(context.nodes, event.id, event.index) !== null,
    isKnownNode: ({ context, event }) =>
      event.type === 'tree.select' && context.nodes.some((n) => n.id === event.id),
  },
  actions: {
    // Tree load failures are only logged; the tree stays empty with no user message (spec §8).
    logFailure: (_, params: { reason: unknown }) => console.error('Tree load failed', params.reason),
  },
}).createMachine({
  id: 'hierarchyTree',
  context: ({ input }) => ({
    treeCase: input.treeCase,
    id: input.id,
    menuItems: input.menuItems ?? {},
    serviceUrl: input.serviceUrl ?? kitPaths.treeService,
    service: input.service ?? kitPaths.treeDemo,
    nodes: [],
    pendingSelect: null,
    lastMove: null,
  }),
  on: {
    'tree.id': { guard: 'isNewId', target: '.loading', actions: assign({ id: ({ event }) => event.id }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        input: ({ context }) => ({
          serviceUrl: context.serviceUrl,
          service: context.service,
          body: { id: context.id, menu_items: context.menuItems },
        }),
        onDone: [
          {
            guard: 'isTreeAnswer',
            target: 'ready',
            actions: assign({ nodes: ({ event }) => parseTreeAnswer(event.output) ?? [] }),
          },
          {
            target: 'ready',
            actions: [
              assign({ nodes: [] }),
              { type: 'logFailure', params: ({ event }) => ({ reason: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            assign({ nodes: [] }),
            { type: 'logFailure', params: ({ event }) => ({ reason: event.error }) },
          ],
        },
      },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: {
        'tree.add': {
          actions: assign({ nodes: ({ context, event }) => addNode(context.nodes, event.node) }),
        },
        'tree.rename': {
          actions: assign({ nodes: ({ context, event }) => renameNode(context.nodes, event.id, event.text) }),
        },
        'tree.replace': {
          actions: assign({
            nodes: ({ context, event }) => replaceNode(context.nodes, event.id, event.node),
          }),
        },
        'tree.remove': {
          actions: assign({ nodes: ({ context, event }) => removeNode(context.nodes, event.id) }),
        },
        'tree.move': {
          guard: 'isMovable',
          actions: [
            assign(({ context, event }) => {
              const result = moveWithinParent(context.nodes, event.id, event.index) as NonNullable<
                ReturnType<typeof moveWithinParent>
              >;
              return { nodes: result.nodes, lastMove: result.move };
            }),
            emit(({ context }) => ({ type: 'tree.moved' as const, ...(context.lastMove as TreeMove) })),
          ],
        },
        'tree.select': { guard: 'isKnownNode', target: '.selecting', reenter: true },
      },
      states: {
        idle: {},
        selecting: {
          entry: assign({ pendingSelect: ({ event }) => (event.type === 'tree.select' ? event.id : null) }),
          after: {
            selectDelay: {
              target: 'idle',
              actions: [
                emit(({ context }) => {
                  const node = context.nodes.find((n) => n.id === context.pendingSelect) as TreeNode;
                  return {
                    type: 'tree.selected',
                    name: context.treeCase,
                    nodeType: node.type,
                    node,
                    depth: nodeDepth(context.nodes, node.id),
                  };
                }),
                assign({ pendingSelect: null }),
              ],
            },
          },
        },
      },
    },
  },
});

const sampleNodes: TreeNode[] = [
  { id: 'r1', parent: '#', text: 'Medical Aid', type: 'root_class', state: { opened: true } },
  { id: 'c1', parent: 'r1', text: 'Claims', type: 'sub_class' },
  { id: 'c2', parent: 'r1', text: 'Membership', type: 'sub_class' },
];

/** Drives the tree through loading, a failed load, local edits, a move and a delayed select. */
export const sampleEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadTree', output: sampleNodes } as EventObject,
  { type: 'xstate.done.actor.loadTree', output: { errCode: 1, msg: 'No tree for this id' } } as EventObject,
  { type: 'xstate.error.actor.loadTree', error: new Error('network') } as EventObject,
  { type: 'tree.select', id: 'c1' } as EventObject,
  { type: 'xstate.after.selectDelay.hierarchyTree.ready.selecting' } as EventObject,
  {
    type: 'tree.add',
    node: { id: 'c3', parent: 'r1', text: 'Dependants', type: 'leaf_class' },
  } as EventObject,
  { type: 'tree.rename', id: 'c1', text: 'Claims (all)' } as EventObject,
  {
    type: 'tree.replace',
    id: 'c2',
    node: { id: 'c2', parent: 'r1', text: 'Members', type: 'sub_class' },
  } as EventObject,
  { type: 'tree.move', id: 'c1', index: 2 } as EventObject,
  { type: 'tree.remove', id: 'c3' } as EventObject,
  { type: 'tree.id', id: 'demo-50' } as EventObject,
];
