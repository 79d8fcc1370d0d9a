import { createContext, useContext } from 'react';
import type { Inspector } from '../rules/inspection';

/** The actor system's inspector, created with the root actor in main.tsx; the debug panel reads it. */
export const InspectorContext = createContext<Inspector | null>(null);

export const useInspector = (): Inspector => {
  const inspector = useContext(InspectorContext);
  if (!inspector) throw new Error('useInspector needs InspectorContext.Provider');
  return inspector;
};
