import type { InternalOrgDetail } from '../../contracts/internal-org/entities';
import { orgSave } from '../../contracts/internal-org/requests';
import type { FieldIssue } from '../../machines/internal-record.machine';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../kit/forms/form-shell';
import { fieldError } from '../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../kit/forms/use-record-form';

type OrgFormProps = {
  org: InternalOrgDetail;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onCancel: () => void;
};

/** An internal organisation's own details: legal name, registration and FSP numbers, contact, place. */
export const OrgForm = ({ org, issues, error, saving, onSave, onCancel }: OrgFormProps) => {
  const form = useRecordForm(
    orgSave,
    formDefaults({ ...org, id: org.tenant_id }, [
      'tenant_id',
      'legal_name',
      'registration_number',
      'fsp_number',
      'email',
      'phone',
      'city',
      'province',
    ]),
    issues,
  );
  const { errors } = form.formState;
  return (
    <FormShell
      label="Organisation details"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave({ ...v, tenant_id: org.tenant_id }), scrollAfterInvalid())}
    >
      <KitField
        label="Legal name"
        required
        registration={form.register('legal_name')}
        error={errors.legal_name}
      />
      <KitField
        label="Registration number"
        registration={form.register('registration_number')}
        error={errors.registration_number}
        hint="For example 2011/123456/07"
      />
      <KitField label="FSP number" registration={form.register('fsp_number')} error={errors.fsp_number} />
      <KitField label="E-mail" type="email" registration={form.register('email')} error={errors.email} />
      <KitField
        label="Phone"
        type="tel"
        registration={form.register('phone')}
        error={fieldError(errors.phone)}
      />
      <KitField label="City" registration={form.register('city')} error={errors.city} />
      <KitField label="Province" registration={form.register('province')} error={errors.province} />
    </FormShell>
  );
};
