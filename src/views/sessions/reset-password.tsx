import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { messages } from '../../config/messages';
import { mismatch, newPasswordFields, passwordsMatch } from '../shell/password-confirm';
import { NewPasswordFields } from '../shell/new-password-fields';
import { useAccount } from '../shell/use-account';
import { usePasswordReuse } from '../shell/use-password-reuse';
import { useSchemaForm } from '../shell/use-schema-form';
import { SessionForm } from './session-form';

const schema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);

/** Reset password from the e-mailed link: the token is in the address (?token=…). */
export const ResetPassword = () => {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const account = useAccount();
  const { register, handleSubmit, formState } = useSchemaForm(schema, { password: '', confirm: '' });
  const reuse = usePasswordReuse(token || null, register('password'));
  // A password the service already called used is not sent: its message is under the field.
  const onSubmit = handleSubmit(({ password }) => {
    if (!reuse.blocks(password)) account.send({ type: 'account.reset', reset_token: token, password });
  });

  return (
    <SessionForm
      title="Reset password"
      lead="Choose a new password."
      submitLabel="Reset password"
      account={account}
      onSubmit={onSubmit}
      blocked={token === '' ? messages.missingResetToken : undefined}
      links={token === '' && <Link href="/sessions/forgot-password">Ask for a new link</Link>}
    >
      <NewPasswordFields
        password={reuse.registration}
        confirm={register('confirm')}
        errors={formState.errors}
        reuseError={reuse.error}
      />
    </SessionForm>
  );
};
