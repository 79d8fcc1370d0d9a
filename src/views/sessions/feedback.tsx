import { feedbackRequest } from '../../contracts/auth';
import { FormField } from '../shell/form-field';
import { useAccount } from '../shell/use-account';
import { useSchemaForm } from '../shell/use-schema-form';
import { EmailField } from './email-field';
import { SessionForm } from './session-form';

/** Feedback (spec §7 /feedback): needs no sign-in, so it sits with the sessions screens. */
export const Feedback = () => {
  const account = useAccount();
  const { register, handleSubmit, formState } = useSchemaForm(feedbackRequest, {
    name: '',
    email: '',
    message: '',
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
      <EmailField registration={register('email')} error={errors.email?.message} />
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
