import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { fieldMessages } from '../../contracts/field-messages';
import { messages } from '../../config/messages';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import { mismatch, newPasswordFields, passwordsMatch } from '../shell/password-confirm';
import styles from './sessions.module.css';
import { useAccount } from '../shell/use-account';

const schema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
type ResetValues = z.input<typeof schema>;

/** Reset password from the e-mailed link: the token is in the address (?token=…). */
export const ResetPassword = () => {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { send, busy, succeeded, message, error } = useAccount();
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(({ password }) =>
    send({ type: 'account.reset', reset_token: token, password }),
  );

  return (
    <>
      <h1 className={styles.title}>Reset password</h1>
      <p className={styles.lead}>Choose a new password.</p>
      {token === '' ? (
        <FormStatus error={messages.missingResetToken} />
      ) : succeeded ? (
        <FormStatus message={message} />
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Reset password">
          <FormStatus error={error} />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={fieldMessages.pattern}
            registration={register('password')}
            error={errors.password?.message}
          />
          <FormField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            registration={register('confirm')}
            error={errors.confirm?.message}
          />
          <LoadingButton type="submit" loading={busy} className={styles.submit}>
            Reset password
          </LoadingButton>
        </form>
      )}
      <div className={styles.links}>
        <Link href="/sessions/signin">Back to sign in</Link>
        {token === '' && <Link href="/sessions/forgot-password">Ask for a new link</Link>}
      </div>
    </>
  );
};
