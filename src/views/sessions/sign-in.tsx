import { useSelector } from '@xstate/react';
import { Link, Redirect } from 'wouter';
import { useAppActors } from '../../app/actors';
import { prefetchHomeChunks } from '../../app/prefetch-home';
import { homePath } from '../../config/constants';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import styles from './sessions.module.css';
import { useSignInFields } from './use-sign-in-fields';

/** Sign-in (spec §2, §4): the auth machine signs in and moves on to tenant choice; this form only asks. */
export const SignIn = () => {
  const { auth } = useAppActors();
  const busy = useSelector(auth, (s) => s.hasTag('busy'));
  const error = useSelector(auth, (s) => s.context.error);
  // A tab opened at the console's address while the browser's session is live: the session came back, so on to
  // the dashboard. Never after a sign-in on this page, which goes on to the tenant choice.
  const restored = useSelector(auth, (s) => s.hasTag('signedIn') && s.context.restored);
  const { register, errors, onSubmit } = useSignInFields((values) =>
    auth.send({ type: 'auth.submit', ...values }),
  );

  if (restored) return <Redirect to={homePath} replace />;
  return (
    <>
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.lead}>Use your staff account.</p>
      <form
        className={formStyles.form}
        onSubmit={onSubmit}
        // Typing means a sign-in is coming: the chunks after it load meanwhile.
        onInput={() => prefetchHomeChunks()}
        noValidate
        aria-label="Sign in"
      >
        <FormStatus error={error} />
        <FormField
          label="Username"
          autoComplete="username"
          // The first thing anyone does here is type their name: no click needed first.
          autoFocus
          required
          registration={register('username')}
          error={errors.username}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          registration={register('password')}
          error={errors.password}
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
