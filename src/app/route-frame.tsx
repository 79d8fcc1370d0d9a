import { Suspense, useEffect, type ReactNode } from 'react';
import { messages } from '../config/messages';
import { useAppActors } from './actors';
import { AuthLayout } from '../views/layouts/auth-layout';
import { BlankLayout } from '../views/layouts/blank-layout';
import { LoadingState } from '../views/shell/loading-state';
import { PermissionGate } from './guards/permission-gate';
import { RoleMapResolver } from './guards/role-map-resolver';
import { RouteErrorBoundary } from './route-error-boundary';
import { SignInGuard } from './guards/sign-in-guard';
import { layouts } from './route-screens';
import type { AppRoute, LayoutKind, RouteParams } from './route-types';

const inLayout = (kind: LayoutKind, content: ReactNode, reload: () => void): ReactNode => {
  switch (kind) {
    case 'auth':
      return <AuthLayout>{content}</AuthLayout>;
    case 'blank':
      return <BlankLayout>{content}</BlankLayout>;
    case 'admin':
      return (
        <RouteErrorBoundary onReload={reload}>
          <Suspense fallback={<LoadingState label={messages.loading} fullPage />}>
            <layouts.admin>{content}</layouts.admin>
          </Suspense>
        </RouteErrorBoundary>
      );
    case 'compact':
      return (
        <RouteErrorBoundary onReload={reload}>
          <Suspense fallback={<LoadingState label={messages.loading} fullPage />}>
            <layouts.compact>{content}</layouts.compact>
          </Suspense>
        </RouteErrorBoundary>
      );
  }
};

const preloadOf = (component: object): (() => void) | undefined =>
  'preload' in component && typeof component.preload === 'function'
    ? (component.preload as () => void)
    : undefined;

/** One matched route: its guards, its layout, and its lazily loaded screen with a visible loading state. */
export const RouteFrame = ({ route, params }: { route: AppRoute; params: RouteParams }) => {
  const Screen = route.screen;
  const { version } = useAppActors();
  // The version machine reloads: a failed chunk is most often a release that replaced the file.
  const reload = () => version.send({ type: 'version.reload' });
  // The screen's code (and the admin shell's) starts loading with the navigation, beside the session restore and
  // the role map the guards wait for, not after them: a cold page's data call then starts as soon as they answer.
  useEffect(() => {
    if (route.layout === 'admin') layouts.admin.preload();
    preloadOf(route.screen)?.();
  }, [route]);
  // Keyed by route so moving between two screens of one component starts the second afresh.
  const screen = <Screen key={route.path} route={route} params={params} />;
  // Inside the layout, so a screen that fails to load keeps the header and menu around its error (keyed so
  // moving to another screen leaves the error behind).
  const content = (
    <RouteErrorBoundary key={route.path} onReload={reload}>
      <Suspense fallback={<LoadingState label={messages.loadingScreen} />}>
        {route.access === 'roleMap' ? (
          <PermissionGate route={route} params={params}>
            {screen}
          </PermissionGate>
        ) : (
          screen
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
  const framed = inLayout(route.layout, content, reload);
  if (route.access === 'public') return framed;
  return (
    <SignInGuard>
      {route.access === 'roleMap' ? <RoleMapResolver>{framed}</RoleMapResolver> : framed}
    </SignInGuard>
  );
};
