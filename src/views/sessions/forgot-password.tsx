import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { forgotEmailRequest } from '../../contracts/auth';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import styles from './sessions.module.css';
import { useAccount } from '../shell/use-account';

type ForgotValues = z.input<typeof forgotEmailRequest>;

/** Forgot password: asks for the address the reset link goes to. */
export const ForgotPassword = () => {
  const { send, busy, succeeded, message, error } = useAccount();
  const { register, handleSubmit, formState } = useForm<
    ForgotValues,
    unknown,
    z.output<typeof forgotEmailRequest>
  >({
    resolver: zodResolver(forgotEmailRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => send({ type: 'account.forgot', email }));

  return (
    <>
      <h1 className={styles.title}>Forgot password</h1>
      <p className={styles.lead}>We send a link to reset your password.</p>
      {succeeded ? (
        <FormStatus message={message} />
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Forgot password">
          <FormStatus error={error} />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={formState.errors.email?.message}
          />
          <LoadingButton type="submit" loading={busy} className={styles.submit}>
            Send reset link
          </LoadingButton>
        </form>
      )}
      <div className={styles.links}>
        <Link href="/sessions/signin">Back to sign in</Link>
      </div>
    </>
  );
};
