import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { fieldMessages } from '../../contracts/field-messages';
import { registerRequest } from '../../contracts/auth';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import styles from './sessions.module.css';
import { useAccount } from '../shell/use-account';

type SignUpValues = z.input<typeof registerRequest>;

/** Register (spec §7 /register) with the §5 field messages, including the password rule. */
export const SignUp = () => {
  const { send, busy, succeeded, message, error } = useAccount();
  const { register, handleSubmit, formState } = useForm<
    SignUpValues,
    unknown,
    z.output<typeof registerRequest>
  >({
    resolver: zodResolver(registerRequest),
    defaultValues: { username: '', full_name: '', email: '', password: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((data) => send({ type: 'account.register', data }));

  return (
    <>
      <h1 className={styles.title}>Create an account</h1>
      <p className={styles.lead}>An administrator grants your profiles after you register.</p>
      {succeeded ? (
        <FormStatus message={message} />
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Create an account">
          <FormStatus error={error} />
          <FormField
            label="Username"
            autoComplete="username"
            required
            registration={register('username')}
            error={errors.username?.message}
          />
          <FormField
            label="Full name"
            autoComplete="name"
            required
            registration={register('full_name')}
            error={errors.full_name?.message}
          />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={errors.email?.message}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={fieldMessages.pattern}
            registration={register('password')}
            error={errors.password?.message}
          />
          <LoadingButton type="submit" loading={busy} className={styles.submit}>
            Register
          </LoadingButton>
        </form>
      )}
      <div className={styles.links}>
        <Link href="/sessions/signin">Back to sign in</Link>
      </div>
    </>
  );
};
