import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../../src/contracts/field-messages';
import { ResetPassword } from '../../../src/views/sessions/reset-password';
import { renderWorld } from './test-world';

const used = 'This password was used before. Choose a new one.';
const checkPasswordUsed = vi.hoisted(() => vi.fn());
vi.mock('../../../src/services/auth-api', async (original) => {
  const real = await original<typeof import('../../../src/services/auth-api')>();
  return { authApi: { ...real.authApi, checkPasswordUsed } };
});

describe('Reset password', () => {
  it('offers the form when the link carries a token', () => {
    renderWorld(<ResetPassword />, { path: '/sessions/reset-password?token=0123456789abcdef', authTags: [] });
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toBeInTheDocument();
  });

  it('says the link is broken without a token', () => {
    renderWorld(<ResetPassword />, { path: '/sessions/reset-password', authTags: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('no token');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('shows the §5 password message and a mismatch under the confirmation', async () => {
    const user = userEvent.setup();
    renderWorld(<ResetPassword />, { path: '/sessions/reset-password?token=0123456789abcdef', authTags: [] });
    await user.type(screen.getByLabelText(/^New password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    // The rule is also the field's hint, so it appears twice once broken.
    expect(await screen.findAllByText(fieldMessages.pattern)).toHaveLength(2);
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('asks the service about the new password on leaving the field and shows its message under it', async () => {
    checkPasswordUsed.mockImplementation(async (_token: string, password: string) =>
      password === 'Console@2026'
        ? { kind: 'ok', data: { used: true }, msg: used }
        : { kind: 'ok', data: { used: false }, msg: '' },
    );
    const user = userEvent.setup();
    renderWorld(<ResetPassword />, { path: '/sessions/reset-password?token=0123456789abcdef', authTags: [] });
    await user.type(screen.getByLabelText(/^New password/), 'Console@2026');
    await user.tab();
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(checkPasswordUsed).toHaveBeenCalledWith('0123456789abcdef', 'Console@2026', expect.anything());
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Karoo#Sunrise4');
    expect(screen.queryByText(used)).not.toBeInTheDocument();
  });
});
