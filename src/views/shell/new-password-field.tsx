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
