import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TenantChoice } from '../../../src/views/sessions/tenant-choice';
import { renderWorld } from './test-world';

describe('Tenant choice', () => {
  it('preselects the default (first) tenant and indents by level', () => {
    renderWorld(<TenantChoice />, { path: '/sessions/tenant' });
    expect(screen.getByRole('radio', { name: /^Acme Benefits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Acme Pretoria/ })).not.toBeChecked();
    const indent = (name: RegExp) => screen.getByRole('radio', { name }).closest('label')?.style.paddingLeft;
    expect(indent(/^Acme Benefits/)).toContain('0px');
    expect(indent(/^Acme Pretoria/)).toContain('40px');
  });

  it('sends tenant.select for the default on Continue', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<TenantChoice />, { path: '/sessions/tenant' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent.tenant).toHaveBeenCalledWith({ type: 'tenant.select', tenantId: 10 });
  });

  it('is keyboard selectable', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<TenantChoice />, { path: '/sessions/tenant' });
    screen.getByRole('radio', { name: /^Acme Benefits/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^Acme Gauteng/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent.tenant).toHaveBeenCalledWith({ type: 'tenant.select', tenantId: 11 });
  });

  it('shows a loading state while tenants load, and the busy button while selecting', () => {
    const { unmount } = renderWorld(<TenantChoice />, { tenantTags: ['loading'] });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading your tenants/);
    unmount();
    renderWorld(<TenantChoice />, { tenantTags: ['selecting'] });
    expect(screen.getByRole('button', { name: /Please wait/ })).toBeDisabled();
  });

  it('says so when no tenant is available', () => {
    renderWorld(<TenantChoice />, { tenants: [] });
    expect(screen.getByText(/No tenants are available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
