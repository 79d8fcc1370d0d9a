// First: zod's eval probe must be off before any schema loads (see no-eval.ts).
import './app/no-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { App } from './app/App';
import { AppActorsContext, appActorsOf } from './app/actors';
import { InspectorContext } from './app/inspector-context';
import { consoleMachine } from './machines/console.machine';
import { startIpLookup } from './services/client-info';
import { serviceConfig } from './services/service-config';
import { storageKeys, writeStored } from './services/storage';
import { createInspector } from './streams/inspector';
import './views/theme.css';

// The bundle that just loaded is the current build: later checks compare the service's version against it.
writeStored(storageKeys.currentVersion, serviceConfig.buildVersion);
startIpLookup();

// The inspector records from the first event, so the debug panel (loaded only when opened) sees the whole session.
const inspector = createInspector();
const root = createActor(consoleMachine, { systemId: 'console', inspect: inspector.inspect });
root.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const reactRoot = createRoot(container);
// A transition: the first render yields to the browser every few milliseconds rather than blocking it throughout.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <InspectorContext.Provider value={inspector}>
        <AppActorsContext.Provider value={appActorsOf(root)}>
          <App />
        </AppActorsContext.Provider>
      </InspectorContext.Provider>
    </StrictMode>,
  ),
);
