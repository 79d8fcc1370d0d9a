import { Router } from 'wouter';
import { RouteOutlet } from './route-outlet';
import { useHashPath, useHashSearch } from './route-hash-location';

/** The console: hash URLs (spec §2) and the route table. The actors come from AppActorsContext (main.tsx). */
export const App = () => (
  <Router hook={useHashPath} searchHook={useHashSearch}>
    <RouteOutlet />
  </Router>
);
