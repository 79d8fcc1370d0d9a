import { employeeBenefitsData, type EmployeeBenefitsData } from '../../../contracts/crm-more';
import { KitFields, type FieldSpec } from '../../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';
import styles from '../../kit/shared/page.module.css';

const blank: Record<string, unknown> = {
  group_life_multiple: 0,
  member_contribution_pct: 0,
  employer_contribution_pct: 0,
};

const halfSteps = { type: 'number', step: '0.5', required: true } as const;
const fields: readonly FieldSpec<EmployeeBenefitsData>[] = [
  { name: 'medical_scheme_plan', label: 'Medical scheme plan' },
  { name: 'medical_scheme_member_number', label: 'Scheme member number' },
  {
    name: 'scheme_join_date',
    label: 'Scheme cover starts',
    type: 'date',
    hint: 'Required with a plan, unless the employee is exempt',
  },
  { name: 'gap_cover', label: 'Gap cover' },
  { name: 'group_life_multiple', label: 'Group life cover (times annual salary)', ...halfSteps },
  { name: 'provident_fund', label: 'Provident fund', hint: 'Required when contributions are captured' },
  { name: 'member_contribution_pct', label: 'Member contribution (%)', ...halfSteps },
  { name: 'employer_contribution_pct', label: 'Employer contribution (%)', ...halfSteps },
  { name: 'effective_date', label: 'Effective date', type: 'date', required: true },
];

const keys = [...fields.map((f) => f.name), 'exemption_date'];

type Props = {
  benefits: EmployeeBenefitsData | null;
  error: string | null;
  saving: boolean;
  onSave: (benefits: EmployeeBenefitsData) => void;
  onCancel: () => void;
};

/** Employee benefits: medical scheme, gap cover, group life and provident fund, on the service's own contract. */
export const BenefitsForm = ({ benefits, error, saving, onSave, onCancel }: Props) => {
  const defaults = {
    ...formDefaults(benefits ?? blank, keys),
    medical_scheme_exempt: benefits?.medical_scheme_exempt === true,
  };
  const form = useRecordForm(employeeBenefitsData, defaults, []);
  return (
    <FormShell
      label="Employee benefits"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => onSave(v), scrollAfterInvalid())}
    >
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('medical_scheme_exempt')} /> Exempt from the compulsory
        medical scheme (covered as a dependant elsewhere)
      </label>
      <KitFields
        form={form}
        fields={[
          {
            name: 'exemption_date',
            label: 'Exemption applies from',
            type: 'date',
            hint: 'Required when exempt; not later than today',
          },
        ]}
      />
      <KitFields form={form} fields={fields} />
    </FormShell>
  );
};
