import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ScreenProps } from '../../app/route-types';
import { casePriorities, caseSeverities } from '../../contracts/workflow/cases';
import { assignmentModes, workgroupRule, type RulesAnswer } from '../../contracts/workflow-admin/workgroups';
import { asId, SelectField } from '../kit/forms/select-field';
import { LoadingButton } from '../kit/loading-button';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { Button, buttonClass } from '../kit/ui/button';

const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const ruleRow = z.preprocess((v) => {
  const r = v as Record<string, unknown>;
  return {
    ...r,
    classification_id: asId(r.classification_id),
    severity: orNull(r.severity),
    priority: orNull(r.priority),
  };
}, workgroupRule);
const schema = z.object({ rules: z.array(ruleRow) });
type Row = {
  classification_id: string;
  severity: string;
  priority: string;
  assignment: string;
  active: boolean;
};
type Input = { rules: Row[] };

const assignmentLabel = { manual: 'Manual (waits in the queue)', round_robin: 'Round robin among members' };

/** /workgroups/workgroup-rules/:id — which new cases come to this workgroup, and how they reach a member. */
export const WorkgroupRules = (props: ScreenProps) => <Rules key={props.params.id} {...props} />;

const Rules = ({ route, params }: ScreenProps) => {
  const id = Number(params.id);
  const res = useAdminResource<RulesAnswer>('rulesGet', { wrkgrp_id: id });
  return (
    <ScreenFrame
      path={route.path}
      title="Workgroup Rules"
      loading={res.loading && !res.data}
      error={res.error}
      notice={res.notice}
      actions={
        <a className={buttonClass()} href={`#/workgroups/workgroup-details/${id}`}>
          Workgroup details
        </a>
      }
    >
      {res.data && (
        <RulesForm
          key={JSON.stringify(res.data.rules)}
          data={res.data}
          saving={res.saving !== null}
          onSave={(rules) => res.save('rulesSave', { wrkgrp_id: id, rules })}
        />
      )}
    </ScreenFrame>
  );
};

type RulesFormProps = { data: RulesAnswer; saving: boolean; onSave: (rules: unknown[]) => void };

const RulesForm = ({ data, saving, onSave }: RulesFormProps) => {
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    criteriaMode: 'all',
    defaultValues: {
      rules: data.rules.map((r) => ({
        classification_id: r.classification_id === null ? '' : String(r.classification_id),
        severity: r.severity ?? '',
        priority: r.priority ?? '',
        assignment: r.assignment,
        active: r.active,
      })),
    },
  });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const errors = form.formState.errors.rules;
  const any = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <form
      noValidate
      aria-label="Workgroup rules"
      onSubmit={form.handleSubmit((v) => onSave(v.rules), scrollAfterInvalid())}
    >
      <p className={page.note}>
        A new case goes to the first active rule that matches its classification (the value or any value under
        it), severity and priority. Empty conditions match anything.
      </p>
      {errors?.root?.message && <p className={page.alert}>{errors.root.message}</p>}
      {rules.fields.length === 0 && <p>There are no records.</p>}
      {rules.fields.map((field, index) => (
        <fieldset key={field.id} className={page.pane}>
          <legend>Rule {index + 1}</legend>
          <div className={page.grid}>
            <SelectField
              label="Classification"
              registration={form.register(`rules.${index}.classification_id`)}
              options={data.classifications.map((c) => ({ value: c.id, label: c.path }))}
              empty="Any classification"
              error={errors?.[index]?.classification_id}
            />
            <SelectField
              label="Severity"
              registration={form.register(`rules.${index}.severity`)}
              options={any(caseSeverities)}
              empty="Any severity"
              error={errors?.[index]?.severity}
            />
            <SelectField
              label="Priority"
              registration={form.register(`rules.${index}.priority`)}
              options={any(casePriorities)}
              empty="Any priority"
              error={errors?.[index]?.priority}
            />
            <SelectField
              label="Assignment"
              required
              registration={form.register(`rules.${index}.assignment`)}
              options={assignmentModes.map((m) => ({ value: m, label: assignmentLabel[m] }))}
              error={errors?.[index]?.assignment}
            />
            <label className={page.checkbox}>
              <input type="checkbox" {...form.register(`rules.${index}.active`)} /> Active
            </label>
          </div>
          <div className={page.actions}>
            <Button
              variant="quiet"
              size="sm"
              disabled={index === 0}
              onClick={() => rules.move(index, index - 1)}
            >
              Move up
            </Button>
            <Button
              variant="quiet"
              size="sm"
              disabled={index === rules.fields.length - 1}
              onClick={() => rules.move(index, index + 1)}
            >
              Move down
            </Button>
            <Button variant="quiet" tone="danger" size="sm" onClick={() => rules.remove(index)}>
              Remove rule
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={page.actions}>
        <Button
          onClick={() =>
            rules.append({
              classification_id: '',
              severity: '',
              priority: '',
              assignment: 'manual',
              active: true,
            })
          }
        >
          Add rule
        </Button>
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          Save rules
        </LoadingButton>
      </div>
      <p className={styles.small}>Changes are kept only after Save rules.</p>
    </form>
  );
};
