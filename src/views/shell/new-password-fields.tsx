import { FormField, type FieldRegistration } from './form-field';
import { NewPasswordField } from './new-password-field';

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
