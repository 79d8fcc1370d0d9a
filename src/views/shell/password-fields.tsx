import { fieldMessages } from '../../contracts/field-messages';
import { FormField, type FieldRegistration } from './form-field';

type PasswordFieldProps = { label: string; registration: FieldRegistration; error?: string };

/** A password the user chooses: the §5 pattern is shown as a hint before they type, not only as an error after. */
export const NewPasswordField = ({ label, registration, error }: PasswordFieldProps) => (
  <FormField
    label={label}
    type="password"
    autoComplete="new-password"
    required
    hint={fieldMessages.pattern}
    registration={registration}
    error={error}
  />
);

type NewPasswordFieldsProps = {
  password: FieldRegistration;
  confirm: FieldRegistration;
  errors: { password?: { message?: string }; confirm?: { message?: string } };
  /** The service's word on the typed password (used before), shown when the form has none of its own. */
  reuseError?: string;
};

/** The new password typed twice; pairs with `newPasswordFields` and `mismatch` of password-confirm.ts. */
export const NewPasswordFields = ({ password, confirm, errors, reuseError }: NewPasswordFieldsProps) => (
  <>
    <NewPasswordField
      label="New password"
      registration={password}
      error={errors.password?.message ?? reuseError}
    />
    <FormField
      label="Confirm new password"
      type="password"
      autoComplete="new-password"
      required
      registration={confirm}
      error={errors.confirm?.message}
    />
  </>
);
