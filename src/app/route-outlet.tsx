import { useEffect } from 'react';
import { Redirect, useLocation, useRouter } from 'wouter';
import { notFoundPath, productName, signInPath } from '../config/constants';
import { findRoute } from './route-match';
import { RouteFrame } from './route-frame';

/** Picks the route for the current address; the empty path signs in, an unknown one is a 404 (spec §2). */
export const RouteOutlet = () => {
  const [location] = useLocation();
  const { parser } = useRouter();
  const found = location === '/' || location === '' ? null : findRoute(parser, location);
  const title = found?.route.title;

  useEffect(() => {
    // A screen reader announces the new title, which tells users of assistive technology that the page changed.
    if (title) document.title = `${title} · ${productName}`;
  }, [title]);

  if (location === '/' || location === '') return <Redirect to={signInPath} replace />;
  if (!found) return <Redirect to={notFoundPath} replace />;
  return <RouteFrame route={found.route} params={found.params} />;
};
