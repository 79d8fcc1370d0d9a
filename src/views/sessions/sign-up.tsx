import { registerRequest } from '../../contracts/auth';
import { FormField } from '../shell/form-field';
import { NewPasswordField } from '../shell/new-password-field';
import { useAccount } from '../shell/use-account';
import { useSchemaForm } from '../shell/use-schema-form';
import { EmailField } from './email-field';
import { SessionForm } from './session-form';

/** Register (spec §7 /register) with the §5 field messages, including the password rule. */
export const SignUp = () => {
  const account = useAccount();
  const { register, handleSubmit, formState } = useSchemaForm(registerRequest, {
    username: '',
    full_name: '',
    email: '',
    password: '',
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((data) => account.send({ type: 'account.register', data }));

  return (
    <SessionForm
      title="Create an account"
      lead="An administrator grants your profiles after you register."
      submitLabel="Register"
      account={account}
      onSubmit={onSubmit}
    >
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
      <EmailField registration={register('email')} error={errors.email?.message} />
      <NewPasswordField
        label="Password"
        registration={register('password')}
        error={errors.password?.message}
      />
    </SessionForm>
  );
};
