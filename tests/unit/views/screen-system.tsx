import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { AppActorsContext, type AppActors } from '../../../src/app/actors';
import { screensMachine } from '../../../src/machines/screens.machine';
import { createInspector } from '../../../src/streams/inspector';

/**
 * The part of the console's system a screen's own actor needs (useScreenActor): the `screens` parent, here the root
 * of a system of its own with the inspector the console boots with. For views that need no other app actor; pass
 * `wrapper` to Testing Library's render.
 */
export const screenSystem = () => {
  const inspector = createInspector();
  const screens = createActor(screensMachine, { inspect: inspector.inspect }).start();
  const actors = { screens } as Partial<AppActors> as AppActors;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>
  );
  return { screens, inspector, wrapper };
};
