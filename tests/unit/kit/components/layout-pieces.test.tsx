import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidePanel } from '../../../../src/views/kit/side-panel/side-panel';
import { TwoPane } from '../../../../src/views/kit/two-pane/two-pane';

describe('<SidePanel>', () => {
  it('opens with title, width, id and stacking order 9999, and emits close', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <SidePanel id="p1" title="Customer information" open={false} width={380} onClose={onClose}>
        <button type="button">Inside</button>
      </SidePanel>,
    );
    const panel = document.getElementById('p1') as HTMLElement;
    expect(panel).toHaveStyle({ width: '0px', zIndex: '9999' });
    expect(panel).toHaveAttribute('inert');
    rerender(
      <SidePanel id="p1" title="Customer information" open width={380} onClose={onClose}>
        <button type="button">Inside</button>
      </SidePanel>,
    );
    expect(screen.getByRole('dialog', { name: 'Customer information' })).toHaveStyle({ width: '380px' });
    expect(screen.getByRole('button', { name: 'Close panel' })).toHaveFocus();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes a custom stacking order', () => {
    render(<SidePanel id="p2" title="T" open zIndex={50} onClose={vi.fn()} />);
    expect(document.getElementById('p2')).toHaveStyle({ zIndex: '50' });
  });
});

describe('<TwoPane>', () => {
  it('shows both panes at start, flips on toggle and restores both', async () => {
    const user = userEvent.setup();
    render(<TwoPane leftLabel="List" rightLabel="Detail" left={<p>left</p>} right={<p>right</p>} />);
    expect(screen.getByRole('region', { name: 'List' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Detail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand list' }));
    expect(screen.queryByRole('region', { name: 'Detail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show both panes' }));
    expect(screen.getByRole('region', { name: 'Detail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand detail' }));
    expect(screen.queryByRole('region', { name: 'List' })).not.toBeInTheDocument();
  });
});
