import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { waitFor } from 'xstate';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { Department } from '../../contracts/internal-org/entities';
import { internalOrgPaths as p } from '../../contracts/internal-org/paths';
import {
  internalOrgTreeActions,
  parseInternalNodeId,
  type InternalNode,
} from '../../contracts/internal-org/tree';
import { permittedMenuItems, type TreeMenuAction } from '../../rules/kit-tree-menu';
import type { TreeNode } from '../../rules/kit-tree-types';
import { useRoleMap } from '../kit/use-role-map';
import { Breadcrumb } from '../kit/breadcrumb';
import { ConfirmModal } from '../kit/confirm-modal/confirm-modal';
import { closeModal, openModal } from '../kit/confirm-modal/modal-registry';
import { HierarchyTree, type TreeControls } from '../kit/tree/hierarchy-tree';
import { TwoPane } from '../kit/two-pane/two-pane';
import { departmentNode, type DepartmentTreeKind } from './department-nodes';
import { DepartmentPane } from './department-pane';
import { useInternalList } from './use-internal-list';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { PageHeader } from '../kit/ui/surfaces';

const removeModalId = 'internal-org-remove-department';

/** /internal-org/manage-division (Manage Department): the organisation tree beside the department form. */
export const DepartmentPage = ({ route }: ScreenProps) => {
  const roleMap = useRoleMap();
  const [kind, setKind] = useState<DepartmentTreeKind>('departments');
  const [selected, setSelected] = useState<InternalNode | null>(null);
  const [pendingRemove, setPendingRemove] = useState<TreeNode | null>(null);
  const controls = useRef<TreeControls>(null);
  const departments = useInternalList<Department[]>({ list: 'departments' });
  const rec = useRecordActor(internalRecordMachine, {
    onSaved: ({ record, created }) => {
      const node = departmentNode(kind, record as Department, roleMap);
      if (created) controls.current?.add(node);
      else {
        controls.current?.remove(node.id);
        controls.current?.add(node);
      }
      departments.reload();
    },
    onRemoved: ({ id }) => {
      controls.current?.remove(`dept-${id}`);
      departments.reload();
    },
  });
  const handleMenu = (action: TreeMenuAction, node: TreeNode) => {
    const target = parseInternalNodeId(node.id);
    if (!target) return;
    if (action === 'remove_department') {
      setPendingRemove(node);
      openModal(removeModalId);
      return;
    }
    if (action !== 'add_department') return;
    const parent = target.kind === 'department' ? departments.data?.find((d) => d.id === target.id) : null;
    const tenantId = target.kind === 'org' ? target.id : (parent?.tenant_id ?? null);
    rec.actor.send({
      type: 'record.open',
      kind: 'department',
      id: -1,
      defaults: { tenant_id: tenantId, parent_id: parent?.id ?? null },
    });
  };
  const handleRemove = async () => {
    const target = pendingRemove && parseInternalNodeId(pendingRemove.id);
    if (target?.kind !== 'department') return;
    rec.actor.send({ type: 'record.remove', kind: 'department', id: target.id });
    await waitFor(rec.actor, (s) => !s.hasTag('busy'));
    closeModal(removeModalId);
  };
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Manage Department"
        actions={
          <fieldset className={styles.switch}>
            <legend className="visually-hidden">Tree</legend>
            {(['departments', 'employees'] as const).map((k) => (
              <label key={k}>
                <input type="radio" name="tree" checked={kind === k} onChange={() => setKind(k)} />{' '}
                {k === 'departments' ? 'Departments' : 'Departments and employees'}
              </label>
            ))}
          </fieldset>
        }
      />
      <TwoPane
        leftLabel="Department tree"
        rightLabel="Details"
        leftColumns={5}
        left={
          <HierarchyTree
            key={kind}
            label="Department tree"
            treeCase={kind === 'departments' ? 'intOrg' : 'intOrgEmployees'}
            id="-1"
            serviceUrl={p.treeServiceUrl}
            service={kind === 'departments' ? p.orgTree : p.employeeTree}
            menuItems={permittedMenuItems(
              internalOrgTreeActions as Record<string, TreeMenuAction[]>,
              roleMap,
            )}
            roleMap={roleMap}
            controlsRef={controls}
            onSelect={(e) => {
              const target = parseInternalNodeId(e.node.id);
              setSelected(target);
              if (target?.kind === 'department')
                rec.actor.send({ type: 'record.open', kind: 'department', id: target.id });
              else rec.actor.send({ type: 'record.close' });
            }}
            onMenuAction={handleMenu}
          />
        }
        right={
          <div className={styles.pane}>
            {selected?.kind === 'org' && !rec.editing && (
              <p className={styles.note}>
                <Link href={`/internal-org/org-details/${selected.id}`}>Organisation details</Link>
              </p>
            )}
            {selected?.kind === 'employee' && !rec.editing && (
              <p className={styles.note}>
                <Link href={`/internal-org/view-employee?id=${selected.id}`}>View employee</Link>
              </p>
            )}
            <DepartmentPane
              rec={rec}
              departments={departments.data ?? []}
              onCancel={() => rec.actor.send({ type: 'record.close' })}
            />
          </div>
        }
      />
      <ConfirmModal
        id={removeModalId}
        title="Remove department"
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={handleRemove}
        onCancel={() => setPendingRemove(null)}
      >
        <p>Remove {pendingRemove?.text} and the departments under it? This cannot be undone.</p>
      </ConfirmModal>
    </div>
  );
};
