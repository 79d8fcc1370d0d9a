import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageType } from '../../../src/contracts/metadata/entities';
import { transformBody } from '../../../src/contracts/metadata/payloads';
import { TransformForm } from '../../../src/views/metadata/transform-form';
import { screenSystem } from '../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

const metaCall = vi.hoisted(() => vi.fn());
vi.mock('../../../src/services/metadata-api', () => ({ metaCall, metaCallQuiet: metaCall }));

const types = [
  {
    id: 3,
    name: 'gap_policy',
    description: '',
    attributes: [{ name: 'premium', datatype: 'FLOAT', required: true, description: '' }],
  },
] as MessageType[];

const renderNew = () => {
  const onSave = vi.fn();
  render(<TransformForm record={null} types={types} saving={false} onSave={onSave} onRemove={vi.fn()} />);
  return { onSave, user: userEvent.setup() };
};
const errorsOf = (label: string) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby');
  return described
    ? within(document.getElementById(described) as HTMLElement)
        .getAllByRole('listitem')
        .map((e) => e.textContent)
    : [];
};

beforeEach(() => {
  metaCall.mockReset();
  metaCall.mockImplementation(async (name: string) =>
    name === 'messageHistory' ? { rows: [{ payload: { premium: 1999.5 } }], total: 1, page: 0, size: 1 } : [],
  );
});

describe('transform form', () => {
  it('lists the §5 messages under name and source type and sends nothing', async () => {
    const { onSave, user } = renderNew();
    await user.type(screen.getByLabelText('Name *'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Create transform' }));
    await waitFor(() => expect(errorsOf('Name *')).toEqual(['The max allowed number of characters is 80']));
    expect(errorsOf('Source message type *')).toEqual(['This field is required']);
    expect(screen.getByLabelText('Source message type *')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('choosing the source type asks for its latest message and previews the starter spec over it', async () => {
    const { user } = renderNew();
    expect(metaCall).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Source message type *'), 'gap_policy');
    expect(metaCall).toHaveBeenCalledWith(
      'messageHistory',
      { message_type_id: 3, status: 'received', size: 1 },
      expect.anything(),
    );
    await waitFor(() =>
      expect(screen.getByTestId('transform-preview')).toHaveTextContent('"premium": 1999.5'),
    );
    expect(screen.getByLabelText('Sample message (latest received)')).toBeInTheDocument();
  });

  it('sends the transformBody payload: trimmed name, the type id as a number and the parsed spec', async () => {
    const { onSave, user } = renderNew();
    await user.type(screen.getByLabelText('Name *'), ' gap_flat ');
    await user.selectOptions(screen.getByLabelText('Source message type *'), 'gap_policy');
    await user.click(screen.getByRole('button', { name: 'Create transform' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const payload = onSave.mock.calls[0][0];
    expect(payload).toEqual({
      name: 'gap_flat',
      description: '',
      source_type_id: 3,
      spec: { keep_unmapped: false, fields: [{ source: 'premium', target: 'premium', cast: 'FLOAT' }] },
    });
    expect(transformBody.safeParse(payload).success).toBe(true);
  });

  it('a spec with problems is listed and not sent', async () => {
    const { onSave, user } = renderNew();
    await user.type(screen.getByLabelText('Name *'), 'gap_flat');
    await user.selectOptions(screen.getByLabelText('Source message type *'), 'gap_policy');
    const spec = screen.getByRole('textbox', { name: 'Transform spec (JSON)' });
    await user.clear(spec);
    await user.type(spec, '{{"fields": [[');
    await user.click(screen.getByRole('button', { name: 'Create transform' }));
    expect(screen.getByRole('alert', { name: 'Spec problems' })).toHaveTextContent('Not valid JSON');
    expect(onSave).not.toHaveBeenCalled();
  });
});
