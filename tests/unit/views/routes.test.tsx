import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { RouteOutlet } from '../../../src/app/route-outlet';
import { fitsPattern, trailFor, trailPatterns } from '../../../src/config/breadcrumbs';
import { menuLinks } from '../../../src/config/menus';
import { renderWorld } from './test-world';

const routeFor = (path: string) => routes.find((r) => fitsPattern(r.path, path));

describe('route table', () => {
  // The one exception is the wallboard (issue 39): a full-screen board for a wall, with no header or menu.
  const fullScreen = new Set(['/telephony/wallboard']);

  it('routes every menu link, hidden ones included, behind the resolver: full-screen boards bare, the rest in the admin layout', () => {
    for (const item of menuLinks()) {
      const route = routeFor(item.state);
      expect(route, item.state).toBeDefined();
      const layout = fullScreen.has(item.state) ? 'blank' : 'admin';
      expect(route, item.state).toMatchObject({ layout, access: 'roleMap' });
    }
  });

  it('routes every screen that has a breadcrumb trail', () => {
    for (const pattern of trailPatterns())
      expect(
        routes.some((r) => r.path === pattern),
        pattern,
      ).toBe(true);
  });

  it('gives every planned screen a trail and a sentence', () => {
    for (const route of routes.filter((r) => r.summary !== undefined && r.layout === 'admin')) {
      expect(trailFor(route.path), route.path).not.toBeNull();
      expect(route.summary?.length).toBeGreaterThan(10);
    }
  });

  it('puts each area in its layout (spec §2)', () => {
    expect(routeFor('/sessions/signin')).toMatchObject({ layout: 'auth', access: 'public' });
    expect(routeFor('/sessions/tenant')).toMatchObject({ layout: 'auth', access: 'signedIn' });
    expect(routeFor('/others/404')).toMatchObject({ layout: 'blank', access: 'public' });
    expect(routeFor('/user-profile/reset-password')).toMatchObject({ layout: 'compact', access: 'signedIn' });
    expect(routeFor('/dashboard/v1')).toMatchObject({ layout: 'admin', access: 'roleMap' });
  });
});

describe('route outlet', () => {
  it('sends the empty path to sign-in', () => {
    const { location } = renderWorld(<RouteOutlet />, { path: '/' });
    expect(location.history?.at(-1)).toBe('/sessions/signin');
  });

  it('sends an unknown path to the 404 page', async () => {
    const { location } = renderWorld(<RouteOutlet />, { path: '/no/such/screen' });
    expect(location.history?.at(-1)).toBe('/others/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
  });

  it('shows a planned screen with what it will hold', async () => {
    // The customer survey is the one planned screen left (spec §2 shows only its layout variant).
    renderWorld(<RouteOutlet />, { path: '/survey/42', authTags: [] });
    expect(await screen.findByRole('heading', { name: 'Survey' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/not available yet/)).toBeInTheDocument();
    expect(screen.getByText(/the customer survey: its questions and your answers/)).toBeInTheDocument();
    expect(document.title).toContain('Survey');
  });

  it('keeps a signed-out visitor out of the admin area', () => {
    const { location } = renderWorld(<RouteOutlet />, { path: '/cms/time', authTags: [], user: null });
    expect(location.history?.at(-1)).toBe('/sessions/signin');
  });

  it('shows a route the profile may not use as not available, with the profile and a way home', async () => {
    renderWorld(<RouteOutlet />, { path: '/dev/kit', roleMap: { '73__73001': 0 } });
    const page = await screen.findByRole(
      'region',
      { name: 'Not available for your profile' },
      { timeout: 5000 },
    );
    expect(page).toHaveTextContent('Component Kit is not part of the Agent profile');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/v1',
    );
  });

  it('asks for the save’s keys too when a route opens to create a record', async () => {
    const viewOnly = { '18__18001': 1 as const, '18__18003': 0 as const };
    renderWorld(<RouteOutlet />, { path: '/task/task-group/view/-1', roleMap: viewOnly });
    expect(
      await screen.findByRole('region', { name: 'Not available for your profile' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('uses the survey variant of the auth layout for the survey case', async () => {
    renderWorld(<RouteOutlet />, { path: '/survey/42', authTags: [] });
    const main = await screen.findByRole('main');
    expect(main.parentElement).toHaveAttribute('data-variant', 'survey');
  });
});
