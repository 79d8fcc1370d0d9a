import type { ReactNode } from 'react';
import type { PermissionKey } from '../../../contracts/permissions';
import styles from './permitted.module.css';
import { usePermission } from './use-permission';

type PermittedProps = { keys: readonly PermissionKey[]; children: ReactNode };

/**
 * Wraps the action buttons (or links to a create page) of a call that needs `keys`: left out unless granted; with a
 * -1 they stay in place but inert. A disabled fieldset disables the buttons natively, and `inert` covers links,
 * which a fieldset does not disable, so no click or key press can reach a refused call.
 */
export const Permitted = ({ keys, children }: PermittedProps) => {
  const grant = usePermission(...keys);
  if (grant === 'hidden') return null;
  if (grant === 'allowed') return <>{children}</>;
  return (
    <fieldset disabled inert className={styles.inert} title="Not available for your profile">
      {children}
    </fieldset>
  );
};
