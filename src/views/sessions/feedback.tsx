import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { feedbackRequest } from '../../contracts/auth';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import styles from './sessions.module.css';
import { useAccount } from '../shell/use-account';

type FeedbackValues = z.input<typeof feedbackRequest>;

/** Feedback (spec §7 /feedback): needs no sign-in, so it sits with the sessions screens. */
export const Feedback = () => {
  const { send, busy, succeeded, message, error } = useAccount();
  const { register, handleSubmit, formState } = useForm<
    FeedbackValues,
    unknown,
    z.output<typeof feedbackRequest>
  >({
    resolver: zodResolver(feedbackRequest),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((data) => send({ type: 'account.feedback', data }));

  return (
    <>
      <h1 className={styles.title}>Send feedback</h1>
      <p className={styles.lead}>Tell us what works and what does not.</p>
      {succeeded ? (
        <FormStatus message={message} />
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Send feedback">
          <FormStatus error={error} />
          <FormField
            label="Name (optional)"
            autoComplete="name"
            registration={register('name')}
            error={errors.name?.message}
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
            label="Message"
            multiline
            required
            registration={register('message')}
            error={errors.message?.message}
          />
          <LoadingButton type="submit" loading={busy} className={styles.submit}>
            Send
          </LoadingButton>
        </form>
      )}
      <div className={styles.links}>
        <Link href="/sessions/signin">Back to sign in</Link>
      </div>
    </>
  );
};
