import type { FieldError } from 'react-hook-form';
import type { FieldIssue } from '../../../machines/customer-record.machine';

/** What every customer details form receives from the record machine (via its pane or page). */
export type RecordFormProps = {
  record: Record<string, unknown>;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onCancel?: () => void;
  /** uniqueEmail's message while the typed address is taken (the record machine asks as the user types). */
  emailTaken?: string | null;
  /** The e-mail field changed (`left` false) or lost focus (`left` true). */
  onEmail?: (email: string, left: boolean) => void;
};

/**
 * The e-mail field's registration options and error for a form with uniqueEmail: each change and leaving the field
 * go to the record machine, and its message shows under the field until the address changes.
 */
export const uniqueEmailField = (props: RecordFormProps, error: FieldError | undefined) => ({
  options: {
    onChange: (e: { target: { value: string } }) => props.onEmail?.(e.target.value, false),
    onBlur: (e: { target: { value: string } }) => props.onEmail?.(e.target.value, true),
  },
  error: error ?? (props.emailTaken ? { type: 'uniqueEmail', message: props.emailTaken } : undefined),
});

export const provinces = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
].map((p) => ({ value: p, label: p }));
