import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { messages } from '../../config/messages';
import { LoadingButton } from '../kit/loading-button';
import { FormStatus } from '../shell/form-status';
import { LoadingState } from '../shell/loading-state';
import formStyles from '../shell/form.module.css';
import styles from './sessions.module.css';
import { Button } from '../kit/ui/button';

/** Indentation per tenant level, so the flattened list still reads as the tree it came from. */
const indentPx = 20;

/**
 * Tenant choice (spec §4): the tenant tree as a list indented by level, the default (first) tenant preselected.
 * Native radios give arrow-key selection for free; Continue hands the choice to the tenant machine.
 */
export const TenantChoice = () => {
  const { tenant, auth } = useAppActors();
  const flat = useSelector(tenant, (s) => s.context.flat);
  const defaultTenantId = useSelector(tenant, (s) => s.context.defaultTenantId);
  const error = useSelector(tenant, (s) => s.context.error);
  const loading = useSelector(tenant, (s) => s.hasTag('loading'));
  const selecting = useSelector(tenant, (s) => s.hasTag('selecting'));
  // Only the user's pick is local; until they pick, the machine's default stands.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? defaultTenantId ?? flat[0]?.id ?? null;
  const nameOf = (id: number | null) => flat.find((t) => t.id === id)?.name;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) tenant.send({ type: 'tenant.select', tenantId: chosen });
  };

  if (loading) return <LoadingState label="Loading your tenants…" />;

  return (
    <>
      <h1 className={styles.title}>Choose a tenant</h1>
      <p className={styles.lead}>You work with the chosen tenant and everything under it.</p>
      <form className={formStyles.form} onSubmit={handleSubmit} aria-label="Choose a tenant">
        <FormStatus error={error} />
        {flat.length === 0 ? (
          <p>{messages.noTenants}</p>
        ) : (
          <fieldset className={styles.tenants}>
            <legend className="visually-hidden">Tenant</legend>
            {flat.map((t) => (
              <label
                key={t.id}
                className={styles.tenant}
                style={{ paddingLeft: `calc(var(--space-3) + ${t.level * indentPx}px)` }}
              >
                <input
                  type="radio"
                  name="tenant"
                  value={t.id}
                  checked={chosen === t.id}
                  // The list is the page's one question: focus its chosen entry so arrows and Enter work at once.
                  autoFocus={chosen === t.id}
                  onChange={() => setPicked(t.id)}
                />
                <span>{t.name}</span>
                {t.parentId !== null && <span className="visually-hidden">, under {nameOf(t.parentId)}</span>}
              </label>
            ))}
          </fieldset>
        )}
        <LoadingButton type="submit" loading={selecting} disabled={chosen === null} className={styles.submit}>
          Continue
        </LoadingButton>
      </form>
      <div className={styles.links}>
        <Button variant="quiet" onClick={() => auth.send({ type: 'auth.signOut' })}>
          Sign out
        </Button>
      </div>
    </>
  );
};
