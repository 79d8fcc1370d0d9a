import { Router } from 'wouter';
import { RouteOutlet } from './route-outlet';
import { useHashPath, useHashSearch } from './route-hash-location';
import { useThemeAttribute } from './use-theme-attribute';

/** The console: hash URLs (spec §2) and the route table. The actors come from AppActorsContext (main.tsx). */
export const App = () => {
  useThemeAttribute();
  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <RouteOutlet />
    </Router>
  );
};
