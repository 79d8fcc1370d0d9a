import { trailFor } from '../config/breadcrumbs';
import type { AppRoute } from './route-types';

/** A screen of the admin layout behind the role map, titled by its breadcrumb. */
export const adminRoute = (path: string, screen: AppRoute['screen']): AppRoute => ({
  path,
  title: trailFor(path)?.at(-1)?.label ?? path,
  layout: 'admin',
  access: 'roleMap',
  screen,
});
