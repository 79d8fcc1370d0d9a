import { loadAdminLayout, loadDashboard, loadTenantChoice } from './route-loaders';

export type Idle = (run: () => void) => void;

// Safari has no requestIdleCallback; a zero timeout still lets the keystroke that triggered us paint first.
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
};

/**
 * Runs the loaders once, when the browser is idle, however often it is called. A failed load is left to the route
 * that needs the chunk, which shows its own loading error.
 */
export const prefetchOnce = (loaders: (() => Promise<unknown>)[], idle: Idle = whenIdle) => {
  let started = false;
  return (): void => {
    if (started) return;
    started = true;
    idle(() => {
      for (const load of loaders) void load().catch(() => undefined);
    });
  };
};

/**
 * Warms the chunks between sign-in and the home (tenant choice, the admin shell, the home every profile lands on)
 * while the user types, so the submit does not then wait for them.
 */
export const prefetchHomeChunks = prefetchOnce([loadTenantChoice, loadAdminLayout, loadDashboard]);
