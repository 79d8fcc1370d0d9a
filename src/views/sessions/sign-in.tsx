import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useAppActors } from '../../app/actors';
import type { LoginRequest } from '../../contracts/auth';
import { fieldMessages } from '../../contracts/field-messages';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import styles from './sessions.module.css';

/** The sign-in route is the first thing a user loads, so its two rules are react-hook-form's own rather than
 * the zod schema (which would bring zod onto this route, ARCHITECTURE §10); the service checks
 * `loginRequest` again. */
const usernameRules = {
  validate: (value: string) => value.trim().length > 0 || fieldMessages.required,
  maxLength: { value: 100, message: fieldMessages.maxlength(100) },
};
const passwordRules = {
  required: fieldMessages.required,
  maxLength: { value: 200, message: fieldMessages.maxlength(200) },
};

/** Sign-in (spec §2, §4): the auth machine signs in and moves on to tenant choice; this form only asks. */
export const SignIn = () => {
  const { auth } = useAppActors();
  const busy = useSelector(auth, (s) => s.hasTag('busy'));
  const error = useSelector(auth, (s) => s.context.error);
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) =>
    auth.send({ type: 'auth.submit', username: values.username.trim(), password: values.password }),
  );

  return (
    <>
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.lead}>Use your staff account.</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
        <FormStatus error={error} />
        <FormField
          label="Username"
          autoComplete="username"
          required
          registration={register('username', usernameRules)}
          error={errors.username?.message}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          registration={register('password', passwordRules)}
          error={errors.password?.message}
        />
        <LoadingButton type="submit" loading={busy} className={styles.submit}>
          Sign in
        </LoadingButton>
      </form>
      <div className={styles.links}>
        <Link href="/sessions/forgot-password">Forgot password?</Link>
        <Link href="/sessions/signup">Create an account</Link>
        <Link href="/sessions/feedback">Send feedback</Link>
      </div>
    </>
  );
};
