import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/app/route-error-boundary';

describe('RouteErrorBoundary', () => {
  it('shows an alert with Reload, not a blank area, when a lazy screen fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onReload = vi.fn();
    render(
      <RouteErrorBoundary onReload={onReload}>
        <Suspense fallback={<p>Loading screen…</p>}>
          <Broken />
        </Suspense>
      </RouteErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows the screen when it loads', async () => {
    const Fine = lazy(async () => ({ default: () => <p>Employers</p> }));
    render(
      <RouteErrorBoundary onReload={() => undefined}>
        <Suspense fallback={<p>Loading screen…</p>}>
          <Fine />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Employers')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
