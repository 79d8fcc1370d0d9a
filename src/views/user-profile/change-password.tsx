import { Link } from 'wouter';
import { z } from 'zod';
import { fieldMessages } from '../../contracts/field-messages';
import { homePath } from '../../config/constants';
import { trailFor } from '../../config/breadcrumbs';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import { FormField } from '../shell/form-field';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import { mismatch, newPasswordFields, passwordsMatch } from '../shell/password-confirm';
import { NewPasswordFields } from '../shell/new-password-fields';
import { useAccount } from '../shell/use-account';
import { usePasswordReuse } from '../shell/use-password-reuse';
import { useSchemaForm } from '../shell/use-schema-form';
import styles from './change-password.module.css';

const schema = z
  .object({ current: z.string().min(1, { message: fieldMessages.required }), ...newPasswordFields })
  .refine(passwordsMatch, mismatch);

/** Change password for the signed-in user (/user-profile/reset-password, compact header layout). */
export const ChangePassword = () => {
  const { send, busy, succeeded, message, error } = useAccount();
  const { register, handleSubmit, formState } = useSchemaForm(schema, {
    current: '',
    password: '',
    confirm: '',
  });
  const { errors } = formState;
  // No reset token: the service asks the signed-in caller's own password history.
  const reuse = usePasswordReuse(null, register('password'));
  const onSubmit = handleSubmit(({ current, password }) => {
    if (reuse.blocks(password)) return;
    send({ type: 'account.changePassword', current_password: current, new_password: password });
  });

  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <Breadcrumb trail={trailFor('/user-profile/reset-password') ?? []} />
      <h1 id="change-password-title" className={styles.title}>
        Change password
      </h1>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
        <FormStatus error={error} message={succeeded ? message : null} />
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          registration={register('current')}
          error={errors.current?.message}
        />
        <NewPasswordFields
          password={reuse.registration}
          confirm={register('confirm')}
          errors={errors}
          reuseError={reuse.error}
        />
        <div className={styles.actions}>
          <LoadingButton type="submit" loading={busy}>
            Change password
          </LoadingButton>
          <Link href={homePath} className={styles.back}>
            Back to the dashboard
          </Link>
        </div>
      </form>
    </section>
  );
};
