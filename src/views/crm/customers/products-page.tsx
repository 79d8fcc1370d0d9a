import { useRef, useState } from 'react';
import { waitFor } from 'xstate';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { productPaths, productTreeActions } from '../../../contracts/customers/products';
import { permittedMenuItems, type TreeMenuAction } from '../../../rules/kit-tree-menu';
import type { TreeNode } from '../../../rules/kit-tree-types';
import { useRoleMap } from '../../kit/use-role-map';
import { Breadcrumb } from '../../kit/breadcrumb';
import { ConfirmModal } from '../../kit/confirm-modal/confirm-modal';
import { closeModal, openModal } from '../../kit/confirm-modal/modal-registry';
import { HierarchyTree, type TreeControls } from '../../kit/tree/hierarchy-tree';
import { TwoPane } from '../../kit/two-pane/two-pane';
import { OfferingsList } from '../crm-more/offerings-list';
import { useRecordActor } from '../../kit/forms/use-record-actor';
import styles from '../../kit/shared/page.module.css';
import { customerRecordMachine } from '../../../machines/customer-record.machine';

const modalId = 'product-remove';
const typeNames: Record<string, string> = {
  product_type: 'Product type',
  product_house: 'Product house',
  product: 'Product',
  fund_description: 'Fund description (plan option)',
};

/** Offerings/Products: the catalogue tree (get_biz_prod_tree) with Remove Product House and Remove Product. */
export const ProductsPage = ({ route }: ScreenProps) => {
  const roleMap = useRoleMap();
  const controls = useRef<TreeControls>(null);
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const [toRemove, setToRemove] = useState<TreeNode | null>(null);
  const rec = useRecordActor(customerRecordMachine, {
    onRemoved: () => {
      if (toRemove) controls.current?.remove(toRemove.id);
      if (selected?.id === toRemove?.id) setSelected(null);
    },
  });
  const handleRemove = async () => {
    if (!toRemove) return;
    const kind = toRemove.type === 'product_house' ? 'product_house' : 'product';
    rec.actor.send({ type: 'record.remove', kind, id: Number(toRemove.id.split('-')[1]) });
    await waitFor(rec.actor, (s) => !s.hasTag('busy'));
    closeModal(modalId);
  };
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>Products and offerings</h1>
      {rec.error && (
        <p role="alert" className={styles.alert}>
          {rec.error}
        </p>
      )}
      <TwoPane
        leftLabel="Product tree"
        rightLabel="Details"
        leftColumns={6}
        left={
          <HierarchyTree
            label="Product tree"
            treeCase="bizProduct"
            id="-1"
            serviceUrl={productPaths.treeServiceUrl}
            service={productPaths.tree}
            menuItems={permittedMenuItems(productTreeActions as Record<string, TreeMenuAction[]>, roleMap)}
            roleMap={roleMap}
            controlsRef={controls}
            onSelect={(e) => setSelected(e.node)}
            onMenuAction={(action, node) => {
              if (action === 'remove_product_house' || action === 'remove_product') {
                setToRemove(node);
                openModal(modalId);
              }
            }}
          />
        }
        right={
          <div className={styles.pane}>
            {selected ? (
              <section aria-label="Selected item">
                <h2 className={styles.subtitle}>{selected.text}</h2>
                <p className={styles.note}>{typeNames[selected.type] ?? selected.type}</p>
              </section>
            ) : (
              <p className={styles.note}>
                Select a product house, product or plan option; right-click for its actions.
              </p>
            )}
          </div>
        }
      />
      <OfferingsList />
      <ConfirmModal
        id={modalId}
        title={toRemove?.type === 'product_house' ? 'Remove product house' : 'Remove product'}
        confirmLabel="Remove"
        loadingLabel="Removing"
        onConfirm={handleRemove}
        onCancel={() => setToRemove(null)}
      >
        <p>
          Remove {toRemove?.text}
          {toRemove?.type === 'product_house'
            ? ' with its products and plan options'
            : ' with its plan options'}
          ?
        </p>
      </ConfirmModal>
    </div>
  );
};
