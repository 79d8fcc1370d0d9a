import { forgotEmailRequest } from '../../contracts/auth';
import { useAccount } from '../shell/use-account';
import { useSchemaForm } from '../shell/use-schema-form';
import { EmailField } from './email-field';
import { SessionForm } from './session-form';

/** Forgot password: asks for the address the reset link goes to. */
export const ForgotPassword = () => {
  const account = useAccount();
  const { register, handleSubmit, formState } = useSchemaForm(forgotEmailRequest, { email: '' });
  const onSubmit = handleSubmit(({ email }) => account.send({ type: 'account.forgot', email }));

  return (
    <SessionForm
      title="Forgot password"
      lead="We send a link to reset your password."
      submitLabel="Send reset link"
      account={account}
      onSubmit={onSubmit}
    >
      <EmailField registration={register('email')} error={formState.errors.email?.message} />
    </SessionForm>
  );
};
