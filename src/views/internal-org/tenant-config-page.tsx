import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { TenantConfig } from '../../contracts/internal-org/entities';
import { internalOrgPaths as p } from '../../contracts/internal-org/paths';
import { tenantOfNode } from '../../contracts/internal-org/tree';
import { Breadcrumb } from '../kit/breadcrumb';
import { HierarchyTree } from '../kit/tree/hierarchy-tree';
import { Spinner } from '../kit/spinner/spinner';
import { TwoPane } from '../kit/two-pane/two-pane';
import { ConfigForm } from './config-form';
import { useRecordActor } from '../kit/forms/use-record-actor';
import styles from '../kit/shared/page.module.css';
import { internalRecordMachine } from '../../machines/internal-record.machine';
import { PageHeader } from '../kit/ui/surfaces';

const trees = {
  config: { label: 'Configuration', service: p.customerManagementTree },
  tenants: { label: 'Tenants', service: p.tenantTree },
  portfolio: { label: 'Portfolio', service: p.portfolioTree },
} as const;
type TreeName = keyof typeof trees;

/**
 * /busorg/tenant-config: the tenant tree (customer_management/tree, tenant/data/jstree or the portfolio) beside
 * the selected tenant's configuration. These trees carry no context menu (spec §6); administrators edit.
 */
export const TenantConfigPage = ({ route }: ScreenProps) => {
  const [tree, setTree] = useState<TreeName>('config');
  const [tenantId, setTenantId] = useState<number | null>(null);
  const [section, setSection] = useState<string | null>(null);
  const rec = useRecordActor(internalRecordMachine);
  useEffect(() => {
    if (tenantId) rec.actor.send({ type: 'record.open', kind: 'config', id: tenantId });
  }, [tenantId, rec.actor]);
  useEffect(() => {
    if (section) document.getElementById(`cfg-${section}`)?.scrollIntoView({ block: 'start' });
  }, [section, rec.record]);
  const config = rec.record?.dispatch ? (rec.record as unknown as TenantConfig) : null;
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Tenant Configuration"
        actions={
          <fieldset className={styles.switch}>
            <legend className="visually-hidden">Tree</legend>
            {(Object.keys(trees) as TreeName[]).map((k) => (
              <label key={k}>
                <input type="radio" name="tenant-tree" checked={tree === k} onChange={() => setTree(k)} />{' '}
                {trees[k].label}
              </label>
            ))}
          </fieldset>
        }
      />
      <TwoPane
        leftLabel="Tenant tree"
        rightLabel="Configuration"
        leftColumns={4}
        left={
          <HierarchyTree
            key={tree}
            label="Tenant tree"
            treeCase={tree}
            id="-1"
            serviceUrl={p.treeServiceUrl}
            service={trees[tree].service}
            onSelect={(e) => {
              const id = tenantOfNode(e.node.id);
              if (id) setTenantId(id);
              setSection(typeof e.node.data?.section === 'string' ? e.node.data.section : null);
            }}
          />
        }
        right={
          <div className={styles.pane}>
            {!tenantId && (
              <p className={styles.note}>Select a tenant (or one of its sections) in the tree.</p>
            )}
            {rec.loading && <Spinner loading label="Loading the configuration" />}
            {rec.failed && (
              <p role="alert" className={styles.alert}>
                {rec.error}
              </p>
            )}
            {config && !rec.loading && (
              <section aria-label="Tenant configuration">
                <h2 className={styles.subtitle}>{config.tenant_name}</h2>
                {!config.editable && (
                  <p className={styles.note}>Only administrators can change the configuration.</p>
                )}
                {rec.saving === false && rec.error === null && config.updated_at && (
                  <p className={styles.note}>
                    Last saved {new Date(config.updated_at).toLocaleString('en-ZA')}
                  </p>
                )}
                <ConfigForm
                  key={`${config.tenant_id}-${config.updated_at ?? ''}`}
                  config={config}
                  issues={rec.issues}
                  error={rec.error}
                  saving={rec.saving}
                  onSave={(values) => rec.actor.send({ type: 'record.save', values })}
                />
              </section>
            )}
          </div>
        }
      />
    </div>
  );
};
