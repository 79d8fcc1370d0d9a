import { Permitted } from '../kit/permission/permitted';
import { useMayDo } from '../kit/permission/use-permission';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ScreenProps } from '../../app/route-types';
import {
  emailContentInput,
  emailRecordTypes,
  type EmailContent,
  type EmailRecordType,
} from '../../contracts/workflow-admin/setup';
import { FormShell } from '../kit/forms/form-shell';
import { fieldError } from '../kit/forms/select-field';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import forms from '../kit/forms/forms.module.css';
import page from '../kit/shared/page.module.css';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { Button } from '../kit/ui/button';

type Input = z.input<typeof emailContentInput>;
type Output = z.output<typeof emailContentInput>;
const typeLabel: Record<EmailRecordType, string> = { case: 'Cases', lead: 'Leads', task: 'Tasks' };
type TemplateLine = EmailContent & { state: string };
const templateLine = (r: EmailContent): TemplateLine => ({
  ...r,
  state: `${r.active ? 'Active' : 'Inactive'}${r.inherited ? ' · from the group' : ''}`,
});
const columns: DatatableColumn<TemplateLine>[] = [
  { id: 'name', title: 'Name', fit: { maxWidth: 280 } },
  { id: 'subject', title: 'Subject', grow: true, width: 280 },
  { id: 'state', title: 'Status', fit: true },
];

/**
 * /cms/email — the e-mail templates sent for cases, leads and tasks; create and edit them. A canvas row holds no
 * button: choosing a template opens it under the table.
 */
export const EmailConfig = ({ route }: ScreenProps) => {
  const [recordType, setRecordType] = useState<EmailRecordType>('case');
  const [editing, setEditing] = useState<EmailContent | 'new' | null>(null);
  const res = useAdminResource<EmailContent[]>('emailGetAll', { record_type: 'case' });
  const listed = useMemo(() => (res.data ?? []).map(templateLine), [res.data]);
  // Templates are case set-up (17__17006): other profiles read them.
  const mayEdit = useMayDo('case-setup.edit');
  return (
    <ScreenFrame
      path={route.path}
      title="E-mail Case Configuration"
      loading={false}
      error={res.error}
      notice={res.notice}
      actions={
        <Permitted action="case-setup.edit">
          <Button variant="primary" onClick={() => setEditing('new')}>
            New template
          </Button>
        </Permitted>
      }
    >
      <div className={forms.field} style={{ maxWidth: 240 }}>
        <label htmlFor="email-record-type" className={forms.label}>
          Record type
        </label>
        <select
          id="email-record-type"
          className={forms.input}
          value={recordType}
          onChange={(e) => {
            const next = e.target.value as EmailRecordType;
            setRecordType(next);
            setEditing(null);
            res.ref.send({ type: 'admin.reload', body: { record_type: next } });
          }}
        >
          {emailRecordTypes.map((t) => (
            <option key={t} value={t}>
              {typeLabel[t]}
            </option>
          ))}
        </select>
      </div>
      <Datatable
        key={recordType}
        label={`${typeLabel[recordType]} templates`}
        rows={listed}
        columns={columns}
        filterColumns={['name', 'subject']}
        viewId="email-config"
        loading={res.loading}
        onRowSelect={(r) => setEditing(r)}
        onRowActivate={(r) => setEditing(r)}
      />
      {!editing && (
        <p className={page.note}>
          Choose a template to {mayEdit ? 'edit' : 'read'} it (one from the group can be read, not changed).
        </p>
      )}
      {editing && (
        <section className={page.pane} aria-label="Template">
          <h2 className={page.subtitle}>{editing === 'new' ? 'New template' : editing.name}</h2>
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? null : editing}
            recordType={recordType}
            readOnly={!mayEdit || (editing !== 'new' && editing.inherited)}
            saving={res.saving !== null}
            onCancel={() => setEditing(null)}
            onSave={(v) => {
              res.save(editing === 'new' ? 'emailCreate' : 'emailUpdate', v);
              setEditing(null);
            }}
          />
        </section>
      )}
    </ScreenFrame>
  );
};

type TemplateFormProps = {
  initial: EmailContent | null;
  recordType: EmailRecordType;
  readOnly: boolean;
  saving: boolean;
  onSave: (v: Output) => void;
  onCancel: () => void;
};

const TemplateForm = ({ initial, recordType, readOnly, saving, onSave, onCancel }: TemplateFormProps) => {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(emailContentInput),
    criteriaMode: 'all',
    defaultValues: initial
      ? {
          id: initial.id,
          record_type: initial.record_type,
          name: initial.name,
          subject: initial.subject,
          body: initial.body,
          active: initial.active,
        }
      : { record_type: recordType, name: '', subject: '', body: '', active: true },
  });
  const { errors } = form.formState;
  const bodyMessages = errors.body?.message ? [errors.body.message] : [];
  return (
    <FormShell
      label="E-mail template"
      error={null}
      readOnly={readOnly}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit(onSave, scrollAfterInvalid())}
    >
      <KitField
        label="Name"
        required
        readOnly={readOnly}
        registration={form.register('name')}
        error={fieldError(errors.name)}
      />
      <KitField
        label="Subject"
        required
        readOnly={readOnly}
        registration={form.register('subject')}
        error={fieldError(errors.subject)}
      />
      <div className={forms.field} style={{ gridColumn: '1 / -1' }}>
        <label htmlFor="email-body" className={forms.label}>
          Body<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id="email-body"
          rows={8}
          readOnly={readOnly}
          aria-required
          aria-invalid={bodyMessages.length > 0 || undefined}
          aria-describedby={bodyMessages.length ? 'email-body-errors' : 'email-body-hint'}
          className={`${forms.input} ${bodyMessages.length ? forms.invalid : ''}`}
          {...form.register('body')}
        />
        <p id="email-body-hint" className={forms.hint}>
          Placeholders: {'{{case_number}}, {{customer_name}}, {{agent_name}}, {{response_time}}'}
        </p>
        {bodyMessages.length > 0 && (
          <p id="email-body-errors" className={forms.errors}>
            {bodyMessages[0]}
          </p>
        )}
      </div>
      <label className={page.checkbox}>
        <input type="checkbox" disabled={readOnly} {...form.register('active')} /> Active
      </label>
      {readOnly && (
        <p className={page.note}>
          {initial?.inherited
            ? 'This template belongs to the group: it can be read here, not changed.'
            : 'Read only: templates are changed by a profile with case set-up rights.'}
        </p>
      )}
    </FormShell>
  );
};
