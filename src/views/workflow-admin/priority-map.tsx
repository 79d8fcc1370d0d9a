import { useState, type ReactNode } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { casePriorities, caseSeverities } from '../../contracts/workflow/cases';
import type { PrioritySeverityNode } from '../../contracts/workflow-admin/setup';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { Button } from '../kit/ui/button';

/** /cms/classification — the case classification tree with the severity and priority each issue gives a case. */
export const PriorityMap = ({ route }: ScreenProps) => {
  const res = useAdminResource<PrioritySeverityNode[]>('prioritySeverityTree', {
    id: 'case',
    menu_items: {},
  });
  const [selected, setSelected] = useState<number | null>(null);
  const nodes = res.data ?? [];
  const node = nodes.find((n) => n.data.classification_id === selected) ?? null;
  const children = new Map<string, PrioritySeverityNode[]>();
  for (const n of nodes) children.set(n.parent, [...(children.get(n.parent) ?? []), n]);
  const branch = (parent: string): ReactNode => (
    <ul
      role={parent === '#' ? 'tree' : 'group'}
      aria-label={parent === '#' ? 'Case classification' : undefined}
      className={styles.tree}
    >
      {(children.get(parent) ?? []).map((n) => (
        <li key={n.id} role="treeitem" aria-selected={n.data.classification_id === selected}>
          <span className={styles.node}>
            {n.data.editable ? (
              <Button
                variant="quiet"
                size="sm"
                className={n.data.classification_id === selected ? styles.selected : undefined}
                onClick={() => setSelected(n.data.classification_id)}
              >
                {n.text}
              </Button>
            ) : (
              <span>{n.text}</span>
            )}
          </span>
          {children.has(n.id) && branch(n.id)}
        </li>
      ))}
    </ul>
  );
  return (
    <ScreenFrame
      path={route.path}
      title="Severity/Priority Map to Classification"
      loading={res.loading && !res.data}
      error={res.error}
      notice={res.notice}
    >
      <div className={page.grid} style={{ gridTemplateColumns: 'minmax(280px, 2fr) minmax(240px, 1fr)' }}>
        <section className={page.pane} aria-label="Classification tree">
          {nodes.length ? branch('#') : <p>There are no records.</p>}
        </section>
        <section className={page.pane} aria-label="Severity and priority">
          {node ? (
            <MapForm
              key={node.id}
              node={node}
              saving={res.saving !== null}
              onSave={(v) =>
                res.save('prioritySeverityUpdate', { classification_id: node.data.classification_id, ...v })
              }
            />
          ) : (
            <p className={page.note}>
              Choose an issue (the last level) to set the severity and priority its cases get.
            </p>
          )}
        </section>
      </div>
    </ScreenFrame>
  );
};

type MapFormProps = {
  node: PrioritySeverityNode;
  saving: boolean;
  onSave: (v: { severity: string; priority: string }) => void;
};

const MapForm = ({ node, saving, onSave }: MapFormProps) => {
  const [severity, setSeverity] = useState(node.data.severity ?? '');
  const [priority, setPriority] = useState(node.data.priority ?? '');
  const [submitted, setSubmitted] = useState(false);
  const select = (label: string, value: string, set: (v: string) => void, options: readonly string[]) => {
    const id = `map-${label.toLowerCase()}`;
    const missing = submitted && !value;
    return (
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={id}
          className={forms.input}
          value={value}
          aria-required
          aria-invalid={missing || undefined}
          onChange={(e) => set(e.target.value)}
        >
          <option value="">Choose</option>
          {options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
        {missing && <p className={forms.errors}>This field is required</p>}
      </div>
    );
  };
  return (
    <form
      noValidate
      aria-label="Severity and priority"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (severity && priority) onSave({ severity, priority });
      }}
    >
      <h2 className={page.subtitle}>{node.text.split(' — ')[0]}</h2>
      {select('Severity', severity, setSeverity, caseSeverities)}
      {select('Priority', priority, setPriority, casePriorities)}
      <div className={page.actions}>
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          Save
        </LoadingButton>
      </div>
    </form>
  );
};
