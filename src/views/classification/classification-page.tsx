import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useRef, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { classificationPaths, type WorkflowType } from '../../contracts/classification';
import {
  classificationAdminMachine,
  type ClassificationOp,
} from '../../machines/classification-admin.machine';
import {
  classificationNode as nodeFor,
  classificationNodeId as idOf,
} from '../../rules/classification-nodes';
import { permittedMenuItems } from '../../rules/kit-tree-menu';
import type { TreeNode } from '../../rules/kit-tree-types';
import { useMayDo } from '../kit/permission/use-permission';
import { useRoleMap } from '../kit/use-role-map';
import { Breadcrumb } from '../kit/breadcrumb';
import { ClassificationDropdowns } from '../kit/classification/classification-dropdowns';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { HierarchyTree, type TreeControls } from '../kit/tree/hierarchy-tree';
import { TwoPane } from '../kit/two-pane/two-pane';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';
import { RenameValue } from './rename-value';
import { ValueForm } from './value-form';
import styles from '../kit/shared/page.module.css';
import own from './classification.module.css';

type Mode = { kind: 'none' } | { kind: 'add'; parent: TreeNode | null } | { kind: 'rename'; node: TreeNode };
const typeLabels: Record<WorkflowType, string> = { case: 'Case', task: 'Task', mobile: 'Mobile case' };
const removeModal = 'classification-remove';

