import { useRef, useState } from 'react';
import type { RoleMap } from '../../../contracts/auth';
import { permittedMenuItems } from '../../../rules/kit-tree-menu';
import { generateId } from '../../../rules/kit-format';
import { HierarchyTree, type TreeControls } from '../../kit/tree/hierarchy-tree';
import { demoMenuActions, restrictedRoleMap } from '../demo-role-map';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';
import { useRoleMap } from '../../kit/use-role-map';
import styles from '../kit-gallery.module.css';
import type { TreeNode } from '../../../rules/kit-tree-types';
import { Button } from '../../kit/ui/button';

export const TreeSection = () => {
  const signedIn = useRoleMap();
  const [restricted, setRestricted] = useState(false);
  const roleMap: RoleMap | null = restricted ? { ...signedIn, ...restrictedRoleMap } : signedIn;
  const controls = useRef<TreeControls>(null);
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const [last, setLast] = useState('');
  const addChild = () => {
    if (!selected) return;
    const id = `local-${generateId()}`;
    controls.current?.add({
      id,
      parent: selected.id,
      text: `New classification ${id.slice(6)}`,
      type: 'leaf_class',
    });
  };
  return (
    <GallerySection
      name="Hierarchy tree"
      summary="Loaded from the reference service. Select (after 500 ms), search (after 250 ms), expand or collapse all, right-click or Shift+F10 for the context menu, drag to reorder siblings."
    >
      <div className={styles.row}>
        <Button disabled={!selected} onClick={addChild}>
          Add child to selected
        </Button>
        <Button
          disabled={!selected}
          onClick={() => selected && controls.current?.rename(selected.id, `${selected.text} (renamed)`)}
        >
          Rename selected
        </Button>
        <Button
          tone="danger"
          disabled={!selected}
          onClick={() => selected && controls.current?.remove(selected.id)}
        >
          Remove selected
        </Button>
        <label>
          <input type="checkbox" checked={restricted} onChange={(e) => setRestricted(e.target.checked)} />{' '}
          Deny Remove Classification
        </label>
      </div>
      <HierarchyTree
        label="Case classification tree"
        treeCase="classification"
        id="classification-60"
        menuItems={permittedMenuItems(demoMenuActions, roleMap)}
        roleMap={roleMap}
        height={360}
        controlsRef={controls}
        onSelect={(e) => {
          setSelected(e.node);
          setLast(`${e.name}: ${e.nodeType} "${e.node.text}" at depth ${e.depth}`);
        }}
        onMove={(m) =>
          setLast(
            `moved "${m.node.text}" from ${m.oldPosition} to ${m.newPosition}, displacing "${m.displaced?.text ?? '—'}"`,
          )
        }
        onMenuAction={(action, node) => setLast(`menu ${action} on "${node.text}"`)}
      />
      <EventLog label="Tree event" value={last} />
    </GallerySection>
  );
};
