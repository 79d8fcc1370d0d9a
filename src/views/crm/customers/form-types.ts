import type { FieldIssue } from '../../../machines/customer-record.machine';

/** What every customer details form receives from the record machine (via its pane or page). */
export type RecordFormProps = {
  record: Record<string, unknown>;
  issues: readonly FieldIssue[];
  error: string | null;
  saving: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onCancel?: () => void;
};

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
