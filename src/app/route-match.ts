import { matchRoute } from 'wouter';
import type { Parser } from 'wouter';
import { routes } from './routes';
import type { AppRoute, RouteParams } from './route-types';

export type RouteMatch = { route: AppRoute; params: RouteParams };

/** The first route whose pattern fits the path (the table is ordered so fixed paths come before patterns). */
export const findRoute = (parser: Parser, path: string, table: AppRoute[] = routes): RouteMatch | null => {
  for (const route of table) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { route, params: params ?? {} };
  }
  return null;
};
