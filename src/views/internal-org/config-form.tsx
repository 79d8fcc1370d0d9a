import { configSave, dispatchStrategies } from '../../contracts/internal-org/requests';
import type { TenantConfig } from '../../contracts/internal-org/entities';
import type { FieldIssue } from '../../machines/internal-record.machine';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../kit/forms/form-shell';
import { SelectField, fieldError } from '../kit/forms/select-field';
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

/** A tenant's configuration, one fieldset per section; read-only (disabled) for anyone but administrators. */
export const ConfigForm = ({ config, issues, error, saving, onSave }: ConfigFormProps) => {
  const { tenant_id, knowledge, notifications, dispatch, email_templates, user_roles } = config;
  const form = useRecordForm(
    configSave,
    { tenant_id, knowledge, notifications, dispatch, email_templates, user_roles },
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
      <fieldset disabled={!config.editable} className={styles.fieldset} style={{ gridColumn: '1 / -1' }}>
        <legend id="cfg-knowledge">Knowledge management</legend>
        <div className={styles.grid}>
          {box('Knowledge base enabled', 'knowledge.enabled')}
          <KitField
            label="Review articles every (days)"
            type="number"
            registration={form.register('knowledge.review_days')}
            error={fieldError(errors.knowledge?.review_days)}
          />
          <KitField
            label="Default category"
            registration={form.register('knowledge.default_category')}
            error={errors.knowledge?.default_category}
          />
        </div>
      </fieldset>
      <fieldset disabled={!config.editable} className={styles.fieldset} style={{ gridColumn: '1 / -1' }}>
        <legend id="cfg-notifications">Notifications</legend>
        <div className={styles.grid}>
          {box('E-mail', 'notifications.email')}
          {box('SMS', 'notifications.sms')}
          {box('In the console', 'notifications.in_app')}
          <KitField
            label="Daily digest hour (0–23)"
            type="number"
            registration={form.register('notifications.digest_hour')}
            error={fieldError(errors.notifications?.digest_hour)}
          />
        </div>
      </fieldset>
      <fieldset disabled={!config.editable} className={styles.fieldset} style={{ gridColumn: '1 / -1' }}>
        <legend id="cfg-dispatch">Dispatch rules</legend>
        <div className={styles.grid}>
          <SelectField
            label="Dispatch strategy"
            registration={form.register('dispatch.strategy')}
            options={dispatchStrategies.map((s) => ({ value: s, label: strategyLabels[s] }))}
            error={errors.dispatch?.strategy}
          />
          <KitField
            label="Most open cases per agent"
            type="number"
            registration={form.register('dispatch.max_open_per_agent')}
            error={fieldError(errors.dispatch?.max_open_per_agent)}
          />
          <KitField
            label="Escalate after (hours)"
            type="number"
            registration={form.register('dispatch.escalate_after_hours')}
            error={fieldError(errors.dispatch?.escalate_after_hours)}
          />
        </div>
      </fieldset>
      <fieldset disabled={!config.editable} className={styles.fieldset} style={{ gridColumn: '1 / -1' }}>
        <legend id="cfg-email_templates">E-mail templates</legend>
        <div className={styles.grid}>
          <KitField
            label="Subject when a case is logged"
            required
            registration={form.register('email_templates.case_created_subject')}
            error={errors.email_templates?.case_created_subject}
          />
          <KitField
            label="Subject when a case is resolved"
            required
            registration={form.register('email_templates.case_closed_subject')}
            error={errors.email_templates?.case_closed_subject}
          />
          <KitField
            label="Signature"
            registration={form.register('email_templates.signature')}
            error={errors.email_templates?.signature}
          />
        </div>
      </fieldset>
      <fieldset disabled={!config.editable} className={styles.fieldset} style={{ gridColumn: '1 / -1' }}>
        <legend id="cfg-user_roles">User roles offered in this tenant</legend>
        <div className={styles.grid}>
          {config.available_roles.map((r) => (
            <label key={r} className={styles.checkbox}>
              <input type="checkbox" value={r} {...form.register('user_roles')} /> {r}
            </label>
          ))}
        </div>
      </fieldset>
    </FormShell>
  );
};
