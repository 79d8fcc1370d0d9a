import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { permissionKeys } from '../../contracts/permissions';
import { holds } from '../../rules/permission-visibility';

// JsSIP and the softphone load after sign-in, only for profiles with telephony: not in the sign-in route's bundle.
const SoftphoneDock = lazy(() =>
  import('../telephony/softphone-dock').then((m) => ({ default: m.SoftphoneDock })),
);

/** The header's place for the softphone dock. */
export const SoftphoneSlot = () => {
  const { auth } = useAppActors();
  const allowed = useSelector(auth, (s) => holds(s.context.roleMap, permissionKeys.telephonyUse));
  if (!allowed) return null;
  return (
    <Suspense fallback={<span aria-live="polite">Loading phone…</span>}>
      <SoftphoneDock />
    </Suspense>
  );
};
