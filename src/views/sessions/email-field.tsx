import { FormField, type FieldRegistration } from '../shell/form-field';

/** The required e-mail address of the account screens, filled in by the browser where it can. */
export const EmailField = ({ registration, error }: { registration: FieldRegistration; error?: string }) => (
  <FormField
    label="Email"
    type="email"
    autoComplete="email"
    required
    registration={registration}
    error={error}
  />
);