/** /classification/class/:id — the classification tree of a workflow type, its values and a live preview. */
export const ClassificationPage = ({ route }: ScreenProps) => {
  const roleMap = useRoleMap();
  // Without classification administration the tree is for reading: no add, rename, move or remove (the service
  // refuses them too, and sends the tree without menu actions).
  const mayEdit = useMayDo('classification.edit');
  const admin = useScreenActor(classificationAdminMachine);
  const type = useSelector(admin, (s) => s.context.workflowType);
  const busy = useSelector(admin, (s) => s.hasTag('busy'));
  const version = useSelector(admin, (s) => s.context.cacheVersion);
  const items = useSelector(admin, (s) => s.context.items);
  const error = useSelector(admin, (s) => s.context.error);
  const controls = useRef<TreeControls>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const [toRemove, setToRemove] = useState<TreeNode | null>(null);
  const [treeKey, setTreeKey] = useState(0);

  useEffect(() => {
    const changed = admin.on('classification.changed', ({ change, item }) => {
      if (change.op === 'create' && item) controls.current?.add(nodeFor(item, type));
      if (change.op === 'rename') controls.current?.rename(`cls-${change.id}`, change.name);
      if (change.op === 'remove') controls.current?.remove(`cls-${change.id}`);
      setMode({ kind: 'none' });
    });
    // A refused move leaves the tree showing an order the service does not have: load it again.
    const failed = admin.on('classification.failed', ({ change }) => {
      if (change.op === 'move') setTreeKey((k) => k + 1);
    });
    return () => {
      changed.unsubscribe();
      failed.unsubscribe();
    };
  }, [admin, type]);

  const change = (op: ClassificationOp) => admin.send({ type: 'classification.change', ...op });
  const siblings = (node: TreeNode) => {
    const item = items.find((i) => i.id === idOf(node));
    return item
      ? items.filter((i) => i.parent_id === item.parent_id).sort((a, b) => a.position - b.position)
      : [];
  };
  const shift = (node: TreeNode, by: -1 | 1) => {
    const list = siblings(node);
    const at = list.findIndex((i) => i.id === idOf(node));
    if (at < 0 || at + by < 0 || at + by >= list.length) return;
    // The tree moves the node itself only on drag; for the buttons, reload it after the service answers.
    change({ op: 'move', id: idOf(node), position: at + by });
    setTreeKey((k) => k + 1);
  };
  const editable = mayEdit && (selected?.data?.context_items?.length ?? 0) > 0;
  const menu = {
    root_class: ['add_sub_classification', 'remove_classification'],
    sub_class: ['add_sub_classification', 'remove_classification'],
    leaf_class: ['add_sub_classification', 'remove_classification'],
  } as const;

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Classification"
        actions={
          <>
            <div className={own.row} role="group" aria-label="Workflow type">
              {(Object.keys(typeLabels) as WorkflowType[]).map((t) => (
                <Button
                  key={t}
                  aria-pressed={t === type}
                  disabled={busy}
                  onClick={() => {
                    setSelected(null);
                    setMode({ kind: 'none' });
                    admin.send({ type: 'classification.type', workflowType: t });
                  }}
                >
                  {typeLabels[t]}
                </Button>
              ))}
            </div>
            {mayEdit && (
              <Button variant="primary" onClick={() => setMode({ kind: 'add', parent: null })}>
                Add {type === 'case' ? 'Service' : 'first-level value'}
              </Button>
            )}
          </>
        }
      />
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <TwoPane
        leftLabel="Classification tree"
        rightLabel="Value"
        leftColumns={5}
        left={
          <HierarchyTree
            key={`${type}-${treeKey}`}
            label={`${typeLabels[type]} classification tree`}
            treeCase="classification"
            id={type}
            serviceUrl={classificationPaths.treeServiceUrl}
            service={classificationPaths.tree}
            menuItems={permittedMenuItems(menu, roleMap)}
            roleMap={roleMap}
            readOnly={!mayEdit}
            controlsRef={controls}
            onSelect={(e) => {
              setSelected(e.node);
              setMode(
                mayEdit && e.node.data?.context_items?.length
                  ? { kind: 'rename', node: e.node }
                  : { kind: 'none' },
              );
            }}
            onMove={(m) => change({ op: 'move', id: idOf(m.node), position: m.newPosition })}
            onMenuAction={(action, node) => {
              if (action === 'add_sub_classification') setMode({ kind: 'add', parent: node });
              if (action === 'remove_classification') {
                setToRemove(node);
                openModal(removeModal);
              }
            }}
          />
        }
        right={
          <div className={styles.pane}>
            {mode.kind === 'add' && (
              <section aria-label="New value">
                <h2 className={styles.subtitle}>
                  {mode.parent
                    ? `New value under ${mode.parent.text}`
                    : `New ${type === 'case' ? 'Service' : 'first-level value'}`}
                </h2>
                <ValueForm
                  key={`add-${mode.parent?.id ?? '#'}`}
                  label="New value"
                  submitLabel="Add"
                  busy={busy}
                  onCancel={() => setMode({ kind: 'none' })}
                  onSubmit={(name) =>
                    change({
                      op: 'create',
                      workflowType: type,
                      parentId: mode.parent ? idOf(mode.parent) : null,
                      name,
                    })
                  }
                />
              </section>
            )}
            {mode.kind === 'rename' && (
              <RenameValue
                node={mode.node}
                busy={busy}
                movable={editable}
                onCancel={() => setMode({ kind: 'none' })}
                onRename={(name) => change({ op: 'rename', id: idOf(mode.node), name })}
                onShift={(by) => shift(mode.node, by)}
              />
            )}
            {mode.kind === 'none' && (
              <p className={styles.note}>
                {!mayEdit
                  ? 'Your profile may read the classification but not change it.'
                  : selected && !editable
                    ? `${selected.text} is inherited from a parent tenant and is changed there.`
                    : 'Select a value to rename or move it, drag it among its siblings, or right-click it (Shift+F10) to add under it or remove it.'}
              </p>
            )}
          </div>
        }
      />
      {type !== 'task' ? (
        <ClassificationDropdowns
          key={`${type}-${version}`}
          variant={type === 'mobile' ? 'mobile' : 'case'}
          legend={`${typeLabels[type]} screens' classification (as the ${type === 'mobile' ? 'mobile' : 'case'} screens show it)`}
          source={type === 'mobile' ? 'mobile' : 'case'}
        />
      ) : (
        <ClassificationDropdowns
          key={`task-${version}`}
          variant="task"
          legend="Task screens' classification"
          source="task"
        />
      )}
      <ConfirmModal
        id={removeModal}
        title="Remove classification"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={() => {
          if (toRemove) change({ op: 'remove', id: idOf(toRemove) });
          closeModal(removeModal);
        }}
        onCancel={() => setToRemove(null)}
      >
        <p>Remove {toRemove?.text} and every value under it? Cases keep the ids they were classified with.</p>
      </ConfirmModal>
    </div>
  );
};
