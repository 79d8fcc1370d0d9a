import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleMap } from '../../../src/contracts/auth';
import { permissionKeys } from '../../../src/contracts/permissions';
import { Header } from '../../../src/views/shell/header';
import { renderWorld } from './test-world';

describe('debug launcher in the header', () => {
  it('is offered to a profile holding the supervisor key, with its shortcut', () => {
    renderWorld(<Header />, { roleMap: { [permissionKeys.supervisorDebug]: 1 } });
    const button = screen.getByRole('button', { name: /Debug panel/ });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+D');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(window, { code: 'KeyD', key: 'D', altKey: true, shiftKey: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The same shortcut closes it (before the lazy panel would render outside the real app's inspector).
    fireEvent.keyDown(window, { code: 'KeyD', key: 'D', altKey: true, shiftKey: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each<[string, RoleMap]>([
    ['denies it', { [permissionKeys.supervisorDebug]: 0 }],
    ['disables it', { [permissionKeys.supervisorDebug]: -1 }],
    ['does not name it', {}],
  ])('is absent when the role map %s', (_name, roleMap) => {
    renderWorld(<Header />, { roleMap });
    expect(screen.queryByRole('button', { name: /Debug panel/ })).toBeNull();
    fireEvent.keyDown(window, { code: 'KeyD', key: 'D', altKey: true, shiftKey: true });
    expect(screen.queryByText(/Loading the debug panel/)).toBeNull();
  });
});
