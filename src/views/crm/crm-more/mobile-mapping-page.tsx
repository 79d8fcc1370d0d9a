import { Permitted } from '../../kit/permission/permitted';
import { useRef, useState } from 'react';
import type { ScreenProps } from '../../../app/route-types';
import { trailFor } from '../../../config/breadcrumbs';
import { crmMorePaths, type MobileMappedData } from '../../../contracts/crm-more';
import type { TreeNode } from '../../../rules/kit-tree-types';
import { Breadcrumb } from '../../kit/breadcrumb';
import { ClassificationDropdowns } from '../../kit/classification/classification-dropdowns';
import { LoadingButton } from '../../kit/loading-button';
import { HierarchyTree, type TreeControls } from '../../kit/tree/hierarchy-tree';
import { TwoPane } from '../../kit/two-pane/two-pane';
import { StatusLine } from './status-line';
import { useCrmDesk } from './use-crm-desk';
import styles from '../../kit/shared/page.module.css';
import { Button } from '../../kit/ui/button';

type MobileNode = TreeNode & { mapped_data?: MobileMappedData };

/**
 * Mobile classification mapping: the 3-level mobile tree (get_mobile_classification_mapping) with a yes / close
 * icon per leaf; a selected leaf maps to a 4-level case classification or is unmapped. Each change refreshes the
 * classification cache (the crmDesk machine) and replaces the leaf in the tree.
 */
export const MobileMappingPage = ({ route }: ScreenProps) => {
  const controls = useRef<TreeControls>(null);
  const [selected, setSelected] = useState<MobileNode | null>(null);
  const [caseId, setCaseId] = useState<number | null>(null);
  const [submits, setSubmits] = useState(0);
  const desk = useCrmDesk({}, ({ result }) => {
    const node = result as MobileNode;
    controls.current?.replace(node.id, node);
    setSelected(node);
  });
  const leaf = selected?.mapped_data ? selected : null;
  const handleMap = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmits((n) => n + 1);
    if (!leaf?.mapped_data || caseId === null) return;
    desk.actor.send({
      type: 'crm.change',
      call: 'mobileMap',
      payload: {
        mobile_classification_id: leaf.mapped_data.mobile_classification_id,
        case_classification_id: caseId,
      },
      refreshCache: true,
    });
  };
  const handleUnmap = () => {
    if (!leaf?.mapped_data) return;
    desk.actor.send({
      type: 'crm.change',
      call: 'mobileUnmap',
      payload: { mobile_classification_id: leaf.mapped_data.mobile_classification_id },
      refreshCache: true,
    });
  };
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <h1 className={styles.title}>Mobile Classification Mapping</h1>
      <TwoPane
        leftLabel="Mobile classification"
        rightLabel="Mapping"
        leftColumns={5}
        left={
          <HierarchyTree
            label="Mobile classification"
            treeCase="mobileMapping"
            id="-1"
            serviceUrl={crmMorePaths.mobileTreeServiceUrl}
            service={crmMorePaths.mobileTree}
            menuItems={{}}
            controlsRef={controls}
            onSelect={(e) => {
              setSelected(e.node as MobileNode);
              setCaseId(null);
              setSubmits(0);
              desk.actor.send({ type: 'crm.dismiss' });
            }}
          />
        }
        right={
          <div className={styles.pane}>
            <StatusLine error={desk.error} notice={desk.notice} />
            {!leaf && (
              <p className={styles.note}>Select a mobile classification leaf (the third level) to map it.</p>
            )}
            {leaf?.mapped_data && (
              <section aria-label="Leaf mapping">
                <h2 className={styles.subtitle}>{leaf.text}</h2>
                <p className={styles.note}>
                  {leaf.mapped_data.case_classification_id === null
                    ? 'Not mapped to a case classification.'
                    : `Mapped to ${leaf.mapped_data.case_path ?? ''} by ${leaf.mapped_data.app_username ?? 'unknown'}.`}
                </p>
                <Permitted action="mobile-mapping.edit">
                  <form noValidate aria-label="Map to case classification" onSubmit={handleMap}>
                    <ClassificationDropdowns
                      key={leaf.id}
                      variant="case"
                      mandatory
                      start={1}
                      end={4}
                      source="case"
                      submitCount={submits}
                      legend="Case classification"
                      onChange={(e) => {
                        const l4 = e.payload.classification_l4;
                        setCaseId(l4 === null || l4 === undefined || l4 === '' ? null : Number(l4));
                      }}
                    />
                    <div className={styles.actions}>
                      <LoadingButton type="submit" loading={desk.saving} loadingText="Saving">
                        Map
                      </LoadingButton>
                      {leaf.mapped_data.case_classification_id !== null && (
                        <Button onClick={handleUnmap} disabled={desk.saving}>
                          Unmap
                        </Button>
                      )}
                    </div>
                  </form>
                </Permitted>
              </section>
            )}
          </div>
        }
      />
    </div>
  );
};
