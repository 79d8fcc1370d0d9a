import type { ReactElement } from 'react';
import { render as renderAlone, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassificationChanged } from '../../../../src/machines/classification-picker.machine';
import { ClassificationDropdowns } from '../../../../src/views/kit/classification/classification-dropdowns';
import { answer } from '../classification-fixture';
import { screenSystem } from '../../views/screen-system';

// The view's own actor runs in a console system of its own per render, as in the console.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: screenSystem().wrapper });

// The picker's own loader reads the dropdown answer by its source; the service calls answer the fixture.
const calls = vi.hoisted(() => ({ kit: vi.fn(), case: vi.fn(), task: vi.fn() }));
vi.mock('../../../../src/services/kit-api', () => ({ loadClassificationDropdown: calls.kit }));
vi.mock('../../../../src/services/classification-api', () => ({
  loadCaseClassification: calls.case,
  loadTaskClassification: calls.task,
}));
beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset().mockResolvedValue(answer);
});

const options = (name: string) =>
  Array.from(
    (screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement).options,
  ).map((o) => o.text);

describe('<ClassificationDropdowns>', () => {
  it('shows the case levels by name, marks required ones, and fills level 1 from the answer', async () => {
    render(<ClassificationDropdowns variant="case" mandatory end={2} />);
    await waitFor(() =>
      expect(options('Service')).toEqual(['Select Service', 'Medical Aid', 'Gap Cover', 'Payroll']),
    );
    expect(screen.getByRole('combobox', { name: /^Service/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /^Sub-category/ })).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Issues')).toBeInTheDocument();
  });

  it('auto-selects a single child and continues the chain', async () => {
    const user = userEvent.setup();
    const changes: ClassificationChanged[] = [];
    render(
      <ClassificationDropdowns
        variant="generic"

        onChange={(e) => changes.push(e)}
      />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Level 1/ })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /^Level 1/ }), 'Gap Cover');
    expect(screen.getByRole('combobox', { name: /^Level 2/ })).toHaveDisplayValue('Shortfall');
    expect(screen.getByRole('combobox', { name: /^Level 3/ })).toHaveDisplayValue('Specialist');
    expect(options('Level 4')).toEqual(['Select Level 4', 'Co-payment', 'Sub-limit']);
    expect(screen.getByRole('combobox', { name: /^Level 5/ })).toBeDisabled();
    expect(changes.at(-1)?.values.classification_l3_value).toBe('Specialist');
  });

  it('shows required errors only after a submit', async () => {
    const { rerender } = render(<ClassificationDropdowns variant="case" mandatory end={2} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Service/ })).toBeEnabled());
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    rerender(<ClassificationDropdowns variant="case" mandatory end={2} submitCount={1} />);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Service/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a form whether the required levels are chosen, before any submit', async () => {
    const user = userEvent.setup();
    const validity = vi.fn();
    render(<ClassificationDropdowns variant="case" mandatory end={2} onValidityChange={validity} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Service/ })).toBeEnabled());
    expect(validity).toHaveBeenLastCalledWith(false);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Service/ }), 'Medical Aid');
    expect(validity).toHaveBeenLastCalledWith(false);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Claims');
    expect(validity).toHaveBeenLastCalledWith(true);
    // A service without categories is complete at the service: the chain ends there.
    await user.selectOptions(screen.getByRole('combobox', { name: /^Service/ }), 'Payroll');
    expect(validity).toHaveBeenLastCalledWith(true);
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('is disabled by the editable flag and then shows no errors', async () => {
    render(<ClassificationDropdowns variant="mobile" mandatory editable={false} submitCount={1} />);
    await waitFor(() => expect(options('Level 1')).toHaveLength(4));
    expect(screen.getByRole('group', { name: 'Classification' })).toBeDisabled();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
  });

  it('ignores an answer with errCode other than 0: loading ends with empty levels', async () => {
    calls.kit.mockResolvedValue({ ...answer, errCode: 3 });
    render(<ClassificationDropdowns variant="case" />);
    await waitFor(() => expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'false'));
    expect(options('Service')).toEqual(['Select Service']);
  });

  it('reads the live classification its source names: case, mobile or task', async () => {
    const { unmount } = render(<ClassificationDropdowns variant="case" source="mobile" />);
    await waitFor(() => expect(options('Service')).toHaveLength(4));
    expect(calls.case).toHaveBeenCalledWith('mobile', expect.anything());
    unmount();
    render(<ClassificationDropdowns variant="task" source="task" />);
    await waitFor(() => expect(calls.task).toHaveBeenCalledTimes(1));
    expect(calls.kit).not.toHaveBeenCalled();
  });

  it('searchable: typing filters a level, Enter picks and moves on; Enter on an untouched level submits', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submitted}>
        <ClassificationDropdowns variant="case" source="case" searchable autoFocus />
        <button type="submit">Continue</button>
      </form>,
    );
    const level = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(level('Service')).toHaveFocus());
    await user.keyboard('gap');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gap Cover']);
    await user.keyboard('{Enter}');
    // The chain still fills single children, and focus goes to the first level left to choose.
    expect(level('Category')).toHaveValue('Shortfall');
    expect(level('Sub-category')).toHaveValue('Specialist');
    expect(level('Issues')).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(level('Issues')).toHaveValue('');
    expect(submitted).toHaveBeenCalledTimes(1);
    // Choosing again at a higher level clears the deeper ones.
    await user.tripleClick(level('Service'));
    await user.keyboard('med{Enter}');
    expect(level('Category')).toHaveValue('');
    expect(level('Category')).toHaveFocus();
  });
});
