import type { ReactNode } from 'react';
import { configSave, dispatchStrategies } from '../../contracts/internal-org/requests';
import type { TenantConfig } from '../../contracts/internal-org/entities';
import type { FieldIssue } from '../../machines/internal-record.machine';
import { KitFields } from '../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../kit/forms/form-shell';
import { SelectField } from '../kit/forms/select-field';
import { useRecordForm } from '../kit/forms/use-record-form';
import styles from '../kit/shared/page.module.css';

type ConfigFormProps = {
  config: TenantConfig;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
};

const strategyLabels: Record<(typeof dispatchStrategies)[number], string> = {
  round_robin: 'Round robin',
  least_busy: 'Least busy agent',
  manual: 'Manual (supervisor assigns)',
};

type ConfigSectionProps = { id: string; legend: string; editable: boolean; children: ReactNode };

/** One section of the configuration: a fieldset named by its legend, laid out as a grid across the form. */
const ConfigSection = ({ id, legend, editable, children }: ConfigSectionProps) => (
  <fieldset disabled={!editable} className={styles.fieldset} style={{ gridColumn: '1 / -1' }}>
    <legend id={`cfg-${id}`}>{legend}</legend>
    <div className={styles.grid}>{children}</div>
  </fieldset>
);

/** A tenant's configuration, one fieldset per section; read-only (disabled) for anyone but administrators. */
export const ConfigForm = ({ config, issues, error, saving, onSave }: ConfigFormProps) => {
  const {
    tenant_id,
    knowledge,
    notifications,
    dispatch,
    email_templates,
    user_roles,
    numbering,
    lifecycle,
    phone,
  } = config;
  const form = useRecordForm(
    configSave,
    {
      tenant_id,
      knowledge,
      notifications,
      dispatch,
      email_templates,
      user_roles,
      numbering,
      lifecycle,
      phone,
    },
    issues,
  );
  const { errors } = form.formState;
  const box = (label: string, name: Parameters<typeof form.register>[0]) => (
    <label className={styles.checkbox}>
      <input type="checkbox" {...form.register(name)} /> {label}
    </label>
  );
  return (
    <FormShell
      label={`Configuration of ${config.tenant_name}`}
      error={error}
      saving={saving}
      readOnly={!config.editable}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, tenant_id }), scrollAfterInvalid())}
    >
      <ConfigSection id="knowledge" legend="Knowledge management" editable={config.editable}>
        {box('Knowledge base enabled', 'knowledge.enabled')}
        <KitFields
          form={form}
          fields={[
            { name: 'knowledge.review_days', label: 'Review articles every (days)', type: 'number' },
            { name: 'knowledge.default_category', label: 'Default category' },
          ]}
        />
      </ConfigSection>
      <ConfigSection id="notifications" legend="Notifications" editable={config.editable}>
        {box('E-mail', 'notifications.email')}
        {box('SMS', 'notifications.sms')}
        {box('In the console', 'notifications.in_app')}
        <KitFields
          form={form}
          fields={[{ name: 'notifications.digest_hour', label: 'Daily digest hour (0–23)', type: 'number' }]}
        />
      </ConfigSection>
      <ConfigSection id="dispatch" legend="Dispatch rules" editable={config.editable}>
        <SelectField
          label="Dispatch strategy"
          registration={form.register('dispatch.strategy')}
          options={dispatchStrategies.map((s) => ({ value: s, label: strategyLabels[s] }))}
          error={errors.dispatch?.strategy}
        />
        <KitFields
          form={form}
          fields={[
            { name: 'dispatch.max_open_per_agent', label: 'Most open cases per agent', type: 'number' },
            { name: 'dispatch.escalate_after_hours', label: 'Escalate after (hours)', type: 'number' },
          ]}
        />
      </ConfigSection>
      <ConfigSection id="email_templates" legend="E-mail templates" editable={config.editable}>
        <KitFields
          form={form}
          fields={[
            {
              name: 'email_templates.case_created_subject',
              label: 'Subject when a case is logged',
              required: true,
            },
            {
              name: 'email_templates.case_closed_subject',
              label: 'Subject when a case is resolved',
              required: true,
            },
            { name: 'email_templates.signature', label: 'Signature' },
          ]}
        />
      </ConfigSection>
      <ConfigSection id="numbering" legend="Numbering" editable={config.editable}>
        <KitFields
          form={form}
          fields={[
            { name: 'numbering.case_prefix', label: 'Case number prefix', required: true },
            { name: 'numbering.lead_prefix', label: 'Lead number prefix', required: true },
          ]}
        />
      </ConfigSection>
      <ConfigSection id="lifecycle" legend="Case lifecycle" editable={config.editable}>
        <KitFields
          form={form}
          fields={[
            {
              name: 'lifecycle.reopen_days',
              label: 'Reopen window (days after resolving or closing)',
              type: 'number',
              required: true,
            },
          ]}
        />
      </ConfigSection>
      <ConfigSection id="phone" legend="Phone service level" editable={config.editable}>
        <KitFields
          form={form}
          fields={[
            {
              name: 'phone.service_level_percent',
              label: 'Target share of callers answered in time (%)',
              type: 'number',
              required: true,
            },
            {
              name: 'phone.service_level_seconds',
              label: 'Answered in time means within (seconds)',
              type: 'number',
              required: true,
            },
          ]}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('phone.monitor_notice')} /> Tell agents when a supervisor
          listens, whispers or joins their call
        </label>
      </ConfigSection>
      <ConfigSection id="user_roles" legend="User roles offered in this tenant" editable={config.editable}>
        {config.available_roles.map((r) => (
          <label key={r} className={styles.checkbox}>
            <input type="checkbox" value={r} {...form.register('user_roles')} /> {r}
          </label>
        ))}
      </ConfigSection>
    </FormShell>
  );
};
