import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { feedbackRequest } from '../../contracts/auth';
import { FormField } from '../shell/form-field';
import { useAccount } from '../shell/use-account';
import { SessionForm } from './session-form';

type FeedbackValues = z.input<typeof feedbackRequest>;

/** Feedback (spec §7 /feedback): needs no sign-in, so it sits with the sessions screens. */
export const Feedback = () => {
  const account = useAccount();
  const { register, handleSubmit, formState } = useForm<
    FeedbackValues,
    unknown,
    z.output<typeof feedbackRequest>
  >({
    resolver: zodResolver(feedbackRequest),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((data) => account.send({ type: 'account.feedback', data }));

  return (
    <SessionForm
      title="Send feedback"
      lead="Tell us what works and what does not."
      submitLabel="Send"
      account={account}
      onSubmit={onSubmit}
    >
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
    </SessionForm>
  );
};
