import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'wouter';
import { LoadingButton } from '../kit/loading-button';
import { FormStatus } from '../shell/form-status';
import formStyles from '../shell/form.module.css';
import type { Account } from '../shell/use-account';
import styles from './sessions.module.css';

type SessionFormProps = {
  /** The heading, and the form's accessible name. */
  title: string;
  lead: string;
  submitLabel: string;
  account: Account;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown instead of the form when the screen cannot be used (a reset link without its token). */
  blocked?: string;
  /** Links after "Back to sign in". */
  links?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the account screens that need no sign-in: heading, one form that the account machine's outcome
 * replaces (a success is the end of these screens), and the way back to sign in.
 */
export const SessionForm = ({
  title,
  lead,
  submitLabel,
  account,
  onSubmit,
  blocked,
  links,
  children,
}: SessionFormProps) => (
  <>
    <h1 className={styles.title}>{title}</h1>
    <p className={styles.lead}>{lead}</p>
    {blocked ? (
      <FormStatus error={blocked} />
    ) : account.succeeded ? (
      <FormStatus message={account.message} />
    ) : (
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={title}>
        <FormStatus error={account.error} />
        {children}
        <LoadingButton type="submit" loading={account.busy} className={styles.submit}>
          {submitLabel}
        </LoadingButton>
      </form>
    )}
    <div className={styles.links}>
      <Link href="/sessions/signin">Back to sign in</Link>
      {links}
    </div>
  </>
);
