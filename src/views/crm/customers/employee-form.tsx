import { jobGrades, isJobGradeException, maritalStatuses } from '../../../contracts/customers/entities';
import { employeeSave } from '../../../contracts/customers/requests';
import { customRuleMessages, isNotBeforeOrgStart } from '../../../contracts/custom-field-rules';
import { parseSaId } from '../../../contracts/customers/sa-id';
import { KitField } from '../../kit/forms/kit-field';
import { scrollAfterInvalid } from '../../kit/forms/scroll-to-first-invalid';
import { FormShell } from '../../kit/forms/form-shell';
import { uniqueEmailField, type RecordFormProps } from './form-types';
import { SelectField } from '../../kit/forms/select-field';
import { useEmployerParts } from './use-employer-parts';
import { formDefaults, useRecordForm } from '../../kit/forms/use-record-form';
import styles from '../../kit/shared/page.module.css';
import { CallButton } from '../../kit/call-button';
import { savedNumbers } from './saved-numbers';

const keys = [
  'employer_id',
  'division_id',
  'site_id',
  'employee_number',
  'first_name',
  'last_name',
  'id_number',
  'job_title',
  'job_grade',
  'monthly_salary',
  'marital_status',
  'email',
  'mobile',
  'work_phone',
  'start_date',
  'status',
];

const maritalLabels: Record<string, string> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
  life_partner: 'Life partner',
};

/** What the ID number says, shown as the user types: advice reads date of birth and gender from it. */
const IdentityNote = ({ idNumber }: { idNumber: string }) => {
  const parts = idNumber ? parseSaId(idNumber) : null;
  return (
    <p className={styles.note} aria-live="polite">
      {parts
        ? `Born ${parts.dateOfBirth}, ${parts.gender === 'F' ? 'female' : 'male'}, ${parts.citizen ? 'citizen' : 'permanent resident'}`
        : 'Date of birth and gender are read from the ID number'}
    </p>
  );
};

export const EmployeeForm = (props: RecordFormProps) => {
  const { record, issues, error, saving, onSave, onCancel } = props;
  const defaults = formDefaults(record, keys);
  if (!defaults.job_grade) defaults.job_grade = 'Staff';
  if (!defaults.marital_status) defaults.marital_status = 'single';
  if (!defaults.status) defaults.status = 'active';
  const form = useRecordForm(employeeSave, defaults, issues);
  const { errors } = form.formState;
  const parts = useEmployerParts(Number(record.employer_id));
  const mail = uniqueEmailField(props, errors.email);
  const idNumber = String(form.watch('id_number') ?? '');
  const grade = String(form.watch('job_grade') ?? '');
  const field = (
    name: string,
    label: string,
    extra: { required?: boolean; hint?: string; type?: string } = {},
  ) => (
    <KitField
      label={label}
      registration={form.register(name as 'first_name')}
      error={errors[name as 'first_name']}
      {...extra}
    />
  );
  return (
    <FormShell
      label="Employee details"
      error={error}
      saving={saving}
      onCancel={onCancel}
      onSubmit={form.handleSubmit((v) => {
        // start_date_org needs the customer's Client since, which the contract alone does not know.
        if (!isNotBeforeOrgStart(v.start_date, parts.client_since)) {
          const message = customRuleMessages.startDateOrg(parts.client_since ?? '');
          form.setError('start_date', { type: 'startDateOrg', message }, { shouldFocus: true });
          return;
        }
        onSave({ ...v, id: record.id });
      }, scrollAfterInvalid())}
    >
      {field('first_name', 'First name', { required: true })}
      {field('last_name', 'Last name', { required: true })}
      {field('employee_number', 'Employee number', { required: true })}
      <div>
        {field('id_number', 'ID number', { required: true, hint: '13 digits' })}
        <IdentityNote idNumber={idNumber} />
      </div>
      <SelectField
        label="Division"
        registration={form.register('division_id')}
        error={errors.division_id}
        empty="No division"
        options={parts.divisions.map((d) => ({ value: d.id, label: d.name }))}
      />
      <SelectField
        label="Location"
        registration={form.register('site_id')}
        error={errors.site_id}
        empty="No location"
        options={parts.sites.map((s) => ({ value: s.id, label: s.name }))}
      />
      {field('job_title', 'Job title')}
      <div>
        <SelectField
          label="Job grade"
          required
          registration={form.register('job_grade')}
          error={errors.job_grade}
          options={jobGrades.map((g) => ({ value: g, label: g }))}
        />
        {isJobGradeException(grade) && (
          <p className={styles.note}>
            Job-grade exception: benefits are set per person, not by the group rule.
          </p>
        )}
      </div>
      {field('monthly_salary', 'Monthly salary (R)', { type: 'number' })}
      <SelectField
        label="Marital status"
        registration={form.register('marital_status')}
        error={errors.marital_status}
        options={maritalStatuses.map((m) => ({ value: m, label: maritalLabels[m] }))}
      />
      <KitField
        label="E-mail"
        type="email"
        registration={form.register('email', mail.options)}
        error={mail.error}
      />
      {field('mobile', 'Mobile', { hint: 'e.g. 082 123 4567' })}
      {field('work_phone', 'Work phone')}
      {savedNumbers(record, ['mobile', 'work_phone']).map((number) => (
        <CallButton
          key={number}
          number={number}
          name={`${String(record.first_name)} ${String(record.last_name)}`}
        />
      ))}
      {field('start_date', 'Start date', {
        type: 'date',
        hint: parts.client_since ? `Not before ${parts.client_since} (client since)` : undefined,
      })}
      <SelectField
        label="Status"
        registration={form.register('status')}
        error={errors.status}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'terminated', label: 'Terminated' },
        ]}
      />
    </FormShell>
  );
};
