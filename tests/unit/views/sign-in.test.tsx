import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../src/contracts/field-messages';
import { SignIn } from '../../../src/views/sessions/sign-in';
import { renderWorld } from './test-world';

const signedOut = { path: '/sessions/signin', authTags: [] as string[], user: null };

describe('Sign-in form', () => {
  it('shows the §5 required message under each empty field and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<SignIn />, signedOut);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(fieldMessages.required)).toHaveLength(2);
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.auth).not.toHaveBeenCalled();
  });

  it('sends auth.submit with the trimmed username and the password', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<SignIn />, signedOut);
    await user.type(screen.getByLabelText(/Username/), ' thandi ');
    await user.type(screen.getByLabelText(/Password/), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(sent.auth).toHaveBeenCalledWith({
      type: 'auth.submit',
      username: 'thandi',
      password: 'S3cret!pass',
    });
  });

  it('is usable while the session restore runs: the submit is enabled and sends the sign-in', async () => {
    const user = userEvent.setup();
    const { sent } = renderWorld(<SignIn />, { ...signedOut, authTags: ['restoring'] });
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText(/Username/), 'thandi');
    await user.type(screen.getByLabelText(/Password/), 'S3cret!pass');
    await user.click(submit);
    expect(sent.auth).toHaveBeenCalledWith({
      type: 'auth.submit',
      username: 'thandi',
      password: 'S3cret!pass',
    });
  });

  it("shows the auth machine's error as an alert", () => {
    renderWorld(<SignIn />, { ...signedOut, authError: 'Invalid username or password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('shows the loading button while busy', () => {
    renderWorld(<SignIn />, { ...signedOut, authTags: ['busy'] });
    const button = screen.getByRole('button', { name: /Please wait/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('links to register, forgot password and feedback', () => {
    renderWorld(<SignIn />, signedOut);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sessions\/signup$/),
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sessions\/forgot-password$/),
    );
    expect(screen.getByRole('link', { name: 'Send feedback' })).toBeInTheDocument();
  });
});
