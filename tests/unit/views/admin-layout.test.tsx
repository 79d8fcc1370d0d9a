import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../../src/contracts/permissions';
import { AdminLayout } from '../../../src/views/layouts/admin-layout';
import { renderWorld } from './test-world';

// An administrator's map: a key missing from a map is refused, so the sidebar lists only what a map grants.
const everyKey = Object.fromEntries(Object.values(permissionKeys).map((key) => [key, 1 as const]));

const renderLayout = (options: Parameters<typeof renderWorld>[1] = {}) =>
  renderWorld(
    <AdminLayout>
      <p>Screen content</p>
    </AdminLayout>,
    { roleMap: everyKey, ...options },
  );

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('Admin layout and sidebar', () => {
  it('has the landmarks, a skip link, the footer year', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Screen content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('lists both applications', () => {
    renderLayout();
    expect(within(mainMenu()).getByRole('button', { name: /Customers/ })).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Load GUID' })).toBeInTheDocument();
  });

  it('runs the three-step toggle cycle', async () => {
    const user = userEvent.setup();
    renderLayout({ width: 1280 });
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    await user.click(within(mainMenu()).getByRole('button', { name: /Customers/ }));
    const child = screen.getByRole('navigation', { name: 'Customers menu' });
    expect(within(child).getByRole('link', { name: 'New Customer' })).toBeInTheDocument();
    expect(within(child).queryByRole('link', { name: 'New Division' })).not.toBeInTheDocument();

    await user.click(toggle); // both open → child closes
    expect(screen.queryByRole('navigation', { name: 'Customers menu' })).not.toBeInTheDocument();
    expect(mainMenu()).toBeVisible();
    await user.click(toggle); // main only → main closes
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(toggle); // both closed → main opens
    expect(mainMenu()).toBeVisible();
  });

  it('starts closed on mobile and opens when the window widens', () => {
    renderLayout();
    act(() => {
      window.innerWidth = 375;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(mainMenu()).toBeVisible();
  });

  it('marks the item of the current address active', () => {
    renderLayout({ path: '/ls-metadata/query' });
    expect(within(mainMenu()).getByRole('link', { name: 'Query' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainMenu()).getByRole('link', { name: 'Message Type' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('closes the child navigation after a navigation', async () => {
    const user = userEvent.setup();
    const { location } = renderLayout({ path: '/dashboard/v1' });
    await user.click(within(mainMenu()).getByRole('button', { name: /Case Management Setup/ }));
    const child = screen.getByRole('navigation', { name: 'Case Management Setup menu' });
    await user.click(within(child).getByRole('link', { name: 'Severity/Priority Time Mapping' }));
    expect(location.history?.at(-1)).toBe('/cms/time');
    expect(screen.queryByRole('navigation', { name: 'Case Management Setup menu' })).not.toBeInTheDocument();
    await user.click(within(mainMenu()).getByRole('button', { name: /Case Management Setup/ }));
    const reopened = screen.getByRole('navigation', { name: 'Case Management Setup menu' });
    expect(within(reopened).getByRole('link', { name: 'Severity/Priority Time Mapping' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('applies the role map: -1 disables, 0 removes, the kit needs the supervisor key', () => {
    renderLayout({ roleMap: { '4__4001': -1, '37__37001': 0, '73__73001': 1 } });
    expect(within(mainMenu()).getByRole('button', { name: /Customers/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(mainMenu()).queryByRole('link', { name: 'Load GUID' })).not.toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Component Kit' })).toBeInTheDocument();
  });

  it('hides the kit from profiles without the supervisor key', () => {
    renderLayout({ roleMap: {} });
    expect(within(mainMenu()).queryByRole('link', { name: 'Component Kit' })).not.toBeInTheDocument();
  });

  it('renders toasts, errors as alerts, with a dismiss button', async () => {
    const user = userEvent.setup();
    const { sent } = renderLayout({
      toasts: [
        { id: 't1', kind: 'error', text: 'Service unreachable' },
        { id: 't2', kind: 'success', text: 'Saved' },
      ],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Service unreachable');
    expect(screen.getByText('Saved').closest('[role="status"]')).not.toBeNull();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    expect(sent.notifications).toHaveBeenCalledWith({ type: 'toast.dismiss', id: 't1' });
  });
});
