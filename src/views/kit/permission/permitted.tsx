import type { ReactNode } from 'react';
import type { PermissionAction } from '../../../contracts/permissions';
import styles from './permitted.module.css';
import { useActionPermission } from './use-permission';

type PermittedProps = { action: PermissionAction; children: ReactNode };

/**
 * Wraps the action buttons (or links to a create page) of the catalogue's `action`: left out unless granted; with a
 * -1 they stay in place but inert. A disabled fieldset disables the buttons natively, and `inert` covers links,
 * which a fieldset does not disable, so no click or key press can reach a refused call.
 */
export const Permitted = ({ action, children }: PermittedProps) => {
  const grant = useActionPermission(action);
  if (grant === 'hidden') return null;
  if (grant === 'allowed') return <>{children}</>;
  return (
    <fieldset disabled inert className={styles.inert} title="Not available for your profile">
      {children}
    </fieldset>
  );
};
