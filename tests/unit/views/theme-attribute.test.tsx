import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AppActorsContext, type AppActors } from '../../../src/app/actors';
import { useThemeAttribute } from '../../../src/app/use-theme-attribute';
import { layoutMachine } from '../../../src/machines/layout.machine';

describe('useThemeAttribute', () => {
  it('puts the chosen theme on the page from the start, and takes it off for the system’s', () => {
    localStorage.setItem('theme', 'dark');
    delete document.documentElement.dataset.theme;
    const layout = createActor(layoutMachine).start();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppActorsContext.Provider value={{ layout } as unknown as AppActors}>
        {children}
      </AppActorsContext.Provider>
    );
    renderHook(() => useThemeAttribute(), { wrapper });
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => layout.send({ type: 'layout.setTheme', theme: 'light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => layout.send({ type: 'layout.setTheme', theme: 'system' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
