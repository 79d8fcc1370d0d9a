import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../src/views/shell/header';
import { renderWorld } from './test-world';

describe('Header', () => {
  it("shows the user's full name and a home link", () => {
    renderWorld(<Header />);
    expect(screen.getByText('Thandi Nkosi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard\/v1$/),
    );
  });

  it('toggle button is labelled and reflects the sidebar', async () => {
    const user = userEvent.setup();
    const { layout } = renderWorld(<Header />, { width: 1280 });
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(layout.getSnapshot().context.mainOpen).toBe(false);
  });

  it('switch-profile modal lists profiles by name and id, marks the current one, and sends role.switch', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<Header />);
    await user.click(screen.getByRole('button', { name: /Thandi Nkosi/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch profile' });
    const current = within(dialog).getByRole('button', { name: /Agent/ });
    expect(current).toHaveTextContent('Role 3');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toBeDisabled();
    const other = within(dialog).getByRole('button', { name: /Supervisor/ });
    expect(other).toHaveTextContent('Role 5');
    await user.click(other);
    expect(sent.roleSwitch).toHaveBeenCalledWith({ type: 'role.switch', roleId: 5 });
  });

  it('Sign out sends auth.signOut', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<Header />);
    await user.click(screen.getByRole('button', { name: /Thandi Nkosi/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(sent.auth).toHaveBeenCalledWith({ type: 'auth.signOut' });
  });

  it('notification dropdown says there are none', async () => {
    const user = userEvent.setup();
    renderWorld(<Header />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('customer-info toggle flips the panel state', async () => {
    const user = userEvent.setup();
    const { layout } = renderWorld(<Header />);
    const toggle = screen.getByRole('button', { name: 'Customer information' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(layout.getSnapshot().context.customerInfoOpen).toBe(true);
  });

  it('the compact variant has no menu toggle', () => {
    renderWorld(<Header variant="compact" />);
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument();
    expect(screen.getByText('Thandi Nkosi')).toBeInTheDocument();
  });
});
