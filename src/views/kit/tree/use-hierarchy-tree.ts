import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../../app/screen-actor';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { fromPromise } from 'xstate';
import { hierarchyTreeMachine } from '../../../machines/hierarchy-tree.machine';
import { buildTree, initialOpenMap } from '../../../rules/kit-tree';
import type { TreeLoadRequest, TreeMove, TreeNode, TreeSelectEvent } from '../../../rules/kit-tree-types';

export type TreeControls = {
  add: (node: TreeNode) => void;
  rename: (id: string, text: string) => void;
  replace: (id: string, node: TreeNode) => void;
  remove: (id: string) => void;
};

export type UseHierarchyTreeOptions = {
  treeCase: string;
  id: string;
  menuItems?: Record<string, string[]>;
  load?: (request: TreeLoadRequest, signal: AbortSignal) => Promise<unknown>;
  serviceUrl?: string;
  service?: string;
  onSelect?: (event: TreeSelectEvent) => void;
  onMove?: (move: TreeMove) => void;
  controlsRef?: Ref<TreeControls>;
};

/** The tree's actor, its nested items and open map, its events as callbacks, and its local-edit controls. */
export function useHierarchyTree(options: UseHierarchyTreeOptions) {
  const { treeCase, id, load } = options;
  // Read once: the tree keeps the loader it was created with.
  const [machine] = useState(() =>
    load
      ? hierarchyTreeMachine.provide({
          actors: { loadTree: fromPromise(({ input, signal }) => load(input.body, signal)) },
        })
      : hierarchyTreeMachine,
  );
  const actor = useScreenActor(machine, {
    input: {
      treeCase,
      id,
      menuItems: options.menuItems,
      serviceUrl: options.serviceUrl,
      service: options.service,
    },
  });
  const nodes = useSelector(actor, (s) => s.context.nodes);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const items = useMemo(() => buildTree(nodes), [nodes]);
  const openMap = useMemo(() => initialOpenMap(nodes), [nodes]);
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });

  useEffect(() => actor.send({ type: 'tree.id', id }), [actor, id]);
  useEffect(() => {
    const selected = actor.on('tree.selected', ({ name, nodeType, node, depth }) =>
      handlers.current.onSelect?.({ name, nodeType, node, depth }),
    );
    const moved = actor.on('tree.moved', ({ node, displaced, oldPosition, newPosition }) =>
      handlers.current.onMove?.({ node, displaced, oldPosition, newPosition }),
    );
    return () => {
      selected.unsubscribe();
      moved.unsubscribe();
    };
  }, [actor]);
  useImperativeHandle(
    options.controlsRef,
    () => ({
      add: (node) => actor.send({ type: 'tree.add', node }),
      rename: (nodeId, text) => actor.send({ type: 'tree.rename', id: nodeId, text }),
      replace: (nodeId, node) => actor.send({ type: 'tree.replace', id: nodeId, node }),
      remove: (nodeId) => actor.send({ type: 'tree.remove', id: nodeId }),
    }),
    [actor],
  );
  return { actor, nodes, busy, items, openMap };
}
