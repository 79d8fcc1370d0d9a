import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotEmailRequest } from '../../contracts/auth';
import { FormField } from '../shell/form-field';
import { useAccount } from '../shell/use-account';
import { SessionForm } from './session-form';

type ForgotValues = z.input<typeof forgotEmailRequest>;

/** Forgot password: asks for the address the reset link goes to. */
export const ForgotPassword = () => {
  const account = useAccount();
  const { register, handleSubmit, formState } = useForm<
    ForgotValues,
    unknown,
    z.output<typeof forgotEmailRequest>
  >({
    resolver: zodResolver(forgotEmailRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => account.send({ type: 'account.forgot', email }));

  return (
    <SessionForm
      title="Forgot password"
      lead="We send a link to reset your password."
      submitLabel="Send reset link"
      account={account}
      onSubmit={onSubmit}
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={formState.errors.email?.message}
      />
    </SessionForm>
  );
};
