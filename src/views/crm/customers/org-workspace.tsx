import { useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { customerPaths } from '../../../contracts/customers/paths';
import { customerTreeActions, nodeIds, parseNodeId } from '../../../contracts/customers/tree';
import { labels } from '../../../config/labels';
import { permittedMenuItems, type TreeMenuAction } from '../../../rules/kit-tree-menu';
import { useRoleMap } from '../../kit/use-role-map';
import { ConfirmModal } from '../../kit/confirm-modal/confirm-modal';
import { closeModal, openModal } from '../../kit/confirm-modal/modal-registry';
import { HierarchyTree, type TreeControls } from '../../kit/tree/hierarchy-tree';
import { TwoPane } from '../../kit/two-pane/two-pane';
import { BenefitsPanel } from '../crm-more/benefits-panel';
import { menuOutcome, type RemoveRequest } from './menu-actions';
import { RecordPane } from './record-pane';
import { nodeForRecord, treeKinds } from './tree-nodes';
import { useRecordActor } from '../../kit/forms/use-record-actor';
import styles from '../../kit/shared/page.module.css';
import { customerRecordMachine } from '../../../machines/customer-record.machine';

const removeModalId = 'customers-remove';
const kindLabel: Record<string, string> = { division: 'division', site: 'location', employee: 'employee' };

/**
 * The customers workspace: the business-organisation tree (get_tree_biz) or the location tree
 * (get_tree_biz_site) beside the details pane. Selecting a node opens its record; the context menu adds,
 * updates and removes, and the tree follows each save locally instead of reloading.
 */
export const OrgWorkspace = ({ tree }: { tree: 'div' | 'site' }) => {
  const roleMap = useRoleMap();
  const controls = useRef<TreeControls>(null);
  const [pendingRemove, setPendingRemove] = useState<RemoveRequest | null>(null);
  const [benefitsFor, setBenefitsFor] = useState<Parameters<typeof menuOutcome>[1] | null>(null);
  const rec = useRecordActor(customerRecordMachine, {
    onSaved: ({ kind, record, created }) => {
      if (!treeKinds[tree].has(kind)) return;
      const node = nodeForRecord(kind, record);
      if (!node) return;
      if (created) controls.current?.add(node);
      else controls.current?.replace(node.id, node);
    },
    onRemoved: ({ kind, id }) => {
      const ids: Record<string, (n: number) => string> = nodeIds;
      controls.current?.remove(ids[kind](id));
    },
  });
  const handleMenu = (action: TreeMenuAction, node: Parameters<typeof menuOutcome>[1]) => {
    if (action === 'add_employee_benefits' || action === 'update_employee_benefits') {
      setBenefitsFor(node);
      return;
    }
    setBenefitsFor(null);
    const outcome = menuOutcome(action, node);
    if (!outcome) return;
    if ('open' in outcome) rec.actor.send(outcome.open);
    else {
      setPendingRemove(outcome.remove);
      openModal(removeModalId);
    }
  };
  const handleRemove = async () => {
    if (!pendingRemove) return;
    rec.actor.send({ type: 'record.remove', kind: pendingRemove.kind, id: pendingRemove.id });
    await waitFor(rec.actor, (s) => !s.hasTag('busy'));
    closeModal(removeModalId);
  };
  return (
    <>
      <TwoPane
        leftLabel={tree === 'div' ? `${labels.customer} tree` : 'Location tree'}
        rightLabel="Details"
        leftColumns={5}
        left={
          <HierarchyTree
            label={tree === 'div' ? `${labels.customer} tree` : 'Location tree'}
            treeCase={tree === 'div' ? 'bizOrg' : 'bizSite'}
            id="-1"
            serviceUrl={customerPaths.treeServiceUrl}
            service={tree === 'div' ? customerPaths.bizTree : customerPaths.siteTree}
            menuItems={permittedMenuItems(customerTreeActions as Record<string, TreeMenuAction[]>, roleMap)}
            roleMap={roleMap}
            controlsRef={controls}
            onSelect={(e) => {
              setBenefitsFor(null);
              const target = parseNodeId(e.node.id);
              if (target) rec.actor.send({ type: 'record.open', kind: target.kind, id: target.id });
            }}
            onMenuAction={handleMenu}
          />
        }
        right={
          <div className={styles.pane}>
            {benefitsFor ? (
              <BenefitsPanel
                key={benefitsFor.id}
                employeeId={parseNodeId(benefitsFor.id)?.id ?? 0}
                label={benefitsFor.text}
                onSaved={() => {
                  // The employee now has benefits: eb_with_json offers Update Employee Benefits (spec §3, §9).
                  const type = 'eb_with_json';
                  const node = {
                    ...benefitsFor,
                    type,
                    data: { context_items: [...customerTreeActions[type]] },
                  };
                  controls.current?.replace(node.id, node);
                  setBenefitsFor(node);
                }}
                onClose={() => setBenefitsFor(null)}
              />
            ) : (
              <RecordPane rec={rec} onCancel={() => rec.actor.send({ type: 'record.close' })} />
            )}
          </div>
        }
      />
      <ConfirmModal
        id={removeModalId}
        title={`Remove ${kindLabel[pendingRemove?.kind ?? ''] ?? 'record'}`}
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={handleRemove}
        onCancel={() => setPendingRemove(null)}
      >
        <p>Remove {pendingRemove?.label}? This cannot be undone.</p>
      </ConfirmModal>
    </>
  );
};
