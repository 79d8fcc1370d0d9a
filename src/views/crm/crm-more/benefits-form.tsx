import { employeeBenefitsData, type EmployeeBenefitsData } from '../../../contracts/crm-more';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { fieldError } from '../../kit/forms/select-field';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';

const keys = [
  'medical_scheme_plan',
  'medical_scheme_member_number',
  'gap_cover',
  'group_life_multiple',
  'provident_fund',
  'member_contribution_pct',
  'employer_contribution_pct',
  'effective_date',
];
const blank: Record<string, unknown> = {
  group_life_multiple: 0,
  member_contribution_pct: 0,
  employer_contribution_pct: 0,
};

type Props = {
  benefits: EmployeeBenefitsData | null;
  error: string | null;
  saving: boolean;
  onSave: (benefits: EmployeeBenefitsData) => void;
  onCancel: () => void;
};

/** Employee benefits: medical scheme, gap cover, group life and provident fund, on the service's own contract. */
export const BenefitsForm = ({ benefits, error, saving, onSave, onCancel }: Props) => {
  const form = useRecordForm(employeeBenefitsData, formDefaults(benefits ?? blank, keys), []);
  const { errors } = form.formState;
  return (
    <FormShell
      label="Employee benefits"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave(v), scrollAfterInvalid())}
    >
      <KitField
        label="Medical scheme plan"
        registration={form.register('medical_scheme_plan')}
        error={fieldError(errors.medical_scheme_plan)}
      />
      <KitField
        label="Scheme member number"
        registration={form.register('medical_scheme_member_number')}
        error={fieldError(errors.medical_scheme_member_number)}
      />
      <KitField
        label="Gap cover"
        registration={form.register('gap_cover')}
        error={fieldError(errors.gap_cover)}
      />
      <KitField
        label="Group life cover (times annual salary)"
        type="number"
        step="0.5"
        required
        registration={form.register('group_life_multiple')}
        error={fieldError(errors.group_life_multiple)}
      />
      <KitField
        label="Provident fund"
        registration={form.register('provident_fund')}
        error={fieldError(errors.provident_fund)}
        hint="Required when contributions are captured"
      />
      <KitField
        label="Member contribution (%)"
        type="number"
        step="0.5"
        required
        registration={form.register('member_contribution_pct')}
        error={fieldError(errors.member_contribution_pct)}
      />
      <KitField
        label="Employer contribution (%)"
        type="number"
        step="0.5"
        required
        registration={form.register('employer_contribution_pct')}
        error={fieldError(errors.employer_contribution_pct)}
      />
      <KitField
        label="Effective date"
        type="date"
        required
        registration={form.register('effective_date')}
        error={fieldError(errors.effective_date)}
      />
    </FormShell>
  );
};
