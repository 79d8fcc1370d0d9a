import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '../kit/use-navigate';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { ScreenProps } from '../../app/route-types';
import {
  workgroupSaveInput,
  wrkgrpTypes,
  type AdminTenant,
  type AdminUser,
  type AdminWorkgroup,
} from '../../contracts/workflow-admin/workgroups';
import { FormShell } from '../kit/forms/form-shell';
import { fieldError, SelectField } from '../kit/forms/select-field';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';

// Checkbox groups give strings (or false when none is ticked); the contract wants user ids.
const toIds = (v: unknown): number[] =>
  Array.isArray(v) ? v.map(Number) : typeof v === 'string' && v !== '' ? [Number(v)] : [];
const schema = workgroupSaveInput.extend({
  members: z.preprocess(toIds, z.array(z.number().int())),
  tenant_id: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.number().int().positive().optional(),
  ),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** /workgroups/create-workgroups/:id — a new workgroup with its first members (-1), or an existing one's fields. */
export const WorkgroupForm = (props: ScreenProps) => <WorkgroupFormScreen key={props.params.id} {...props} />;

const WorkgroupFormScreen = ({ route, params }: ScreenProps) => {
  const navigate = useNavigate();
  const id = Number(params.id);
  const isNew = !(id > 0);
  // The machine opens the saved workgroup's details.
  const wg = useAdminResource<AdminWorkgroup>(isNew ? null : 'workgroupGet', { wrkgrp_id: id }, undefined, {
    path: 'workgroupSave',
    to: '/workgroups/workgroup-details/:wrkgrp_id',
  });
  const users = useAdminResource<AdminUser[]>(isNew ? 'users' : null);
  const tenants = useAdminResource<AdminTenant[]>(isNew ? 'tenants' : null);
  const title = isNew ? 'New Workgroup' : `Edit ${wg.data?.wrkgrp_name ?? 'Workgroup'}`;
  return (
    <ScreenFrame
      path={route.path}
      title={title}
      loading={wg.loading || users.loading || tenants.loading}
      error={wg.error ?? users.error ?? tenants.error}
    >
      {(isNew || wg.data) && (
        <Fields
          initial={wg.data}
          users={users.data ?? []}
          tenants={tenants.data ?? []}
          saving={wg.saving !== null}
          onSubmit={(v) => wg.save('workgroupSave', isNew ? v : { ...v, wrkgrp_id: id, members: [] })}
          onCancel={() =>
            navigate(isNew ? '/workgroups/manage-workgroup-users' : `/workgroups/workgroup-details/${id}`)
          }
        />
      )}
    </ScreenFrame>
  );
};

type FieldsProps = {
  initial: AdminWorkgroup | null;
  users: AdminUser[];
  tenants: AdminTenant[];
  saving: boolean;
  onSubmit: (values: Output) => void;
  onCancel: () => void;
};

/**
 * The tenant most users can see, first on a tie: a new workgroup opened on the top tenant (where usually only
 * administrators are assigned) offered one member (issue 41).
 */
const busiestTenant = (tenants: AdminTenant[], users: AdminUser[]): number | undefined =>
  tenants.reduce<{ id?: number; n: number }>(
    (best, t) => {
      const n = users.filter((u) => u.tenant_ids.includes(t.tenant_id)).length;
      return n > best.n ? { id: t.tenant_id, n } : best;
    },
    { id: tenants[0]?.tenant_id, n: -1 },
  ).id;

const Fields = ({ initial, users, tenants, saving, onSubmit, onCancel }: FieldsProps) => {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    criteriaMode: 'all',
    defaultValues: {
      name: initial?.wrkgrp_name ?? '',
      wrkgrp_type: initial?.wrkgrp_type ?? 'Case',
      description: initial?.description ?? '',
      email: initial?.email ?? '',
      active: initial?.active ?? true,
      members: [],
      tenant_id: busiestTenant(tenants, users),
    },
  });
  const { errors } = form.formState;
  const tenantId = Number(useWatch({ control: form.control, name: 'tenant_id' }));
  // Only users who can see the chosen tenant may join: its cases are invisible to the others.
  const eligible = users.filter((u) => u.tenant_ids.includes(tenantId));
  return (
    <FormShell
      label={initial ? 'Workgroup' : 'New workgroup'}
      error={null}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit(onSubmit, scrollAfterInvalid())}
    >
      <KitField label="Name" required registration={form.register('name')} error={fieldError(errors.name)} />
      <SelectField
        label="Type"
        required
        registration={form.register('wrkgrp_type')}
        options={wrkgrpTypes.map((t) => ({ value: t, label: t === 'Case' ? 'Cases' : 'Leads' }))}
        error={errors.wrkgrp_type}
      />
      <KitField
        label="Description"
        registration={form.register('description')}
        error={fieldError(errors.description)}
      />
      <KitField
        label="E-mail"
        type="email"
        registration={form.register('email')}
        error={fieldError(errors.email)}
      />
      <label className={page.checkbox}>
        <input type="checkbox" {...form.register('active')} /> Active
      </label>
      {!initial && (
        <SelectField
          label="Tenant"
          required
          registration={form.register('tenant_id')}
          options={tenants.map((t) => ({
            value: t.tenant_id,
            label: `${'· '.repeat(t.level)}${t.tenant_name}`,
          }))}
          error={errors.tenant_id}
        />
      )}
      {!initial && (
        <fieldset>
          <legend>Members</legend>
          {eligible.length === 0 && <p className={page.note}>No users can see this tenant.</p>}
          {eligible.length > 0 && eligible.length < users.length && (
            <p className={page.note}>
              {users.length - eligible.length} more{' '}
              {users.length - eligible.length === 1 ? 'user works' : 'users work'} under other tenants: choose
              their tenant to add them.
            </p>
          )}
          <ul className={styles.chips}>
            {eligible.map((u) => (
              <li key={u.user_id}>
                <label className={styles.chip}>
                  <input type="checkbox" value={u.user_id} {...form.register('members')} />
                  {u.user_name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </FormShell>
  );
};
