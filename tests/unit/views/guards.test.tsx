import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleMapResolver } from '../../../src/app/guards/role-map-resolver';
import { SignInGuard } from '../../../src/app/guards/sign-in-guard';
import { renderWorld } from './test-world';

const guarded = (
  <SignInGuard>
    <RoleMapResolver>
      <p>Admin area</p>
    </RoleMapResolver>
  </SignInGuard>
);

describe('Sign-in guard and role-map resolver', () => {
  it('redirects to sign-in without a session', () => {
    const { location } = renderWorld(guarded, { authTags: [] });
    expect(location.history?.at(-1)).toBe('/sessions/signin');
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });

  it('shows a loading state while the session is being restored', () => {
    const { location } = renderWorld(guarded, { authTags: ['restoring'] });
    expect(screen.getByRole('status')).toHaveTextContent('Restoring your session');
    expect(location.history).toEqual(['/dashboard/v1']);
  });

  it('waits for the role map', () => {
    renderWorld(guarded, { authTags: ['signedIn'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your permissions');
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });

  it('says so when the role map failed, and offers a retry', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(guarded, { authTags: ['signedIn', 'roleMapFailed'] });
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(sent.auth).toHaveBeenCalledWith({ type: 'auth.retry' });
  });

  it('opens once signed in with the role map ready', () => {
    renderWorld(guarded, { authTags: ['signedIn', 'roleMapReady'] });
    expect(screen.getByText('Admin area')).toBeInTheDocument();
  });
});
