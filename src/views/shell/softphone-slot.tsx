import { lazy, Suspense } from 'react';
import { useMayDo } from '../kit/permission/use-permission';

// JsSIP and the softphone load after sign-in, only for profiles with telephony: not in the sign-in route's bundle.
const SoftphoneDock = lazy(() =>
  import('../telephony/phone-tabs-dock').then((m) => ({ default: m.PhoneTabsDock })),
);

/** The header's place for the softphone dock. */
export const SoftphoneSlot = () => {
  const allowed = useMayDo('softphone.open');
  if (!allowed) return null;
  return (
    <Suspense fallback={<span aria-live="polite">Loading phone…</span>}>
      <SoftphoneDock />
    </Suspense>
  );
};
