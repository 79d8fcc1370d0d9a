import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkChecklistAttachments, megabyte, type UploadedDocument } from '../../../../src/rules/kit-upload';
import { DocumentUpload } from '../../../../src/views/kit/upload/document-upload';

const file = (name: string, size = 10, type = 'application/pdf') => {
  const f = new File(['x'.repeat(10)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
// user-event honours the accept attribute; applyAccept off lets a refused type reach the component's own rule.
const user = () => userEvent.setup({ applyAccept: false });

describe('<DocumentUpload>', () => {
  it('shows the hint and emits data URLs for an allowed selection', async () => {
    const onChange = vi.fn();
    render(<DocumentUpload label="Documents" onChange={onChange} />);
    expect(screen.getByText('Maximum 5 files, File size not exceeding 25MB.')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Documents'), [file('a.pdf'), file('b.PNG', 10, 'image/png')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    const docs = onChange.mock.calls[0][0] as UploadedDocument[];
    expect(docs.map((d) => d.document_name)).toEqual(['a.pdf', 'b.PNG']);
    expect(docs[0].document_data).toMatch(/^data:application\/pdf;base64,/);
  });

  it('refuses an .exe: clears the input, emits an empty list and shows the warning', async () => {
    const onChange = vi.fn();
    render(<DocumentUpload label="Documents" onChange={onChange} />);
    const input = screen.getByLabelText('Documents') as HTMLInputElement;
    await user().upload(input, file('setup.exe'));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot select files with exe extension');
    expect(input.value).toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses too many and too big files with their texts', async () => {
    render(<DocumentUpload label="Documents" maxFiles={2} onChange={vi.fn()} />);
    await user().upload(screen.getByLabelText('Documents'), [
      file('a.pdf', 6 * megabyte),
      file('b.pdf'),
      file('c.pdf'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot select more than 2 files');
    expect(screen.getByRole('alert')).toHaveTextContent('File is too big');
  });

  it('single upload replaces an entry with the same identifier and reports the size', async () => {
    const onChange = vi.fn();
    const existing: UploadedDocument[] = [
      { document_name: 'old.pdf', document_data: 'data:old', document_identifier: 'payslip' },
      { document_name: 'id.pdf', document_data: 'data:id', document_identifier: 'id_document' },
    ];
    render(
      <DocumentUpload
        label="Payslip"
        documentIdentifier="payslip"
        documents={existing}
        withSize
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Payslip')).not.toHaveAttribute('multiple');
    expect(screen.getByText('Maximum 1 files, File size not exceeding 25MB.')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Payslip'), file('new.pdf', 1234));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    const list = onChange.mock.calls[0][0] as UploadedDocument[];
    expect(list.map((d) => [d.document_identifier, d.document_name, d.size])).toEqual([
      ['id_document', 'id.pdf', undefined],
      ['payslip', 'new.pdf', 1234],
    ]);
  });

  it('accepts a custom rule (checklist attachments)', async () => {
    render(<DocumentUpload label="Attachments" check={checkChecklistAttachments} onChange={vi.fn()} />);
    await user().upload(screen.getByLabelText('Attachments'), [
      file('a.pdf', 10 * megabyte),
      file('b.pdf', 10 * megabyte),
      file('c.pdf', 6 * megabyte),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Total size of files cannot exceed 25MB');
  });
});
